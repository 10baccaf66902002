package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Range lookups through an index: {@code <, <=, >, >=}, BETWEEN and their intersections on one
 * column of an orderable type read the rows in the range from the index's sorted runs when the
 * range holds a small share of the table (EXPLAIN shows the bounds), and answer as a scan does,
 * over many chunks, deletes, updates, open and rolled-back transactions and older snapshots.
 */
class IndexRangeTest extends JdbcTestBase {
  private static final String COLUMNS =
      "(id INT, k INT, big BIGINT, d DECIMAL(10, 2), dt DATE, ts TIMESTAMP, name VARCHAR(20), s VARCHAR(8))";
  /** The columns with an index of their own, ranged over by the generated queries. */
  private static final List<String> RANGED = List.of("k", "big", "d", "dt", "ts", "name");
  /** What follows a name's 8-byte prefix: names that tie on the prefix an index keeps of them. */
  private static final List<String> NAME_TAILS = List.of("", "a", "\u00e9", "\ud834\udd1e", "\uff21", " z");

  private void execute(String sql) throws SQLException {
    statement.execute(sql);
  }

  private String explain(String sql) throws SQLException {
    StringBuilder plan = new StringBuilder();
    try (ResultSet rs = statement.executeQuery("EXPLAIN " + sql)) {
      while (rs.next()) {
        plan.append(rs.getString(1)).append('\n');
      }
    }
    return plan.toString();
  }

  private static List<List<Object>> sorted(List<List<Object>> rows) {
    List<List<Object>> copy = new ArrayList<>(rows);
    copy.sort(Comparator.comparing(Object::toString));
    return copy;
  }

  /** A literal of the column's type for domain value {@code v} (0 to 999). */
  private static String literal(String column, int v) {
    return switch (column) {
      case "k" -> String.valueOf(v);
      case "big" -> String.valueOf(v * 1_000_000_007L - 3_000_000_000L);
      case "d" -> java.math.BigDecimal.valueOf(v * 7L - 3500, 2).toPlainString();
      case "dt" -> "DATE '" + java.time.LocalDate.of(2020, 1, 1).plusDays(v) + "'";
      case "ts" -> "TIMESTAMP '" + java.time.LocalDateTime.of(2024, 3, 1, 0, 0).plusSeconds(v * 37L)
          .toString().replace('T', ' ') + (v * 37 % 60 == 0 ? ":00" : "") + "'";
      case "name" -> "'item-" + String.format("%03d", v) + (v % 3 == 0 ? "" : "-") + "'";
      default -> throw new IllegalArgumentException(column);
    };
  }

  private static String row(int id, Random random) {
    StringBuilder row = new StringBuilder("(").append(id);
    for (String column : RANGED) {
      String value = random.nextInt(9) == 0 ? "NULL" : literal(column, random.nextInt(1000));
      if (column.equals("name") && !value.equals("NULL")) {
        value = value.substring(0, value.length() - 1) + NAME_TAILS.get(random.nextInt(NAME_TAILS.size())) + "'";
      }
      row.append(", ").append(value);
    }
    return row.append(", ").append(random.nextInt(5) == 0 ? "NULL" : "'s" + random.nextInt(9) + "'").append(")").toString();
  }

  private void insert(String table, int from, int count, Random random) throws SQLException {
    StringBuilder insert = new StringBuilder("INSERT INTO " + table + " VALUES ");
    for (int i = 0; i < count; i++) {
      insert.append(i == 0 ? "" : ", ").append(row(from + i, random));
    }
    execute(insert.toString());
  }

  /** The same statements against both tables: one without indexes, one with a range index per column. */
  private void both(String sqlWithTable) throws SQLException {
    execute(String.format(sqlWithTable, "plain"));
    execute(String.format(sqlWithTable, "indexed"));
  }

  private void createTables() throws SQLException {
    execute("CREATE TABLE plain " + COLUMNS);
    execute("CREATE TABLE indexed " + COLUMNS.replace("id INT", "id INT PRIMARY KEY"));
    for (String column : RANGED) {
      execute("CREATE INDEX indexed_" + column + " ON indexed (" + column + ")");
    }
  }

