package io.quiver.engine.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.error.EngineException;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.plan.AggregateCall;
import io.quiver.engine.plan.AggregateFunction;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.HashAggregate;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.Sort;
import io.quiver.engine.plan.SortKey;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ExecutorTest {
  private static final SqlType INT = SqlType.of(TypeId.INTEGER);
  private static final SqlType BIGINT = SqlType.of(TypeId.BIGINT);
  private static final SqlType STRING = SqlType.varchar(20);
  private static final SqlType MONEY = SqlType.decimal(10, 2);

  private RootAllocator allocator;
  private ColumnarTable table;
  private ClassCompiler compiler;

  @BeforeEach
  void setUp() {
    allocator = new RootAllocator();
    compiler = new ClassCompiler();
    List<Column> columns = List.of(new Column("id", INT), new Column("name", STRING), new Column("price", MONEY));
    table = new ColumnarTable(columns);
    VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator);
    batch.allocateNew();
    Object[][] rows = {{1, "apple", 150L}, {2, "pear", null}, {3, null, 275L}, {4, "apple", 1000L}, {null, "fig", 5L}};
    for (int r = 0; r < rows.length; r++) {
      for (int c = 0; c < 3; c++) {
        Vectors.set(batch.getVector(c), r, rows[r][c]);
      }
    }
    batch.setRowCount(rows.length);
    table.append(List.of(batch));
  }

  @AfterEach
  void tearDown() {
    table.close();
    assertEquals(0, allocator.getAllocatedMemory(), "leaked Arrow memory");
    allocator.close();
  }

  private List<List<Object>> run(PhysicalNode plan) {
    List<List<Object>> rows = new ArrayList<>();
    ExecContext context = new ExecContext(allocator, compiler, 4000, null);
    try (BatchSource source = new Executor(context).open(plan)) {
      for (VectorSchemaRoot next = source.next(); next != null; next = source.next()) {
        try (VectorSchemaRoot batch = next) {
          for (int r = 0; r < batch.getRowCount(); r++) {
            List<Object> row = new ArrayList<>();
            for (int c = 0; c < batch.getFieldVectors().size(); c++) {
              row.add(Vectors.get(batch.getVector(c), r));
            }
            rows.add(row);
          }
        }
      }
    }
    return rows;
  }

  private TableScan scan() {
    return new TableScan("t", table, table.snapshot());
  }

  @Test
  void filterAndProjectRunInOneGeneratedLoop() {
    Expr id = new ColumnRef(0, INT);
    Expr condition = new Call(Operator.GREATER_THAN, List.of(id, new Literal(1, INT)), SqlType.of(TypeId.BOOLEAN));
    Expr doubled = new Call(Operator.TIMES, List.of(id, new Literal(2, INT)), INT);
    Expr upper = new Call(Operator.UPPER, List.of(new ColumnRef(1, STRING)), STRING);
    Calc calc = new Calc(scan(), condition, List.of(doubled, upper),
        List.of(new Column("d", INT), new Column("u", STRING)));
    assertEquals(List.of(Arrays.asList(4, "PEAR"), Arrays.asList(6, null), Arrays.asList(8, "APPLE")), run(calc));
  }

  @Test
  void aggregatesGroupsWithNullsAndSums() {
    SqlType sumType = SqlType.decimal(38, 2);
    HashAggregate aggregate = new HashAggregate(scan(), new int[] {1},
        List.of(new AggregateCall(AggregateFunction.COUNT, -1, BIGINT.withNullable(false), "c"),
            new AggregateCall(AggregateFunction.SUM, 2, sumType, "s"),
            new AggregateCall(AggregateFunction.MAX, 0, INT, "m")),
        List.of(new Column("name", STRING), new Column("c", BIGINT.withNullable(false)), new Column("s", sumType),
            new Column("m", INT)));
    Sort sorted = new Sort(aggregate, List.of(new SortKey(0, false, true)), 0, -1);
    assertEquals(List.of(
        Arrays.asList(null, 1L, new BigDecimal("2.75"), 3),
        Arrays.asList("apple", 2L, new BigDecimal("11.50"), 4),
        Arrays.asList("fig", 1L, new BigDecimal("0.05"), null),
        Arrays.asList("pear", 1L, null, 2)), run(sorted));
  }

  @Test
  void globalAggregateOverNoRowsYieldsOneRow() {
    Expr never = new Literal(false, SqlType.of(TypeId.BOOLEAN));
    Calc empty = new Calc(scan(), never, List.of(new ColumnRef(0, INT)), List.of(new Column("id", INT)));
    HashAggregate aggregate = new HashAggregate(empty, new int[0],
        List.of(new AggregateCall(AggregateFunction.COUNT, -1, BIGINT, "c"),
            new AggregateCall(AggregateFunction.SUM, 0, BIGINT, "s")),
        List.of(new Column("c", BIGINT), new Column("s", BIGINT)));
    assertEquals(List.of(Arrays.asList(0L, null)), run(aggregate));
  }

  @Test
  void divisionByZeroRaises22012() {
    Expr div = new Call(Operator.DIVIDE, List.of(new ColumnRef(0, INT), new Literal(0, INT)), INT);
    Calc calc = new Calc(scan(), null, List.of(div), List.of(new Column("x", INT)));
    EngineException e = assertThrows(EngineException.class, () -> run(calc));
    assertEquals("22012", e.sqlState());
  }

  @Test
  void sameShapeWithOtherConstantsHitsTheCache() {
    for (int k = 0; k < 3; k++) {
      Expr plus = new Call(Operator.PLUS, List.of(new ColumnRef(0, INT), new Literal(k, INT)), INT);
      run(new Calc(scan(), null, List.of(plus), List.of(new Column("x", INT))));
    }
    assertEquals(1, compiler.stats().misses());
    assertEquals(2, compiler.stats().hits());
  }
}
