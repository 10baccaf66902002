package io.quiver.table.codegen;

import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.TableResult;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;
import java.util.function.IntFunction;

/**
 * The queries that stress the code generator, each with its exact expected answer computed in
 * Java: a SELECT of 2,000 computed columns, CASE with 500 branches, IN lists of 10,000 constants,
 * 300-deep arithmetic, a WHERE of 1,000 AND/OR terms, GROUP BY 100 keys with 200 aggregates, and a
 * 1,000-column table read back with SELECT *.
 *
 * <p>Table {@code t} has {@value #ROWS} rows in two chunks: the first without NULLs (the generated
 * loop without null checks runs), the second with NULLs in {@code b} (the loop with them runs).
 */
final class StressCorpus {
  static final int ROWS = 60;
  private static final int FIRST_CHUNK = 50;

  /** One stress query and its answer; {@code sortByFirstColumn} when the query has no ORDER BY. */
  record Query(String name, String sql, List<Row> expected) {
    @Override
    public String toString() {
      return name;
    }
  }

  private StressCorpus() {}

  static Integer a(int i) {
    return i;
  }

  static Integer b(int i) {
    return i >= FIRST_CHUNK && i % 2 == 1 ? null : i % 7;
  }

  static long c(int i) {
    return i * 1000L;
  }

  static String s(int i) {
    return "name" + i;
  }

  static void createTables(TableEnvironment env) {
    env.executeSql("CREATE TABLE t (a INT NOT NULL, b INT, c BIGINT NOT NULL, s VARCHAR(20) NOT NULL)");
    insertRows(env, 0, FIRST_CHUNK);
    insertRows(env, FIRST_CHUNK, ROWS);
  }

  private static void insertRows(TableEnvironment env, int from, int to) {
    StringJoiner values = new StringJoiner(", ");
    for (int i = from; i < to; i++) {
      values.add("(" + a(i) + ", " + (b(i) == null ? "CAST(NULL AS INT)" : b(i)) + ", " + c(i) + ", '" + s(i) + "')");
    }
    await(env.executeSql("INSERT INTO t VALUES " + values));
  }

  static List<Query> queries() {
    return List.of(wideSelect(), case500(), inList10kNumbers(), inList10kStrings(), deepArithmetic(),
        deepArithmeticRightNested(), where1000Terms(), groupBy100Keys200Aggregates());
  }

  /** SELECT a, a * (k % 50) + k for k = 1 .. 1999: 2,000 computed columns. */
  static Query wideSelect() {
    StringJoiner select = new StringJoiner(", ");
    select.add("a");
    for (int k = 1; k < 2000; k++) {
      select.add("a * " + (k % 50) + " + " + k);
    }
    return new Query("wideSelect", "SELECT " + select + " FROM t", rowsOf(i -> {
      Object[] row = new Object[2000];
      row[0] = a(i);
      for (int k = 1; k < 2000; k++) {
        row[k] = a(i) * (k % 50) + k;
      }
      return Row.of(row);
    }));
  }

  /** CASE WHEN a * 7 + b = k THEN k * 10 ... for k = 0 .. 499 ELSE -1. */
  static Query case500() {
    StringBuilder sql = new StringBuilder("SELECT a, CASE");
    for (int k = 0; k < 500; k++) {
      sql.append(" WHEN a * 7 + b = ").append(k).append(" THEN ").append(k * 10);
    }
    sql.append(" ELSE -1 END FROM t");
    return new Query("case500", sql.toString(), rowsOf(i -> Row.of(a(i), b(i) == null ? -1 : (a(i) * 7 + b(i)) * 10)));
  }

  /** c IN (0, 3000, 6000, ...): 10,000 constants; the rows with i divisible by 3 match. */
  static Query inList10kNumbers() {
    StringJoiner list = new StringJoiner(", ");
    for (int k = 0; k < 10_000; k++) {
      list.add(String.valueOf(k * 3000L));
    }
    List<Row> expected = new ArrayList<>();
    for (int i = 0; i < ROWS; i += 3) {
      expected.add(Row.of(a(i)));
    }
    return new Query("inList10kNumbers", "SELECT a FROM t WHERE c IN (" + list + ")", expected);
  }