  /** Rows over eight commits (eight chunks, several sorted runs), then deletes and updates. */
  private void fill(int rowsPerCommit) throws SQLException {
    for (String table : List.of("plain", "indexed")) {
      Random random = new Random(20261202);
      for (int commit = 0; commit < 8; commit++) {
        insert(table, commit * rowsPerCommit, rowsPerCommit, random);
      }
    }
    both("DELETE FROM %s WHERE MOD(id, 11) = 4");
    both("UPDATE %s SET k = k + 3, dt = dt + INTERVAL '1' DAY WHERE MOD(id, 7) = 2");
    both("DELETE FROM %s WHERE k BETWEEN 500 AND 509");
    both("UPDATE %s SET big = big - 5 WHERE k >= 990");
  }

  /** A random condition of one of the range shapes on a column; selective or not. */
  private static String condition(String column, Random random) {
    int a = random.nextInt(1000);
    int narrow = Math.min(999, a + random.nextInt(12));
    String low = literal(column, a);
    String high = literal(column, narrow);
    String edgeLow = literal(column, random.nextInt(15));
    String edgeHigh = literal(column, 985 + random.nextInt(15));
    return switch (random.nextInt(13)) {
      case 0 -> column + " < " + (random.nextBoolean() ? edgeLow : low);
      case 1 -> column + " <= " + (random.nextBoolean() ? edgeLow : low);
      case 2 -> column + " > " + (random.nextBoolean() ? edgeHigh : low);
      case 3 -> column + " >= " + (random.nextBoolean() ? edgeHigh : low);
      case 4 -> column + " BETWEEN " + low + " AND " + high;
      case 5 -> column + " > " + low + " AND " + column + " < " + high;
      case 6 -> low + " <= " + column + " AND " + high + " >= " + column;
      case 7 -> column + " BETWEEN " + high + " AND " + low;   // inverted: empty unless equal
      case 8 -> column + " > " + low + " AND " + column + " < " + low;   // empty
      case 9 -> column + " BETWEEN " + low + " AND " + high + " AND MOD(id, 2) = 0";
      case 10 -> column + " >= " + low + " AND " + column + " > " + literal(column, Math.min(999, a + 3))
          + " AND " + column + " <= " + literal(column, Math.min(999, a + 30)) + " AND " + column + " < " + high;
      case 11 -> column + " BETWEEN " + low + " AND " + high + " AND (s IS NULL OR s <> 's1')";
      default -> column + " >= " + low + " AND " + column + " <= " + literal(column, Math.min(999, a + 60));
    };
  }

  /** Asserts random range queries answer on the indexed table as on the plain one; the number that used a range lookup. */
  private int compareRandomRanges(Connection on, int queries, long seed) throws SQLException {
    Random random = new Random(seed);
    int ranged = 0;
    try (Statement s = on.createStatement()) {
      for (int q = 0; q < queries; q++) {
        String column = RANGED.get(q % RANGED.size());
        String where = condition(column, random);
        String query = "SELECT id, k, big, d, dt, ts, name, s FROM %s WHERE " + where;
        assertEquals(sorted(query(s, String.format(query, "plain"))), sorted(query(s, String.format(query, "indexed"))),
            where);
        StringBuilder plan = new StringBuilder();
        for (List<Object> line : query(s, "EXPLAIN " + String.format(query, "indexed"))) {
          plan.append(line.get(0));
        }
        if (plan.toString().contains("range=")) {
          ranged++;
        }
      }
    }
    return ranged;
  }

  private static List<List<Object>> query(Statement s, String sql) throws SQLException {
    try (ResultSet rs = s.executeQuery(sql)) {
      return rows(rs);
    }
  }

