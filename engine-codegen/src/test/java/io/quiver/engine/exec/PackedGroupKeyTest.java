package io.quiver.engine.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.plan.AggregateCall;
import io.quiver.engine.plan.AggregateFunction;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.HashAggregate;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Grouping keys packed into a {@code long}: generated rows whose strings are sometimes short
 * enough to pack and sometimes not (multi-byte characters too), with NULLs in every column, give
 * the groups, counts and sums of a map model, for each combination of key columns.
 */
class PackedGroupKeyTest {
  private static final SqlType TEXT = SqlType.varchar(12);
  private static final SqlType FLAG = new SqlType(TypeId.CHAR, 1, 0, true);
  private static final SqlType INT = SqlType.of(TypeId.INTEGER);
  private static final SqlType SMALL = SqlType.of(TypeId.SMALLINT);
  private static final SqlType BOOL = SqlType.of(TypeId.BOOLEAN);
  private static final SqlType BIGINT = SqlType.of(TypeId.BIGINT);
  private static final List<Column> COLUMNS = List.of(new Column("s", TEXT), new Column("f", FLAG),
      new Column("i", INT), new Column("h", SMALL), new Column("b", BOOL), new Column("v", BIGINT));

  private RootAllocator allocator;
  private ColumnarTable table;
  private final List<Object[]> rows = new ArrayList<>();

  @BeforeEach
  void setUp() {
    allocator = new RootAllocator();
    table = new ColumnarTable(COLUMNS);
    Random random = new Random(21);
    String[] words = {"", "a", "b", "ab", "ba", "abc", "abcd", "é", "éé", "ü€", "€", "longer text", "a\u0000"};
    for (int chunk = 0; chunk < 3; chunk++) {
      int n = 2000;
      VectorSchemaRoot batch = ArrowTypes.newBatch(COLUMNS, allocator);
      batch.allocateNew();
      for (int r = 0; r < n; r++) {
        Object[] row = {
          random.nextInt(10) == 0 ? null : words[random.nextInt(words.length)],
          random.nextInt(10) == 0 ? null : String.valueOf("ANRé".charAt(random.nextInt(4))),
          random.nextInt(10) == 0 ? null : random.nextInt(7) - 3 + (random.nextBoolean() ? 0 : Integer.MIN_VALUE),
          random.nextInt(10) == 0 ? null : (short) (random.nextInt(5) - 2),
          random.nextInt(10) == 0 ? null : random.nextBoolean(),
          (long) random.nextInt(1000)};
        for (int c = 0; c < row.length; c++) {
          Vectors.set(batch.getVector(c), r, row[c]);
        }
        rows.add(row);
      }
      batch.setRowCount(n);
      table.append(List.of(batch));
    }
  }

  @AfterEach
  void tearDown() {
    table.close();
    assertEquals(0, allocator.getAllocatedMemory(), "leaked Arrow memory");
    allocator.close();
  }

  @Test
  void groupsEqualTheModelForEveryKeyCombination() {
    ClassCompiler compiler = new ClassCompiler();
    int packed = 0;
    for (int mask = 1; mask < 32; mask++) {
      List<Integer> keyColumns = new ArrayList<>();
      for (int c = 0; c < 5; c++) {
        if ((mask & (1 << c)) != 0) {
          keyColumns.add(c);
        }
      }
      ExecContext context = new ExecContext(allocator, compiler, 4000, null);
      Map<List<Object>, List<Object>> actual = run(context, keyColumns);
      assertEquals(model(keyColumns), actual, "keys " + keyColumns);
      if (context.generatedClasses().stream().anyMatch(c -> c.source().contains("packedGroups.find"))) {
        packed++;
      }
    }
    // Every combination but those of a VARCHAR(12) with three other keys or more packs.
    assertTrue(packed >= 20, packed + " of 31 key combinations packed");
  }

  private Map<List<Object>, List<Object>> run(ExecContext context, List<Integer> keyColumns) {
    List<Expr> projects = new ArrayList<>();
    List<Column> projected = new ArrayList<>();
    for (int c : keyColumns) {
      projects.add(new ColumnRef(c, COLUMNS.get(c).type()));
      projected.add(COLUMNS.get(c));
    }
    projects.add(new ColumnRef(5, BIGINT));
    projected.add(COLUMNS.get(5));
    Calc calc = new Calc(new TableScan("t", table, table.snapshot()), null, projects, projected);
    int[] groupKeys = new int[keyColumns.size()];
    Arrays.setAll(groupKeys, i -> i);
    List<Column> out = new ArrayList<>(projected.subList(0, keyColumns.size()));
    out.add(new Column("c", BIGINT.withNullable(false)));
    out.add(new Column("s", BIGINT));
    HashAggregate aggregate = new HashAggregate(calc, groupKeys,
        List.of(new AggregateCall(AggregateFunction.COUNT, -1, BIGINT.withNullable(false), "c"),
            new AggregateCall(AggregateFunction.SUM, keyColumns.size(), BIGINT, "s")), out);
    Map<List<Object>, List<Object>> groups = new HashMap<>();
    try (BatchSource source = new Executor(context).open(aggregate)) {
      for (VectorSchemaRoot next = source.next(); next != null; next = source.next()) {
        try (VectorSchemaRoot batch = next) {
          for (int r = 0; r < batch.getRowCount(); r++) {
            List<Object> key = new ArrayList<>();
            for (int k = 0; k < keyColumns.size(); k++) {
              key.add(Vectors.get(batch.getVector(k), r));
            }
            List<Object> values = List.of(Vectors.get(batch.getVector(keyColumns.size()), r),
                Vectors.get(batch.getVector(keyColumns.size() + 1), r));
            assertEquals(null, groups.put(key, values), "group " + key + " twice");
          }
        }
      }
    }
    return groups;
  }

  private Map<List<Object>, List<Object>> model(List<Integer> keyColumns) {
    Map<List<Object>, long[]> sums = new HashMap<>();
    for (Object[] row : rows) {
      List<Object> key = new ArrayList<>();
      for (int c : keyColumns) {
        key.add(row[c]);
      }
      long[] acc = sums.computeIfAbsent(key, k -> new long[2]);
      acc[0]++;
      acc[1] += (Long) row[5];
    }
    Map<List<Object>, List<Object>> result = new HashMap<>();
    sums.forEach((k, v) -> result.put(k, List.of(v[0], v[1])));
    return result;
  }
}
