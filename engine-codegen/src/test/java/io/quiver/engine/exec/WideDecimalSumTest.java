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
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SUMs over DECIMAL arithmetic typed past 18 digits over narrow operands (TPC-H's
 * {@code price * (1 - discount) * (1 + tax)}), which the generated aggregation computes as longs
 * while they fit: checked against a BigDecimal model over generated rows whose values reach the
 * long boundary (so products leave the long range and take the BigDecimal path), with NULLs,
 * grouped and global, on one worker and on several.
 */
class WideDecimalSumTest {
  private static final SqlType M15 = SqlType.decimal(15, 2);
  private static final SqlType M18 = SqlType.decimal(18, 0);
  private static final SqlType INT = SqlType.of(TypeId.INTEGER);

  private RootAllocator allocator;
  private ClassCompiler compiler;
  private WorkerPool workers;
  private ColumnarTable table;
  private final List<Object[]> rows = new ArrayList<>();
  private ExecContext lastContext;

  @BeforeEach
  void setUp() {
    allocator = new RootAllocator();
    compiler = new ClassCompiler();
    workers = new WorkerPool("test", 2);
  }

  @AfterEach
  void tearDown() {
    if (table != null) {
      table.close();
    }
    workers.close();
    assertEquals(0, allocator.getAllocatedMemory(), "leaked Arrow memory");
    allocator.close();
  }