  @Test
  void explainShowsARangeLookupWithItsBoundsOnlyForASelectiveRange() throws SQLException {
    execute("CREATE TABLE t (id INT PRIMARY KEY, k INT, v VARCHAR(4))");
    execute("CREATE INDEX t_k ON t (k)");
    for (int commit = 0; commit < 4; commit++) {
      StringBuilder insert = new StringBuilder("INSERT INTO t VALUES ");
      for (int i = 0; i < 250; i++) {
        int id = commit * 250 + i;
        insert.append(i == 0 ? "" : ", ").append("(").append(id).append(", ")
            .append(id % 10 == 9 ? "NULL" : String.valueOf(id)).append(", 'v')");
      }
      execute(insert.toString());
    }
    String between = explain("SELECT * FROM t WHERE k BETWEEN 100 AND 110");
    assertTrue(between.contains("IndexLookup(table=[") && between.contains("index=[t_k], columns=[k], range=[100, 110])"),
        between);
    assertTrue(explain("SELECT v FROM t WHERE k < 20").contains("range=(-inf, 20))"));
    assertTrue(explain("SELECT v FROM t WHERE k <= 20").contains("range=(-inf, 20])"));
    assertTrue(explain("SELECT v FROM t WHERE k > 980").contains("range=(980, +inf))"));
    assertTrue(explain("SELECT v FROM t WHERE 980 <= k").contains("range=[980, +inf))"));
    // The tightest bound of each side, whichever conjunct gave it; the whole condition still filters.
    String intersected = explain("SELECT v FROM t WHERE k > 10 AND k >= 50 AND k < 200 AND k <= 60 AND v = 'v'");
    assertTrue(intersected.contains("range=[50, 60])"), intersected);
    // Most of the table: a scan.
    String wide = explain("SELECT * FROM t WHERE k > 100");
    assertFalse(wide.contains("IndexLookup"), wide);
    assertTrue(wide.contains("TableScan"), wide);
    assertFalse(explain("SELECT * FROM t WHERE k BETWEEN 0 AND 500").contains("IndexLookup"));
    execute("CREATE TABLE typed (d DECIMAL(10, 2), dt DATE, ts TIMESTAMP)");
    execute("CREATE INDEX typed_d ON typed (d)");
    execute("CREATE INDEX typed_dt ON typed (dt)");
    execute("CREATE INDEX typed_ts ON typed (ts)");
    execute("INSERT INTO typed VALUES (1.50, DATE '2024-01-01', TIMESTAMP '2024-01-01 10:00:00')");
    String typed = explain("SELECT * FROM typed WHERE d BETWEEN 1.25 AND 1.40");
    assertTrue(typed.contains("range=[1.25, 1.40])"), typed);
    assertTrue(explain("SELECT * FROM typed WHERE dt < DATE '2023-02-01'").contains("range=(-inf, DATE '2023-02-01'))"));
    typed = explain("SELECT * FROM typed WHERE ts >= TIMESTAMP '2024-01-01 10:30:00'");
    assertTrue(typed.contains("range=[TIMESTAMP '2024-01-01 10:30:00"), typed);
    // A literal of another type than the column's is no key: a scan.
    assertFalse(explain("SELECT * FROM t WHERE k < 20.5").contains("IndexLookup"));
    assertEquals(List.of(List.of(100), List.of(101), List.of(102), List.of(103)),
        rows("SELECT k FROM t WHERE k BETWEEN 100 AND 103 ORDER BY k"));
    // 109 is NULL: NULLs never match a range.
    assertEquals(List.of(List.of(108L)), rows("SELECT COUNT(*) FROM t WHERE k < 120"));
    assertEquals(List.of(List.of(0L)), rows("SELECT COUNT(*) FROM t WHERE k BETWEEN 110 AND 100"));
    assertEquals(List.of(List.of(0L)), rows("SELECT COUNT(*) FROM t WHERE k > 5 AND k < 6"));
    assertEquals(List.of(List.of(1L)), rows("SELECT COUNT(*) FROM t WHERE k > 2147483646 OR k = 0"));
    assertEquals(List.of(List.of(0L)), rows("SELECT COUNT(*) FROM t WHERE k > 2147483647"));
    assertEquals(List.of(List.of(0L)), rows("SELECT COUNT(*) FROM t WHERE k < -2147483648"));
  }

