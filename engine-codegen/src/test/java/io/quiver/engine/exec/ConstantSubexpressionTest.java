package io.quiver.engine.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.error.EngineException;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Calls over literals only are computed once per kernel, at their first use: values as before,
 * and an error of such a call (a division by zero) only when a row needs its value.
 */
class ConstantSubexpressionTest {
  private static final SqlType INT = SqlType.of(TypeId.INTEGER);
  private static final SqlType BOOL = SqlType.of(TypeId.BOOLEAN);

  private RootAllocator allocator;
  private ColumnarTable table;
  private final ClassCompiler compiler = new ClassCompiler();
  private ExecContext context;

  @BeforeEach
  void setUp() {
    allocator = new RootAllocator();
    List<Column> columns = List.of(new Column("id", INT));
    table = new ColumnarTable(columns);
    VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator);
    batch.allocateNew();
    for (int r = 0; r < 1000; r++) {
      Vectors.set(batch.getVector(0), r, r % 10 == 0 ? null : r);
    }
    batch.setRowCount(1000);
    table.append(List.of(batch));
  }

  @AfterEach
  void tearDown() {
    table.close();
    assertEquals(0, allocator.getAllocatedMemory(), "leaked Arrow memory");
    allocator.close();
  }

  private static Expr call(Operator op, SqlType type, Expr... operands) {
    return new Call(op, List.of(operands), type);
  }

  private static Expr lit(Object value) {
    return new Literal(value, INT);
  }

  private List<Object> run(Expr condition, Expr project) {
    context = new ExecContext(allocator, compiler, 4000, null);
    List<Object> values = new ArrayList<>();
    Calc calc = new Calc(new TableScan("t", table, table.snapshot()), condition, List.of(project),
        List.of(new Column("x", INT)));
    try (BatchSource source = new Executor(context).open(calc)) {
      for (VectorSchemaRoot next = source.next(); next != null; next = source.next()) {
        try (VectorSchemaRoot b = next) {
          for (int r = 0; r < b.getRowCount(); r++) {
            values.add(Vectors.get(b.getVector(0), r));
          }
        }
      }
    }
    return values;
  }

  @Test
  void aConstantIsComputedOnceAndGivesTheSameValues() {
    Expr id = new ColumnRef(0, INT);
    // id * (2 + 3) - (7 * 6), where id < 500 - 3 * 100
    Expr project = call(Operator.MINUS, INT, call(Operator.TIMES, INT, id, call(Operator.PLUS, INT, lit(2), lit(3))),
        call(Operator.TIMES, INT, lit(7), lit(6)));
    Expr condition = call(Operator.LESS_THAN, BOOL, id, call(Operator.MINUS, INT, lit(500),
        call(Operator.TIMES, INT, lit(3), lit(100))));
    List<Object> expected = new ArrayList<>();
    for (int r = 0; r < 1000; r++) {
      if (r % 10 != 0 && r < 200) {
        expected.add(r * 5 - 42);
      }
    }
    assertEquals(expected, run(condition, project));
    String source = context.generatedClasses().get(0).source();
    assertTrue(source.contains("private void constant"), source);
    // A NULL operand makes a NULL constant.
    Expr nullSum = call(Operator.PLUS, INT, lit(1), new Literal(null, INT));
    assertEquals(java.util.Collections.nCopies(900, null), run(null, call(Operator.PLUS, INT, id, nullSum))
        .subList(0, 900));
  }

  @Test
  void aConstantThatFailsFailsOnlyWhenARowNeedsIt() {
    Expr id = new ColumnRef(0, INT);
    Expr tenByZero = call(Operator.DIVIDE, INT, lit(10), lit(0));
    // No row has id > 5000: AND never evaluates the division.
    Expr never = call(Operator.AND, BOOL, call(Operator.GREATER_THAN, BOOL, id, lit(5000)),
        call(Operator.LESS_THAN, BOOL, id, tenByZero));
    assertEquals(List.of(), run(never, id));
    Expr some = call(Operator.AND, BOOL, call(Operator.GREATER_THAN, BOOL, id, lit(500)),
        call(Operator.LESS_THAN, BOOL, id, tenByZero));
    EngineException e = assertThrows(EngineException.class, () -> run(some, id));
    assertEquals("22012", e.sqlState());
  }
}
