package io.quiver.engine.exec;

import static io.quiver.engine.exec.EngineFixture.values;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.SortKey;
import io.quiver.engine.plan.Window;
import io.quiver.engine.plan.WindowFunction;
import io.quiver.engine.plan.WindowFunction.Frame;
import io.quiver.engine.plan.WindowFunction.Kind;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class WindowTest {
  private static final SqlType INT = SqlType.of(TypeId.INTEGER);
  private static final SqlType BIGINT = SqlType.of(TypeId.BIGINT);
  private static final List<Column> COLUMNS = List.of(new Column("g", INT), new Column("v", INT));
  private EngineFixture fixture;
  private PhysicalNode input;

  @BeforeEach
  void setUp() {
    fixture = new EngineFixture();
    input = values(COLUMNS, new Object[] {1, 10}, new Object[] {2, 5}, new Object[] {1, 20}, new Object[] {1, 20},
        new Object[] {2, null});
  }

  @AfterEach
  void tearDown() {
    fixture.close();
  }

  private List<List<Object>> run(WindowFunction function) {
    List<Column> columns = new ArrayList<>(COLUMNS);
    columns.add(new Column("f", function.type()));
    return fixture.run(new Window(input, new int[] {0}, List.of(new SortKey(1, false, false)), List.of(function),
        columns));
  }

  private static WindowFunction of(Kind kind, int argument, Frame frame, SqlType type) {
    return new WindowFunction(kind, argument, null, null, frame, type);
  }

  @Test
  void rankGivesPeersTheSameRankAndLeavesGaps() {
    assertEquals(List.of(Arrays.asList(1, 10, 1L), Arrays.asList(1, 20, 2L), Arrays.asList(1, 20, 2L),
        Arrays.asList(2, 5, 1L), Arrays.asList(2, null, 2L)), run(of(Kind.RANK, -1, Frame.DEFAULT, BIGINT)));
  }

  @Test
  void runningSumOverRangeIncludesPeers() {
    assertEquals(List.of(Arrays.asList(1, 10, 10L), Arrays.asList(1, 20, 50L), Arrays.asList(1, 20, 50L),
        Arrays.asList(2, 5, 5L), Arrays.asList(2, null, 5L)), run(of(Kind.SUM, 1, Frame.DEFAULT, BIGINT)));
  }

  @Test
  void rowsFrameCountsPositions() {
    assertEquals(List.of(Arrays.asList(1, 10, 1L), Arrays.asList(1, 20, 2L), Arrays.asList(1, 20, 2L),
        Arrays.asList(2, 5, 1L), Arrays.asList(2, null, 1L)), run(of(Kind.COUNT, 1, new Frame(true, 1, 0), BIGINT)));
  }

  @Test
  void lagReturnsTheDefaultBeforeThePartition() {
    WindowFunction lag = new WindowFunction(Kind.LAG, 1, new Literal(1L, BIGINT), new Literal(-1, INT),
        Frame.DEFAULT, INT);
    assertEquals(List.of(Arrays.asList(1, 10, -1), Arrays.asList(1, 20, 10), Arrays.asList(1, 20, 20),
        Arrays.asList(2, 5, -1), Arrays.asList(2, null, 5)), run(lag));
  }

  @Test
  void ntileOfZeroBucketsIsAnError() {
    WindowFunction ntile = new WindowFunction(Kind.NTILE, -1, new Literal(0L, BIGINT), null, Frame.DEFAULT, BIGINT);
    assertEquals("22014", assertThrows(EngineException.class, () -> run(ntile)).sqlState());
  }
}