  @Test
  void aStringRangeIsLookedUpByPrefixAndFilteredToItsExactRows() throws SQLException {
    execute("CREATE TABLE w (id INT, name VARCHAR(20))");
    execute("CREATE INDEX w_name ON w (name)");
    StringBuilder insert = new StringBuilder("INSERT INTO w VALUES ");
    for (int i = 0; i < 1000; i++) {
      // Ten names share each 8-byte prefix (name-099 for name-0990 to name-0999).
      insert.append(i == 0 ? "" : ", ").append("(").append(i).append(", ")
          .append(i % 10 == 7 ? "NULL" : String.format("'name-%04d'", i)).append(")");
    }
    execute(insert.toString());
    String between = explain("SELECT * FROM w WHERE name BETWEEN 'name-0100' AND 'name-0110'");
    assertTrue(between.contains("index=[w_name], columns=[name], range=['name-0100', 'name-0110'])"), between);
    assertEquals(List.of(List.of(10L)), rows("SELECT COUNT(*) FROM w WHERE name BETWEEN 'name-0100' AND 'name-0110'"));
    assertTrue(explain("SELECT * FROM w WHERE name > 'name-0998'").contains("range=('name-0998', +inf))"));
    assertEquals(List.of(List.of(999)), rows("SELECT id FROM w WHERE name > 'name-0998'"));
    assertEquals(List.of(List.of(990), List.of(991)), rows("SELECT id FROM w WHERE name >= 'name-0990' AND name < 'name-0992' ORDER BY id"));
    assertEquals(List.of(List.of(0L)), rows("SELECT COUNT(*) FROM w WHERE name > 'name-0995' AND name < 'name-0996'"));
    assertFalse(explain("SELECT * FROM w WHERE name > 'name-0100'").contains("IndexLookup"));

    // Values that end, or go on in blanks and control characters, where a bound does: a string
    // literal is CHAR, compared blank-padded, and the index may miss none of the rows that pass.
    execute("CREATE TABLE wp (id INT, name VARCHAR(20))");
    execute("INSERT INTO wp SELECT * FROM w");
    String[] tricky = {"name-01", "name-01 ", "name-01\t0", "name-0100\t", "name-0100 ", "name-0100 x", "name-01\u0001",
        "name-010", "name-0100\u00e9", "name-01\ud834\udd1e", "name-01\uff21", "name", "name-", ""};
    try (PreparedStatement w = connection.prepareStatement("INSERT INTO w VALUES (?, ?)");
        PreparedStatement wp = connection.prepareStatement("INSERT INTO wp VALUES (?, ?)")) {
      for (int i = 0; i < tricky.length; i++) {
        for (PreparedStatement one : List.of(w, wp)) {
          one.setInt(1, 2000 + i);
          one.setString(2, tricky[i]);
          one.executeUpdate();
        }
      }
    }
    String[] ranges = {"name BETWEEN 'name-01' AND 'name-0101'", "name > 'name-0100' AND name < 'name-0102'",
        "name >= 'name-01 ' AND name <= 'name-0100'", "name BETWEEN 'name-0100' AND 'name-0100 '",
        "name > 'name-01' AND name < 'name-0100'", "name >= 'name-0100 x' AND name < 'name-0101'",
        "name <= 'name-00'", "name < 'name'", "name <= 'name-'", "name >= 'name-0990 '", "name > 'name-0999'"};
    for (String range : ranges) {
      String query = "SELECT id, name FROM %s WHERE " + range;
      assertTrue(explain(String.format(query, "w")).contains("range="), range);
      assertEquals(sorted(rows(String.format(query, "wp"))), sorted(rows(String.format(query, "w"))), range);
    }
  }

