package io.quiver.engine.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.gen.GeneratedClass;
import io.quiver.engine.gen.JoinPipelineGenerator;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.HashJoin;
import io.quiver.engine.plan.JoinType;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.UnionAll;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The generated join pipeline against the hand-written join operator, on generated inputs: NULL
 * and duplicate keys, empty and multi-batch sides, keys of one and several columns of different
 * types (INTEGER against BIGINT, VARCHAR, DECIMAL), residual conditions, Calcs above and between
 * joins, chains of joins, every join type (RIGHT and FULL take the fallback), and a small
 * maximum method length so that the generated code is split.
 */
class GeneratedJoinTest {
  private static final SqlType INT = SqlType.of(TypeId.INTEGER);
  private static final SqlType BIGINT = SqlType.of(TypeId.BIGINT);
  private static final SqlType STRING = SqlType.varchar(8);
  private static final SqlType MONEY = SqlType.decimal(10, 2);
  private static final SqlType BOOL = SqlType.of(TypeId.BOOLEAN);

  private EngineFixture fixture;

  @BeforeEach
  void setUp() {
    fixture = new EngineFixture();
  }

  @AfterEach
  void tearDown() {
    fixture.close();
  }

  /** Columns: an INTEGER or BIGINT key, a VARCHAR key, a DECIMAL key, a BIGINT value. */
  private static List<Column> tableColumns(String prefix, boolean bigintKey) {
    return List.of(new Column(prefix + "k", bigintKey ? BIGINT : INT), new Column(prefix + "s", STRING),
        new Column(prefix + "m", MONEY), new Column(prefix + "v", BIGINT));
  }

  /** A table in 0 to 3 batches (0: an empty side), keys from small domains with about 10% NULLs. */
  private static PhysicalNode table(Random random, String prefix, boolean bigintKey, int maxRows) {
    List<Column> columns = tableColumns(prefix, bigintKey);
    int batches = random.nextInt(4);
    List<PhysicalNode> parts = new ArrayList<>();
    for (int b = 0; b < batches; b++) {
      int rows = random.nextInt(maxRows + 1);
      Object[][] data = new Object[rows][];
      for (int r = 0; r < rows; r++) {
        int k = random.nextInt(6);
        data[r] = new Object[] {
            random.nextInt(10) == 0 ? null : bigintKey ? (Object) (long) k : (Object) k,
            random.nextInt(10) == 0 ? null : "s" + random.nextInt(3),
            random.nextInt(10) == 0 ? null : BigDecimal.valueOf(random.nextInt(4) * 25, 2),
            (long) random.nextInt(100)};
      }
      parts.add(EngineFixture.values(columns, data));
    }
    if (parts.isEmpty()) {
      return EngineFixture.values(columns);
    }
    return parts.size() == 1 ? parts.get(0) : new UnionAll(parts, columns);
  }

  private static List<Column> joinColumns(PhysicalNode left, PhysicalNode right, JoinType type) {
    List<Column> columns = new ArrayList<>(left.columns());
    if (type.projectsRight()) {
      columns.addAll(right.columns());
    }
    return columns.stream().map(c -> new Column(c.name(), c.type().withNullable(true))).toList();
  }

  private static final JoinType[] TYPES = JoinType.values();

  /** A random equi-join of {@code left} and {@code right} on the columns at the given key offsets. */
  private static HashJoin join(Random random, PhysicalNode left, int leftBase, PhysicalNode right, JoinType type) {
    int[][] keySets = {{0}, {1}, {0, 1}, {2, 0}, {1, 2, 0}};
    int[] keys = keySets[random.nextInt(keySets.length)];
    int[] leftKeys = new int[keys.length];
    for (int i = 0; i < keys.length; i++) {
      leftKeys[i] = leftBase + keys[i];
    }
    Expr residual = null;
    int leftCount = left.columns().size();
    if (random.nextInt(3) == 0) {
      // left value > right value - 50
      residual = new Call(Operator.GREATER_THAN, List.of(new ColumnRef(leftBase + 3, BIGINT),
          new Call(Operator.MINUS, List.of(new ColumnRef(leftCount + 3, BIGINT), new Literal(50L, BIGINT)), BIGINT)),
          BOOL);
    }
    boolean buildLeft = type.projectsRight() && random.nextBoolean();
    return new HashJoin(left, right, type, leftKeys, keys.clone(), residual, buildLeft,
        joinColumns(left, right, type));
  }

  /** A Calc over {@code input}: keeps rows whose first value column is not over 80, projects a few columns. */
  private static Calc calc(PhysicalNode input, int valueColumn, int keyColumn) {
    List<Column> in = input.columns();
    Expr condition = new Call(Operator.OR, List.of(
        new Call(Operator.IS_NULL, List.of(new ColumnRef(valueColumn, in.get(valueColumn).type())), BOOL),
        new Call(Operator.LESS_THAN_OR_EQUAL, List.of(new ColumnRef(valueColumn, in.get(valueColumn).type()),
            new Literal(80L, BIGINT)), BOOL)), BOOL);
    List<Expr> projects = new ArrayList<>();
    List<Column> columns = new ArrayList<>();
    for (int i = 0; i < in.size(); i++) {
      projects.add(new ColumnRef(i, in.get(i).type()));
      columns.add(in.get(i));
    }
    projects.add(new Call(Operator.PLUS, List.of(new ColumnRef(valueColumn, in.get(valueColumn).type()),
        new Literal(1L, BIGINT)), BIGINT.withNullable(true)));
    columns.add(new Column("plus", BIGINT.withNullable(true)));
    projects.add(new ColumnRef(keyColumn, in.get(keyColumn).type()));
    columns.add(new Column("key", in.get(keyColumn).type()));
    return new Calc(input, condition, projects, columns);
  }

