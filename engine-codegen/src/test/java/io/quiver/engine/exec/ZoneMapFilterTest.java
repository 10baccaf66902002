package io.quiver.engine.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.ValueRange;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Chunk zone maps: a scan filtered on {@code key = constant} skips the chunks that cannot match. */
class ZoneMapFilterTest {
  private static final SqlType BIGINT = SqlType.of(TypeId.BIGINT);
  private static final SqlType STRING = SqlType.varchar(10);
  private static final SqlType BOOLEAN = SqlType.of(TypeId.BOOLEAN);
  private static final List<Column> COLUMNS = List.of(new Column("k", BIGINT), new Column("v", STRING));

  private RootAllocator allocator;
  private ColumnarTable table;

  @BeforeEach
  void setUp() {
    allocator = new RootAllocator();
    table = new ColumnarTable(COLUMNS);
    table.append(List.of(
        batch(new Object[][] {{1L, "a"}, {3L, "b"}, {2L, "c"}}),
        batch(new Object[][] {{10L, "d"}, {null, "e"}, {12L, "f"}}),
        batch(new Object[][] {{null, "g"}})));
  }

  @AfterEach
  void tearDown() {
    table.close();
    assertEquals(0, allocator.getAllocatedMemory(), "leaked Arrow memory");
    allocator.close();
  }

  private VectorSchemaRoot batch(Object[][] rows) {
    VectorSchemaRoot batch = ArrowTypes.newBatch(COLUMNS, allocator);
    batch.allocateNew();
    for (int r = 0; r < rows.length; r++) {
      for (int c = 0; c < rows[r].length; c++) {
        Vectors.set(batch.getVector(c), r, rows[r][c]);
      }
    }
    batch.setRowCount(rows.length);
    return batch;
  }

  private static Expr keyEquals(long value) {
    return new Call(Operator.EQUALS, List.of(new ColumnRef(0, BIGINT), new Literal(value, BIGINT)), BOOLEAN);
  }

  @Test
  void chunkRangesIgnoreNullsAndAnswerNullForOtherTypes() {
    List<Chunk> chunks = table.snapshot().chunks();
    assertEquals(new ValueRange(1, 3), chunks.get(0).range(0));
    assertEquals(new ValueRange(10, 12), chunks.get(1).range(0));
    assertNull(chunks.get(2).range(0), "an all-NULL column has no range");
    assertNull(chunks.get(0).range(1), "VARCHAR has no range");
  }

  @Test
  void equalityOnAKeyRulesOutChunksOutsideTheirRange() {
    List<Chunk> chunks = table.snapshot().chunks();
    ZoneMapFilter filter = ZoneMapFilter.of(new Call(Operator.AND,
        List.of(keyEquals(11), new Call(Operator.IS_NOT_NULL, List.of(new ColumnRef(1, STRING)), BOOLEAN)), BOOLEAN));
    assertFalse(filter.mayMatch(chunks.get(0)));
    assertTrue(filter.mayMatch(chunks.get(1)), "11 lies within 10..12");
    assertTrue(filter.mayMatch(chunks.get(2)), "a chunk without a range is read");
  }

  @Test
  void conditionsWithoutAKeyEqualityHaveNoZoneMapFilter() {
    Expr greater = new Call(Operator.GREATER_THAN, List.of(new ColumnRef(0, BIGINT), new Literal(1L, BIGINT)), BOOLEAN);
    Expr orOfEqualities = new Call(Operator.OR, List.of(keyEquals(1), keyEquals(10)), BOOLEAN);
    assertNull(ZoneMapFilter.of(greater));
    assertNull(ZoneMapFilter.of(orOfEqualities));
  }

  @Test
  void filteredScanReturnsExactlyTheMatchingRows() {
    ClassCompiler compiler = new ClassCompiler();
    for (long key : new long[] {2, 12, 5}) {
      Calc calc = new Calc(new TableScan("t", table, table.snapshot()), keyEquals(key),
          List.of(new ColumnRef(1, STRING)), List.of(new Column("v", STRING)));
      List<Object> values = new ArrayList<>();
      ExecContext context = new ExecContext(allocator, compiler, 4000, null);
      try (BatchSource source = new Executor(context).open(calc)) {
        for (VectorSchemaRoot next = source.next(); next != null; next = source.next()) {
          try (VectorSchemaRoot batch = next) {
            for (int r = 0; r < batch.getRowCount(); r++) {
              values.add(Vectors.get(batch.getVector(0), r));
            }
          }
        }
      }
      List<Object> expected = key == 2 ? List.of("c") : key == 12 ? List.of("f") : List.of();
      assertEquals(expected, values, "k = " + key);
    }
  }
}
