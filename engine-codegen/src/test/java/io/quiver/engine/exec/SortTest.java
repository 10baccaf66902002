package io.quiver.engine.exec;

import static io.quiver.engine.exec.EngineFixture.values;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.Sort;
import io.quiver.engine.plan.SortKey;
import io.quiver.engine.plan.UnionAll;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SortTest {
  private static final SqlType INT = SqlType.of(TypeId.INTEGER);
  private EngineFixture fixture;

  @BeforeEach
  void setUp() {
    fixture = new EngineFixture();
  }

  @AfterEach
  void tearDown() {
    fixture.close();
  }

  private static final List<Column> COLUMNS = List.of(new Column("a", INT), new Column("b", INT));

  private static PhysicalNode input() {
    return values(COLUMNS, new Object[] {3, 1}, new Object[] {null, 2}, new Object[] {1, 3}, new Object[] {3, 0},
        new Object[] {2, 4}, new Object[] {null, 5});
  }

  @Test
  void nullsFirstAndLastInBothDirections() {
    assertEquals(List.of(Arrays.asList(null, 2), Arrays.asList(null, 5), Arrays.asList(1, 3), Arrays.asList(2, 4),
        Arrays.asList(3, 1), Arrays.asList(3, 0)),
        fixture.run(new Sort(input(), List.of(new SortKey(0, false, true)), 0, -1)));
    assertEquals(List.of(Arrays.asList(3, 0), Arrays.asList(3, 1), Arrays.asList(2, 4), Arrays.asList(1, 3),
        Arrays.asList(null, 2), Arrays.asList(null, 5)),
        fixture.run(new Sort(input(), List.of(new SortKey(0, true, false), new SortKey(1, false, false)), 0, -1)));
  }

  @Test
  void topNKeepsTheBestRowsWithOffset() {
    assertEquals(List.of(Arrays.asList(2, 4), Arrays.asList(3, 0)),
        fixture.run(new Sort(input(), List.of(new SortKey(0, false, false), new SortKey(1, false, false)), 1, 2)));
    assertEquals(List.of(), fixture.run(new Sort(input(), List.of(new SortKey(0, false, false)), 10, 5)));
    assertEquals(List.of(), fixture.run(new Sort(input(), List.of(new SortKey(0, false, false)), 0, 0)));
  }

  @Test
  void topNOverManyBatchesMatchesFullSort() {
    Random random = new Random(42);
    List<PhysicalNode> parts = new ArrayList<>();
    List<Integer> all = new ArrayList<>();
    for (int p = 0; p < 30; p++) {
      Object[][] rows = new Object[5000][];
      for (int r = 0; r < rows.length; r++) {
        int v = random.nextInt(1_000_000);
        all.add(v);
        rows[r] = new Object[] {v, p};
      }
      parts.add(values(COLUMNS, rows));
    }
    Collections.sort(all);
    List<List<Object>> top = fixture.run(new Sort(new UnionAll(parts, COLUMNS), List.of(new SortKey(0, false, false)), 5, 100));
    assertEquals(100, top.size());
    for (int i = 0; i < 100; i++) {
      assertEquals(all.get(i + 5), top.get(i).get(0));
    }
  }
}