  /** s IN ('name0', 'name2', ...): 10,000 string constants; the even rows match. */
  static Query inList10kStrings() {
    StringJoiner list = new StringJoiner(", ");
    for (int k = 0; k < 10_000; k++) {
      list.add("'name" + (k * 2) + "'");
    }
    List<Row> expected = new ArrayList<>();
    for (int i = 0; i < ROWS; i += 2) {
      expected.add(Row.of(a(i)));
    }
    return new Query("inList10kStrings", "SELECT a FROM t WHERE s IN (" + list + ")", expected);
  }

  /** 300 nested operations, each the left operand of the next. */
  static Query deepArithmetic() {
    String expr = "a";
    for (int k = 1; k <= 300; k++) {
      expr = switch (k % 3) {
        case 0 -> "(" + expr + " + b)";
        case 1 -> "(" + expr + " - " + k + ")";
        default -> "(" + expr + " + " + (k * 2) + ")";
      };
    }
    String sql = "SELECT a, " + expr + " FROM t";
    return new Query("deepArithmetic", sql, rowsOf(i -> {
      if (b(i) == null) {
        return Row.of(a(i), null);
      }
      int value = a(i);
      for (int k = 1; k <= 300; k++) {
        value = switch (k % 3) {
          case 0 -> value + b(i);
          case 1 -> value - k;
          default -> value + k * 2;
        };
      }
      return Row.of(a(i), value);
    }));
  }

  /** 300 nested subtractions, each the right operand of the next: k - (k-1 - (... - c)). */
  static Query deepArithmeticRightNested() {
    String expr = "c";
    for (int k = 1; k <= 300; k++) {
      expr = "(" + k + " - " + expr + ")";
    }
    return new Query("deepArithmeticRightNested", "SELECT a, " + expr + " FROM t", rowsOf(i -> {
      long value = c(i);
      for (int k = 1; k <= 300; k++) {
        value = k - value;
      }
      return Row.of(a(i), value);
    }));
  }

  /** WHERE of 500 ORed pairs of ANDed comparisons: 1,000 terms. */
  static Query where1000Terms() {
    List<String> terms = new ArrayList<>();
    for (int g = 0; g < 500; g++) {
      terms.add("(a * " + (g % 13 + 1) + " + b = " + g + " AND c <> " + (g * 1000) + ")");
    }
    // A flat chain, as people write it: Calcite recurses once per OR, so long statements are planned
    // on a thread with a large stack.
    String where = String.join(" OR ", terms);
    List<Row> expected = new ArrayList<>();
    for (int i = 0; i < ROWS; i++) {
      for (int g = 0; g < 500; g++) {
        if (b(i) != null && a(i) * (g % 13 + 1) + b(i) == g && c(i) != g * 1000L) {
          expected.add(Row.of(a(i)));
          break;
        }
      }
    }
    return new Query("where1000Terms", "SELECT a FROM t WHERE " + where, expected);
  }

  /** GROUP BY a % 20 + k for k = 0 .. 99, with 200 aggregates of four kinds. */
  static Query groupBy100Keys200Aggregates() {
    StringJoiner select = new StringJoiner(", ");
    StringJoiner groupBy = new StringJoiner(", ");
    for (int k = 0; k < 100; k++) {
      select.add("a % 20 + " + k);
      groupBy.add("a % 20 + " + k);
    }
    for (int j = 0; j < 200; j++) {
      select.add(switch (j % 4) {
        case 0 -> "SUM(b + " + j + ")";
        case 1 -> "MAX(c + " + j + ")";
        case 2 -> "MIN(a - " + j + ")";
        default -> "SUM(c * " + j + ")";
      });
    }
    List<Row> expected = new ArrayList<>();
    for (int group = 0; group < 20; group++) {
      Object[] row = new Object[300];
      for (int k = 0; k < 100; k++) {
        row[k] = group + k;
      }
      for (int j = 0; j < 200; j++) {
        Long sum = null;
        Long max = null;
        Integer min = null;
        for (int i = group; i < ROWS; i += 20) {
          int jj = j;
          switch (j % 4) {
            case 0 -> sum = b(i) == null ? sum : (sum == null ? 0 : sum) + b(i) + jj;
            case 1 -> max = max == null ? c(i) + jj : Math.max(max, c(i) + jj);
            case 2 -> min = min == null ? a(i) - jj : Math.min(min, a(i) - jj);
            default -> sum = (sum == null ? 0 : sum) + c(i) * jj;
          }
        }
        row[100 + j] = switch (j % 4) {
          case 0 -> sum == null ? null : (Object) sum.intValue(); // SUM of an INT is an INT, as in Flink
          case 1 -> max;
          case 2 -> min;
          default -> sum;
        };
      }
      expected.add(Row.of(row));
    }
    return new Query("groupBy100Keys200Aggregates",
        "SELECT " + select + " FROM t GROUP BY " + groupBy, expected);
  }

