package io.quiver.engine.exec;

import static io.quiver.engine.exec.EngineFixture.values;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.SetOp;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SetOpTest {
  private static final List<Column> COLUMNS = List.of(new Column("x", SqlType.of(TypeId.INTEGER)));
  private EngineFixture fixture;
  private PhysicalNode left;
  private PhysicalNode right;

  @BeforeEach
  void setUp() {
    fixture = new EngineFixture();
    left = values(COLUMNS, new Object[] {1}, new Object[] {1}, new Object[] {1}, new Object[] {2},
        new Object[] {null}, new Object[] {null});
    right = values(COLUMNS, new Object[] {1}, new Object[] {null}, new Object[] {3});
  }

  @AfterEach
  void tearDown() {
    fixture.close();
  }

  private List<List<Object>> run(SetOp.Kind kind, boolean all) {
    return fixture.runSorted(new SetOp(left, right, kind, all, COLUMNS));
  }

  private static List<List<Object>> rows(Integer... values) {
    return Arrays.stream(values).map(v -> Arrays.<Object>asList(v)).sorted(java.util.Comparator.comparing(Object::toString)).toList();
  }

  @Test
  void intersectTreatsNullsAsEqual() {
    assertEquals(rows(1, null), run(SetOp.Kind.INTERSECT, false));
  }

  @Test
  void intersectAllKeepsTheSmallerMultiplicity() {
    assertEquals(rows(1, null), run(SetOp.Kind.INTERSECT, true));
  }

  @Test
  void exceptRemovesEveryOccurrence() {
    assertEquals(rows(2), run(SetOp.Kind.EXCEPT, false));
  }

  @Test
  void exceptAllSubtractsMultiplicities() {
    assertEquals(rows(1, 1, 2, null), run(SetOp.Kind.EXCEPT, true));
  }
}