  /** Columns g INT (a group), a, b, c DECIMAL(15, 2) and x, y DECIMAL(18, 0), in several chunks. */
  private void load(long seed, boolean extremes) {
    List<Column> columns = List.of(new Column("g", INT), new Column("a", M15), new Column("b", M15),
        new Column("c", M15), new Column("x", M18), new Column("y", M18));
    table = new ColumnarTable(columns);
    Random random = new Random(seed);
    for (int chunk = 0; chunk < 6; chunk++) {
      int n = 500 + random.nextInt(500);
      VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator);
      batch.allocateNew();
      for (int r = 0; r < n; r++) {
        Object[] row = {
          random.nextInt(5),
          money(random, 15, extremes), money(random, 15, extremes), money(random, 15, extremes),
          money(random, 18, extremes), money(random, 18, extremes)};
        for (int c = 0; c < row.length; c++) {
          Vectors.set(batch.getVector(c), r, row[c]);
        }
        rows.add(row);
      }
      batch.setRowCount(n);
      table.append(List.of(batch));
    }
  }

  /** An unscaled value of at most {@code digits} digits: small, large, at the limit, or NULL. */
  private static Long money(Random random, int digits, boolean extremes) {
    long limit = BigDecimal.TEN.pow(digits).longValueExact() - 1;
    return switch (random.nextInt(extremes ? 5 : 3)) {
      case 0 -> random.nextInt(20) == 0 ? null : (long) (random.nextInt(2_000_001) - 1_000_000);
      case 1, 2 -> (long) (random.nextDouble() * 2e9) - 1_000_000_000L;
      case 3 -> random.nextBoolean() ? limit - random.nextInt(10) : -limit + random.nextInt(10);
      default -> (long) ((random.nextDouble() * 2 - 1) * limit);
    };
  }

  private static Expr col(int i, SqlType type) {
    return new ColumnRef(i, type);
  }

  /** A binary operation typed as the default dialect types it (Flink's rules, capped at 38). */
  private static Expr op(Operator op, Expr a, Expr b) {
    int pa = a.type().precision(), sa = a.type().scale();
    int pb = b.type().precision(), sb = b.type().scale();
    int p;
    int s;
    if (op == Operator.TIMES) {
      p = pa + pb + 1;
      s = sa + sb;
    } else {
      s = Math.max(sa, sb);
      p = s + Math.max(pa - sa, pb - sb) + 1;
    }
    if (p > 38) {
      int integer = p - s;
      s = Math.max(38 - integer, Math.min(s, 6));
      p = 38;
    }
    return new Call(op, List.of(a, b), SqlType.decimal(p, s));
  }

  private static Expr one() {
    return new Literal(new BigDecimal("1.00").unscaledValue().longValueExact(), SqlType.decimal(3, 2));
  }

  /** The model's value of {@code expr} for {@code row}, NULL as null; SQL's types checked by the caller. */
  private static BigDecimal model(Expr expr, Object[] row) {
    if (expr instanceof ColumnRef ref) {
      Object v = row[ref.index()];
      return v == null ? null : BigDecimal.valueOf((Long) v, ref.type().scale());
    }
    if (expr instanceof Literal literal) {
      return BigDecimal.valueOf((Long) literal.value(), literal.type().scale());
    }
    Call call = (Call) expr;
    BigDecimal a = model(call.operand(0), row);
    BigDecimal b = model(call.operand(1), row);
    if (a == null || b == null) {
      return null;
    }
    BigDecimal v = switch (call.operator()) {
      case PLUS -> a.add(b);
      case MINUS -> a.subtract(b);
      case TIMES -> a.multiply(b);
      default -> throw new IllegalArgumentException(call.operator().name());
    };
    // Exact: the scale is the type's, so only the integer digits can exceed it.
    if (v.signum() != 0 && v.precision() - v.scale() > call.type().precision() - call.type().scale()) {
      throw new ArithmeticException("out of range for " + call.type());
    }
    return v;
  }

  private List<List<Object>> run(PhysicalNode plan, int parallelism) {
    ExecContext context = new ExecContext(allocator, compiler, 4000, null).withWorkers(workers, parallelism);
    lastContext = context;
    return EngineFixture.rows(context, plan);
  }

  /** SUM(expr) grouped by g (or global), as the engine computes it, keyed by group. */
  private Map<Object, Object> engineSums(Expr expr, boolean grouped, int parallelism) {
    SqlType sumType = SqlType.decimal(38, expr.type().scale());
    List<Expr> projects = grouped ? List.of(col(0, INT), expr) : List.of(expr);
    List<Column> projected = grouped
        ? List.of(new Column("g", INT), new Column("v", expr.type())) : List.of(new Column("v", expr.type()));
    Calc calc = new Calc(new TableScan("t", table, table.snapshot()), null, projects, projected);
    HashAggregate aggregate = new HashAggregate(calc, grouped ? new int[] {0} : new int[0],
        List.of(new AggregateCall(AggregateFunction.SUM, grouped ? 1 : 0, sumType, "s")),
        grouped ? List.of(new Column("g", INT), new Column("s", sumType)) : List.of(new Column("s", sumType)));
    Map<Object, Object> sums = new HashMap<>();
    for (List<Object> row : run(aggregate, parallelism)) {
      sums.put(grouped ? row.get(0) : "all", row.get(grouped ? 1 : 0));
    }
    return sums;
  }

  private Map<Object, Object> modelSums(Expr expr, boolean grouped) {
    Map<Object, BigDecimal> sums = new HashMap<>();
    Map<Object, Object> result = new HashMap<>();
    if (!grouped) {
      result.put("all", null);
    }
    for (Object[] row : rows) {
      Object key = grouped ? row[0] : "all";
      result.putIfAbsent(key, null);
      BigDecimal v = model(expr, row);
      if (v != null) {
        sums.merge(key, v, BigDecimal::add);
      }
    }
    sums.forEach((k, v) -> {
      if (v.signum() != 0 && v.precision() - v.scale() > 38 - expr.type().scale()) {
        throw new ArithmeticException("the sum is out of range for DECIMAL(38, " + expr.type().scale() + ")");
      }
      result.put(k, v.setScale(expr.type().scale()));
    });
    return result;
  }

  private List<Expr> expressions() {
    Expr a = col(1, M15);
    Expr b = col(2, M15);
    Expr c = col(3, M15);
    return List.of(
        op(Operator.TIMES, a, b),                                                     // Q6: DECIMAL(31, 4)
        op(Operator.TIMES, op(Operator.TIMES, a, op(Operator.MINUS, one(), b)),
            op(Operator.PLUS, one(), c)),                                              // Q1: DECIMAL(38, 6)
        op(Operator.PLUS, op(Operator.TIMES, a, b), c),                                // a sum rescaled up
        op(Operator.MINUS, c, op(Operator.TIMES, col(4, M18), col(5, M18))));         // wide at scale 2
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void sumsOfWideProductsEqualTheModel(int parallelism) {
    load(11, false);
    for (Expr expr : expressions()) {
      for (boolean grouped : new boolean[] {true, false}) {
        assertEquals(modelSums(expr, grouped), engineSums(expr, grouped, parallelism), expr + " grouped " + grouped);
        // The products are summed as longs, with the BigDecimal code only for a row that overflows.
        assertEquals(true, lastContext.generatedClasses().stream()
            .anyMatch(c -> c.source().contains("catch (ArithmeticException overflow)")), expr.toString());
      }
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void valuesPastTheLongRangeStayExactOrAre22003(int parallelism) {
    load(12, true);
    int overflows = 0;
    for (Expr expr : expressions()) {
      Map<Object, Object> expected;
      try {
        expected = modelSums(expr, true);
      } catch (ArithmeticException outOfRange) {
        EngineException e = assertThrows(EngineException.class, () -> engineSums(expr, true, parallelism),
            expr.toString());
        assertEquals("22003", e.sqlState());
        overflows++;
        continue;
      }
      assertEquals(expected, engineSums(expr, true, parallelism), expr.toString());
    }
    // Q1's product of three 15-digit values overflows DECIMAL(38, 6), Q6's product does not.
    assertEquals(true, overflows > 0 && overflows < expressions().size(), overflows + " overflows");
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void aProductPast38DigitsIs22003(int parallelism) {
    load(13, true);
    // x * y * y: DECIMAL(37, 0) times DECIMAL(18, 0) is typed DECIMAL(38, 0); values of 54 digits overflow it.
    Expr x = col(4, M18);
    Expr y = col(5, M18);
    Expr product = op(Operator.TIMES, op(Operator.TIMES, x, y), y);
    EngineException e = assertThrows(EngineException.class, () -> engineSums(product, true, parallelism));
    assertEquals("22003", e.sqlState());
  }
}