  static final int WIDE_COLUMNS = 1000;

  /** The value of column {@code j} in row {@code r} of the 1,000-column table (every 7th is NULL in row 2). */
  static Object wideValue(int r, int j) {
    if (r == 2 && j % 7 == 0) {
      return null;
    }
    return switch (j % 4) {
      case 0 -> r * 1000 + j;
      case 1 -> r * 1_000_000L + j;
      case 2 -> "r" + r + "c" + j;
      default -> r + j / 4.0;
    };
  }

  static String wideDdl() {
    StringJoiner columns = new StringJoiner(", ", "CREATE TABLE wide (", ")");
    for (int j = 0; j < WIDE_COLUMNS; j++) {
      columns.add("w" + j + " " + switch (j % 4) {
        case 0 -> "INT";
        case 1 -> "BIGINT";
        case 2 -> "VARCHAR(10)";
        default -> "DOUBLE";
      });
    }
    return columns.toString();
  }

  static String wideInsert() {
    StringJoiner rows = new StringJoiner(", ", "INSERT INTO wide VALUES ", "");
    for (int r = 0; r < 3; r++) {
      StringJoiner row = new StringJoiner(", ", "(", ")");
      for (int j = 0; j < WIDE_COLUMNS; j++) {
        Object value = wideValue(r, j);
        row.add(value == null ? "NULL" : value instanceof String str ? "'" + str + "'" : value.toString());
      }
      rows.add(row.toString());
    }
    return rows.toString();
  }

  static List<Row> wideRows() {
    List<Row> rows = new ArrayList<>();
    for (int r = 0; r < 3; r++) {
      Object[] row = new Object[WIDE_COLUMNS];
      for (int j = 0; j < WIDE_COLUMNS; j++) {
        row[j] = wideValue(r, j);
      }
      rows.add(Row.of(row));
    }
    return rows;
  }


  /** Asserts equal rows, naming the first differing row and column rather than printing all. */
  static void assertRows(List<Row> expected, List<Row> actual, String name) {
    org.junit.jupiter.api.Assertions.assertEquals(expected.size(), actual.size(), name + ": row count");
    for (int r = 0; r < expected.size(); r++) {
      Row e = expected.get(r);
      Row a = actual.get(r);
      org.junit.jupiter.api.Assertions.assertEquals(e.getArity(), a.getArity(), name + ": arity of row " + r);
      for (int f = 0; f < e.getArity(); f++) {
        Object x = e.getField(f);
        Object y = a.getField(f);
        if (!java.util.Objects.equals(x, y)) {
          org.junit.jupiter.api.Assertions.fail(name + ": row " + r + ", column " + f + ": expected " + x
              + (x == null ? "" : " (" + x.getClass().getSimpleName() + ")") + " but was " + y
              + (y == null ? "" : " (" + y.getClass().getSimpleName() + ")"));
        }
      }
    }
  }

  private static List<Row> rowsOf(IntFunction<Row> row) {
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < ROWS; i++) {
      rows.add(row.apply(i));
    }
    return rows;
  }

  /** The rows of a query in the order of their first column (queries here have no ORDER BY). */
  static List<Row> sortedRows(TableResult result) {
    List<Row> rows = rows(result);
    rows.sort(Comparator.comparing(r -> ((Number) r.getField(0)).longValue()));
    return rows;
  }

  static List<Row> rows(TableResult result) {
    List<Row> rows = new ArrayList<>();
    try (CloseableIterator<Row> it = result.collect()) {
      it.forEachRemaining(rows::add);
    }
    return rows;
  }

  static void await(TableResult result) {
    try (CloseableIterator<Row> it = result.collect()) {
      it.forEachRemaining(row -> { });
    }
  }
}