  private record Run(List<List<Object>> rows, boolean generated) {}

  private Run run(PhysicalNode plan, boolean generatedJoins, int maxLength) {
    List<List<Object>> rows = new ArrayList<>();
    ExecContext context = new ExecContext(fixture.allocator, fixture.compiler, maxLength, null)
        .withGeneratedJoins(generatedJoins);
    try (BatchSource source = new Executor(context).open(plan)) {
      for (VectorSchemaRoot next = source.next(); next != null; next = source.next()) {
        try (VectorSchemaRoot batch = next) {
          for (int r = 0; r < batch.getRowCount(); r++) {
            List<Object> row = new ArrayList<>();
            for (int c = 0; c < batch.getFieldVectors().size(); c++) {
              Object value = Vectors.get(batch.getVector(c), r);
              row.add(value == null ? null : value.toString());
            }
            rows.add(row);
          }
        }
      }
    }
    rows.sort(Comparator.comparing(Object::toString));
    boolean generated = context.generatedClasses().stream().map(GeneratedClass::className)
        .anyMatch(JoinPipelineGenerator.CLASS_NAME::equals);
    return new Run(rows, generated);
  }

  private void check(PhysicalNode plan, boolean expectGenerated, int maxLength, String what) {
    Run reference = run(plan, false, 4000);
    Run generated = run(plan, true, maxLength);
    assertEquals(reference.rows(), generated.rows(), what);
    assertEquals(expectGenerated, generated.generated(), what + ": generated pipeline");
  }

  private static boolean generates(JoinType type, boolean buildLeft) {
    return type == JoinType.INNER || type == JoinType.SEMI || type == JoinType.ANTI
        || (type == JoinType.LEFT && !buildLeft);
  }

  @Test
  void singleJoinsAgreeWithTheOperator() {
    Random random = new Random(12);
    for (int i = 0; i < 150; i++) {
      JoinType type = TYPES[random.nextInt(TYPES.length)];
      PhysicalNode left = table(random, "l", random.nextBoolean(), 40);
      PhysicalNode right = table(random, "r", random.nextBoolean(), 40);
      HashJoin join = join(random, left, 0, right, type);
      check(join, generates(type, join.buildLeft()), i % 3 == 0 ? 300 : 4000, "case " + i + ": " + join.describe());
    }
  }

  @Test
  void calcsAboveAndChainsOfJoinsAgreeWithTheOperator() {
    Random random = new Random(34);
    for (int i = 0; i < 120; i++) {
      JoinType lower = TYPES[random.nextInt(TYPES.length)];
      JoinType upper = TYPES[random.nextInt(TYPES.length)];
      PhysicalNode a = table(random, "a", random.nextBoolean(), 30);
      PhysicalNode b = table(random, "b", random.nextBoolean(), 30);
      PhysicalNode c = table(random, "c", random.nextBoolean(), 30);
      HashJoin first = join(random, a, 0, b, lower);
      PhysicalNode probe = random.nextBoolean() ? calc(first, 3, 0) : first;
      // The second join keys on the first table's columns or (when the first projects them) the second's.
      int base = lower.projectsRight() && random.nextBoolean() ? 4 : 0;
      HashJoin second = join(random, probe, base, c, upper);
      PhysicalNode plan = random.nextBoolean() ? calc(second, 3, base) : second;
      boolean expected = generates(upper, second.buildLeft()) || generates(lower, first.buildLeft());
      check(plan, expected, i % 4 == 0 ? 300 : 4000, "case " + i + ": " + second.describe() + " over "
          + first.describe());
    }
  }

  @Test
  void manyMatchesOfOneProbeBatchFillSeveralOutputBatches() {
    // 60 probe rows x 80 build rows of one key: 4,800 rows from one probe batch, past the output
    // batch's capacity, so the loop resumes where it stopped.
    List<Column> columns = tableColumns("x", false);
    Object[][] probeRows = new Object[60][];
    for (int r = 0; r < probeRows.length; r++) {
      probeRows[r] = new Object[] {1, "s" + (r % 2), BigDecimal.ONE.setScale(2), (long) r};
    }
    Object[][] buildRows = new Object[80][];
    for (int r = 0; r < buildRows.length; r++) {
      buildRows[r] = new Object[] {1, "s" + (r % 2), BigDecimal.ONE.setScale(2), (long) r};
    }
    PhysicalNode probe = EngineFixture.values(columns, probeRows);
    PhysicalNode build = EngineFixture.values(tableColumns("y", true), buildRows);
    HashJoin join = new HashJoin(probe, build, JoinType.INNER, new int[] {0}, new int[] {0}, null, false,
        joinColumns(probe, build, JoinType.INNER));
    Run generated = run(join, true, 4000);
    assertTrue(generated.generated());
    assertEquals(4800, generated.rows().size());
    assertEquals(run(join, false, 4000).rows(), generated.rows());
    HashJoin twoKeys = new HashJoin(probe, build, JoinType.INNER, new int[] {0, 1}, new int[] {0, 1}, null, false,
        joinColumns(probe, build, JoinType.INNER));
    assertEquals(run(twoKeys, false, 4000).rows(), run(twoKeys, true, 4000).rows());
  }
}