  /** The values of the first column, in the order the rows came. */
  private static List<Integer> firstColumn(PreparedStatement query) throws SQLException {
    List<Integer> values = new ArrayList<>();
    try (ResultSet rs = query.executeQuery()) {
      while (rs.next()) {
        values.add(rs.getInt(1));
      }
    }
    return values;
  }

  @Test
  void aPreparedRangeIsLookedUpForSelectiveValuesAndScannedForWideOnes() throws SQLException {
    // One commit of descending keys: a scan returns them descending, a range lookup (one sorted run) ascending.
    execute("CREATE TABLE o (id INT, k INT)");
    execute("CREATE INDEX o_k ON o (k)");
    StringBuilder insert = new StringBuilder("INSERT INTO o VALUES ");
    for (int i = 0; i < 2000; i++) {
      insert.append(i == 0 ? "" : ", ").append("(").append(i).append(", ").append(1999 - i).append(")");
    }
    execute(insert.toString());
    assertTrue(explain("SELECT k FROM o WHERE k > 1990").contains("range=(1990, +inf))"));
    assertEquals(List.of(1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998, 1999), rows("SELECT k FROM o WHERE k > 1990")
        .stream().map(r -> (Integer) r.get(0)).toList());
    try (PreparedStatement above = connection.prepareStatement("SELECT k FROM o WHERE k > ?");
        PreparedStatement between = connection.prepareStatement("SELECT k FROM o WHERE k BETWEEN ? AND ?")) {
      // Enough distinct values for the plan to be kept and rebound; wide values in between.
      for (int run = 0; run < 12; run++) {
        boolean wide = run % 4 == 3;
        int low = wide ? 100 + run : 1980 + run;
        above.setInt(1, low);
        List<Integer> expected = new ArrayList<>();
        for (int k = low + 1; k < 2000; k++) {
          expected.add(k);
        }
        if (wide) {
          expected.sort(Comparator.reverseOrder());
        }
        assertEquals(expected, firstColumn(above), "k > " + low);
        int from = wide ? 10 + run : 500 + 37 * run;
        int to = wide ? 1900 : from + 5 + run;
        between.setInt(1, from);
        between.setInt(2, to);
        expected.clear();
        for (int k = from; k <= to; k++) {
          expected.add(k);
        }
        if (wide) {
          expected.sort(Comparator.reverseOrder());
        }
        assertEquals(expected, firstColumn(between), "k BETWEEN " + from + " AND " + to);
      }
    }
  }

  @Test
  void preparedRangesOfEveryBoundAnswerAsAScan() throws SQLException {
    createTables();
    fill(250);
    String[] shapes = {"k > ?", "k >= ?", "k < ?", "k <= ?", "k BETWEEN ? AND ?", "d > ? AND d < ?", "dt BETWEEN ? AND ?"};
    Random random = new Random(5);
    for (String shape : shapes) {
      int parameters = shape.length() - shape.replace("?", "").length();
      String sql = "SELECT id, k, d, dt FROM %s WHERE " + shape;
      try (PreparedStatement plain = connection.prepareStatement(String.format(sql, "plain"));
          PreparedStatement indexed = connection.prepareStatement(String.format(sql, "indexed"))) {
        // Selective values first (the plan is kept and rebound), then some over most of the table.
        for (int run = 0; run < 40; run++) {
          boolean wide = run >= 30;
          int a = shape.contains("<") && !shape.contains(">") ? (wide ? 900 : random.nextInt(20))
              : (shape.contains("BETWEEN") || parameters == 2) && !wide ? random.nextInt(990)
              : wide ? random.nextInt(100) : 980 + random.nextInt(20);
          int b = wide ? 999 : a + random.nextInt(15);
          for (PreparedStatement p : List.of(plain, indexed)) {
            bind(p, shape.startsWith("d ") ? "d" : shape.startsWith("dt") ? "dt" : "k", 1, a);
            if (parameters == 2) {
              bind(p, shape.startsWith("d ") ? "d" : shape.startsWith("dt") ? "dt" : "k", 2, b);
            }
          }
          try (ResultSet p = plain.executeQuery(); ResultSet i = indexed.executeQuery()) {
            assertEquals(sorted(rows(p)), sorted(rows(i)), shape + " with " + a + ", " + b);
          }
        }
      }
    }
  }

  private static void bind(PreparedStatement statement, String column, int index, int v) throws SQLException {
    switch (column) {
      case "k" -> statement.setInt(index, v);
      case "d" -> statement.setBigDecimal(index, new java.math.BigDecimal(literal("d", v)));
      case "dt" -> statement.setDate(index, java.sql.Date.valueOf(java.time.LocalDate.of(2020, 1, 1).plusDays(v)));
      default -> throw new IllegalArgumentException(column);
    }
  }

  @Test
  void generatedRangesAnswerAsAScanOverChunksDeletesUpdatesAndTransactions() throws SQLException {
    createTables();
    fill(250);
    int ranged = compareRandomRanges(connection, 65, 1);
    assertTrue(ranged >= 25, ranged + " of 65 queries used a range lookup");
    assertTrue(ranged <= 62, ranged + " of 65 queries used a range lookup: the wide ones should scan");

    // Inside a transaction: its own inserts, deletes and updates are not in the index yet.
    connection.setAutoCommit(false);
    Random random = new Random(99);
    for (String table : List.of("plain", "indexed")) {
      random.setSeed(99);
      insert(table, 5000, 150, random);
    }
    both("DELETE FROM %s WHERE k BETWEEN 200 AND 230");
    both("UPDATE %s SET k = k - 7, d = d + 1.00 WHERE MOD(id, 13) = 5");
    both("UPDATE %s SET ts = ts + INTERVAL '1' HOUR WHERE k BETWEEN 600 AND 640");
    assertTrue(compareRandomRanges(connection, 40, 2) > 0);
    connection.rollback();
    assertEquals(ranged, compareRandomRanges(connection, 65, 1), "the rolled-back transaction left nothing");

    // A committed transaction, read by an older snapshot and by a new one.
    try (Connection older = open()) {
      older.setAutoCommit(false);
      List<List<List<Object>>> before = new ArrayList<>();
      String[] probes = {"k BETWEEN 300 AND 320", "big < -2900000000", "dt > DATE '2022-09-01'"};
      try (Statement s = older.createStatement()) {
        for (String probe : probes) {
          before.add(sorted(query(s, "SELECT * FROM indexed WHERE " + probe)));
          assertEquals(sorted(query(s, "SELECT * FROM plain WHERE " + probe)), before.get(before.size() - 1), probe);
        }
      }
      for (String table : List.of("plain", "indexed")) {
        random.setSeed(100);
        insert(table, 6000, 200, random);
      }
      both("DELETE FROM %s WHERE k BETWEEN 305 AND 310");
      both("UPDATE %s SET k = 315, big = -2999999999 WHERE MOD(id, 17) = 1");
      connection.commit();
      connection.setAutoCommit(true);
      try (Statement s = older.createStatement()) {
        for (int i = 0; i < probes.length; i++) {
          assertEquals(before.get(i), sorted(query(s, "SELECT * FROM indexed WHERE " + probes[i])), probes[i]);
        }
      }
      older.commit();
    }
    compareRandomRanges(connection, 40, 3);
    // UPDATE and DELETE find their rows through the range too.
    both("UPDATE %s SET s = 'upd' WHERE k BETWEEN 700 AND 712");
    both("DELETE FROM %s WHERE dt BETWEEN DATE '2020-03-01' AND DATE '2020-03-09'");
    assertTrue(explain("DELETE FROM indexed WHERE k BETWEEN 700 AND 712").contains("range=[700, 712]"));
    String all = "SELECT id, k, big, d, dt, ts, name, s FROM %s";
    assertEquals(sorted(rows(String.format(all, "plain"))), sorted(rows(String.format(all, "indexed"))));
    compareRandomRanges(connection, 25, 4);
  }
}
