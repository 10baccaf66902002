package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The functions of the standard dialect that clients type (PostgreSQL's and DuckDB's), each run
 * over generated rows (NULLs, empty strings, negative numbers, boundary dates) on Quiver and on
 * DuckDB, and compared; where Quiver follows PostgreSQL and DuckDB differs, the DuckDB side is an
 * expression that computes PostgreSQL's answer, or the answer is asserted explicitly. Every query
 * runs twice with other literals in its WHERE clause, so the second goes through the plan cache.
 */
class StandardFunctionsTest extends JdbcTestBase {
  private static final int ROWS = 80;
  private static final String COLUMNS = "k INT, s VARCHAR, s2 VARCHAR, i INT, j INT, b BIGINT, x DOUBLE, d DATE,"
      + " d2 DATE, ts TIMESTAMP, ts2 TIMESTAMP, flag BOOLEAN, g INT";

  private Connection duckdb;

  @BeforeEach
  void load() throws SQLException {
    duckdb = DriverManager.getConnection("jdbc:duckdb:");
    statement.execute("CREATE TABLE f (" + COLUMNS + ")");
    try (Statement s = duckdb.createStatement()) {
      s.execute("CREATE TABLE f (" + COLUMNS + ")");
    }
    Random random = new Random(20241205);
    List<Object[]> rows = new ArrayList<>();
    for (int k = 0; k < ROWS; k++) {
      rows.add(new Object[] {k, text(random), text(random), integer(random), integer(random),
          random.nextInt(10) == 0 ? null : random.nextLong() >> random.nextInt(64),
          random.nextInt(10) == 0 ? null : (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(8)),
          date(random), date(random), timestamp(random), timestamp(random),
          random.nextInt(8) == 0 ? null : random.nextBoolean(), k % 5});
    }
    for (Connection c : List.of(connection, duckdb)) {
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO f VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
        for (Object[] row : rows) {
          for (int i = 0; i < row.length; i++) {
            Object v = row[i];
            insert.setObject(i + 1, v instanceof LocalDate d ? java.sql.Date.valueOf(d)
                : v instanceof LocalDateTime t ? java.sql.Timestamp.valueOf(t) : v);
          }
          insert.addBatch();
        }
        insert.executeBatch();
      }
    }
  }

  @AfterEach
  void closeDuckDb() throws SQLException {
    duckdb.close();
  }

  private static final String[] PIECES = {"a", "A", "b", "B", " ", ",", "-", "_", "1", "é", "ab", "x9", "Hello", "wORLD"};

  private static String text(Random random) {
    int kind = random.nextInt(10);
    if (kind == 0) {
      return null;
    }
    if (kind == 1) {
      return "";
    }
    StringBuilder s = new StringBuilder();
    for (int n = random.nextInt(6); n >= 0; n--) {
      s.append(PIECES[random.nextInt(PIECES.length)]);
    }
    return s.toString();
  }

  private static Integer integer(Random random) {
    return random.nextInt(10) == 0 ? null : random.nextInt(21) - 10;
  }

  private static final LocalDate[] BOUNDARY_DATES = {LocalDate.of(1970, 1, 1), LocalDate.of(1969, 12, 31),
      LocalDate.of(2000, 2, 29), LocalDate.of(1999, 12, 31), LocalDate.of(2038, 1, 19), LocalDate.of(1900, 1, 1),
      LocalDate.of(2099, 12, 31), LocalDate.of(2024, 12, 30), LocalDate.of(2021, 1, 3)};

  private static LocalDate date(Random random) {
    int kind = random.nextInt(10);
    if (kind == 0) {
      return null;
    }
    if (kind < 4) {
      return BOUNDARY_DATES[random.nextInt(BOUNDARY_DATES.length)];
    }
    return LocalDate.ofEpochDay(random.nextInt(80_000) - 25_000);
  }

  private static LocalDateTime timestamp(Random random) {
    LocalDate day = date(random);
    return day == null ? null : day.atStartOfDay().plusNanos(1000L * (long) (random.nextDouble() * 86_400_000_000L));
  }

  /** {@code quiver} on Quiver gives what {@code duck} gives on DuckDB, row by row. */
  private void same(String quiver, String duck) throws SQLException {
    for (int from : new int[] {0, 3}) {
      String where = " FROM f WHERE k >= " + from + " ORDER BY k";
      List<List<Object>> expected = normalized(duckdb, "SELECT k, " + duck + where);
      List<List<Object>> actual = normalized(connection, "SELECT k, " + quiver + where);
      assertEquals(expected.size(), actual.size(), quiver);
      for (int r = 0; r < expected.size(); r++) {
        List<Object> e = expected.get(r);
        List<Object> a = actual.get(r);
        for (int c = 0; c < e.size(); c++) {
          assertTrue(equal(e.get(c), a.get(c)), quiver + " at k = " + e.get(0) + ": DuckDB " + e.get(c) + ", Quiver "
              + a.get(c));
        }
      }
    }
  }

  private void same(String expression) throws SQLException {
    same(expression, expression);
  }

  /** The same aggregates per group of {@code g}. */
  private void sameGrouped(String quiver, String duck) throws SQLException {
    String tail = " FROM f WHERE k >= 0 GROUP BY g ORDER BY g";
    List<List<Object>> expected = normalized(duckdb, "SELECT g, " + duck + tail);
    List<List<Object>> actual = normalized(connection, "SELECT g, " + quiver + tail);
    assertEquals(expected.size(), actual.size(), quiver);
    for (int r = 0; r < expected.size(); r++) {
      for (int c = 0; c < expected.get(r).size(); c++) {
        assertTrue(equal(expected.get(r).get(c), actual.get(r).get(c)), quiver + " in group " + expected.get(r).get(0)
            + ": DuckDB " + expected.get(r).get(c) + ", Quiver " + actual.get(r).get(c));
      }
    }
  }

  private static boolean equal(Object e, Object a) {
    if (e == null || a == null) {
      return e == a;
    }
    if (e instanceof Number en && a instanceof Number an) {
      double x = en.doubleValue();
      double y = an.doubleValue();
      return x == y || Math.abs(x - y) <= 1e-9 * Math.max(Math.abs(x), Math.abs(y)) || Double.isNaN(x) && Double.isNaN(y);
    }
    return e.equals(a);
  }

  private static List<List<Object>> normalized(Connection c, String sql) throws SQLException {
    List<List<Object>> rows = new ArrayList<>();
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        List<Object> row = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
          row.add(normalize(rs.getObject(i)));
        }
        rows.add(row);
      }
    }
    return rows;
  }

  private static Object normalize(Object v) throws SQLException {
    if (v instanceof java.sql.Array array) {
      List<Object> list = new ArrayList<>();
      for (Object o : (Object[]) array.getArray()) {
        list.add(normalize(o));
      }
      return list;
    }
    if (v instanceof java.sql.Timestamp t) {
      return t.toLocalDateTime();
    }
    if (v instanceof java.sql.Date d) {
      return d.toLocalDate();
    }
    if (v instanceof BigDecimal d) {
      return d.doubleValue();
    }
    return v;
  }

  @Test
  void strings() throws SQLException {
    for (String e : List.of("length(s)", "left(s, i)", "right(s, i)", "lpad(s, 5, 'xy')", "rpad(s, 4, 'z')",
        "ltrim(s)", "rtrim(s)", "ltrim(s, 'aA')", "rtrim(s, '1é')", "replace(s, 'a', 'zz')",
        "reverse(s)", "repeat(s, j)", "strpos(s, 'a')", "instr(s, 'a')", "instr(s, s2)", "starts_with(s, 'a')", "ends_with(s, 'b')", "concat(s, s2)",
        "concat_ws('-', s, s2)", "'k' || i", "b || 'x'", "'d' || d", "s || j || s2", "md5(s)", "sha256(s)",
        "split_part(s, ',', 1)", "split_part(s, ',', 2)",
        "split_part(s, ' ', -1)", "regexp_replace(s, '[ab]', 'X')",
        "regexp_replace(s, '[ab]', 'X', 'g')", "regexp_replace(s, '(a)(b)?', '<\\1>', 'g')",
        "regexp_replace(s, 'a', '-', 'gi')", "regexp_matches(s, 'a.')", "regexp_matches(s, '^h', 'i')",
        "regexp_extract(s, '([a-z])([0-9])', 1)", "regexp_extract(s, 'b+')", "translate(s, 'ab', 'x')",
        "translate(s, s2, 'QRS')",
        "ascii(s)", "lower(s)", "upper(s)", "substr(s, 2)", "substr(s, 2, 3)",
        "s ILIKE '%a%'", "s NOT ILIKE 'h%'", "s2 ILIKE s", "position('b' IN s)", "replace(s, s2, '+')")) {
      same(e);
    }
    // BTRIM (PostgreSQL) is DuckDB's TRIM
    same("btrim(s)", "trim(s)");
    same("btrim(s, 'ab')", "trim(s, 'ab')");
    // MySQL's LOCATE takes the substring first (DuckDB has none)
    same("locate('a', s)", "strpos(s, 'a')");
    same("locate(s2, s)", "strpos(s, s2)");
    same("chr(j + 100)", "CASE WHEN j + 100 > 0 THEN chr(j + 100) END");
    // PostgreSQL's OCTET_LENGTH of text: its UTF-8 bytes (DuckDB's strlen)
    same("octet_length(s)", "strlen(s)");
    // PostgreSQL's TO_HEX is lower case (DuckDB's upper case)
    same("to_hex(b)", "lower(to_hex(b))");
    // DuckDB's SPLIT_PART answers '' for field 0, PostgreSQL refuses it
    // An empty delimiter: PostgreSQL's answer (the whole string is the one field); DuckDB splits
    // into characters.
    assertEquals(List.of(Arrays.asList("abc", "")), rows("SELECT split_part('abc', '', 1), split_part('abc', '', 2)"));
    SQLException zero = assertThrows(SQLException.class, () -> rows("SELECT split_part('a,b', ',', 0)"));
    assertEquals("22023", zero.getSQLState(), zero.getMessage());
  }

  /** INITCAP is PostgreSQL's (DuckDB has none): the first letter of each run of letters and digits upper case. */
  @Test
  void initcapAsPostgreSql() throws SQLException {
    assertEquals(List.of(Arrays.asList("Hello World-X", "", null, "A1b C_D", "Éa")),
        rows("SELECT initcap('hello wORLD-x'), initcap(''), initcap(CAST(NULL AS VARCHAR)), initcap('a1B c_d'),"
            + " initcap('éA')"));
  }

  @Test
  void numbers() throws SQLException {
    for (String e : List.of("abs(i)", "sign(x)", "ceil(x)", "floor(x)", "round(x, 2)", "trunc(x)", "power(x, 2)",
        "pow(i, 3)", "i ^ 2", "x ^ 2", "2 * i ^ 2", "sqrt(abs(x))", "cbrt(x)", "exp(x / 1e6)", "ln(abs(x) + 1)",
        "log(abs(x) + 1)", "log10(abs(x) + 1)", "log2(abs(x) + 1)", "log(2, abs(x) + 1)", "pi()", "sin(x)", "cos(x)",
        "tan(x)", "atan(x)", "atan2(x, 2)", "asin(i / 10.0)", "acos(i / 10.0)", "cot(x + 0.5)", "degrees(x)",
        "radians(x)", "gcd(i, j)", "lcm(i, j)", "gcd(b, 12)", "greatest(i, j)", "least(i, j)", "mod(i, 3)",
        "i % 4", "round(x)", "trunc(x, 1)")) {
      same(e);
    }
    // PostgreSQL's DIV truncates toward zero (DuckDB has no DIV)
    same("CASE WHEN j <> 0 THEN div(i, j) END", "CASE WHEN j <> 0 THEN CAST(trunc(i / j) AS BIGINT) END");
    SQLException zero = assertThrows(SQLException.class, () -> rows("SELECT div(i, 0) FROM f WHERE i IS NOT NULL"));
    assertEquals("22012", zero.getSQLState(), zero.getMessage());
  }

  @Test
  void datesAndTimes() throws SQLException {
    for (String e : List.of("extract(year FROM d)", "date_part('month', d)", "date_part('dow', ts)", "extract(dow FROM d)",
        "extract(dow FROM ts)", "extract(isodow FROM d)", "date_trunc('month', d)",
        "date_trunc('hour', ts)", "last_day(d)", "dayname(d)", "monthname(ts)", "epoch(ts)", "d + 5", "d - d2",
        "date_diff('day', d, d2)", "date_diff('month', d, d2)", "date_diff('year', d, d2)", "date_diff('quarter', d, d2)",
        "datediff('week', d, d2)", "date_diff('hour', ts, ts2)", "date_diff('minute', ts, ts2)",
        "date_diff('second', ts, ts2)", "make_date(year(d), month(d), 1)",
        "strftime(ts, '%Y-%m-%d %H:%M:%S.%f %j %a %A %b %B %U %W %w %y %I %p')", "strftime(d, '%-d/%-m/%Y')",
        "d < DATE '2000-01-01'", "ts BETWEEN TIMESTAMP '1970-01-01 00:00:00' AND TIMESTAMP '2030-01-01 00:00:00'")) {
      same(e);
    }
    // MAKE_TIMESTAMP and DATE_ADD (MySQL's: the value's own type; DuckDB's is a TIMESTAMP)
    same("make_timestamp(year(ts), month(ts), day(ts), hour(ts), minute(ts), 30.5)");
    same("date_add(d, INTERVAL 3 DAY)", "CAST(d + INTERVAL 3 DAY AS DATE)");
    same("date_sub(ts, INTERVAL 2 HOUR)", "ts - INTERVAL 2 HOUR");
    // PostgreSQL's TO_CHAR templates, against the same fields through DuckDB's STRFTIME
    same("to_char(ts, 'YYYY-MM-DD HH24:MI:SS.US DDD')", "strftime(ts, '%Y-%m-%d %H:%M:%S.%f %j')");
    same("to_char(ts, 'FMMonth Mon Dy HH12 AM YY')", "strftime(ts, '%B %b %a %I %p %y')");
    same("to_char(d, 'DD.MM.YYYY')", "strftime(d, '%d.%m.%Y')");
    // MySQL's DATE_FORMAT specifiers, against DuckDB's STRFTIME
    same("date_format(ts, '%Y-%m-%d %H:%i:%s %M %W %b %a %j')", "strftime(ts, '%Y-%m-%d %H:%M:%S %B %A %b %a %j')");
    // SQLite's STRFTIME(format, value) order too
    same("strftime('%Y/%m', ts)", "strftime(ts, '%Y/%m')");
    // TO_DATE and TO_TIMESTAMP read what TO_CHAR wrote
    same("to_date(to_char(d, 'YYYY-MM-DD'), 'YYYY-MM-DD')", "d");
    same("to_timestamp(to_char(ts, 'DD Mon YYYY HH24:MI:SS'), 'DD Mon YYYY HH24:MI:SS')",
        "date_trunc('second', ts)");
    SQLException bad = assertThrows(SQLException.class, () -> rows("SELECT make_date(2023, 2, 29)"));
    assertEquals("22008", bad.getSQLState(), bad.getMessage());
    SQLException age = assertThrows(SQLException.class, () -> rows("SELECT age(d, d2) FROM f"));
    assertEquals("0A000", age.getSQLState(), age.getMessage());
    assertTrue(age.getMessage().contains("AGE"), age.getMessage());
  }

  /** PostgreSQL's interval literals without a unit after the string, and interval arithmetic over them. */
  @Test
  void intervals() throws SQLException {
    for (String e : List.of("ts + interval '1 day' * 3", "ts - interval '2 hours 30 minutes'",
        "ts + interval '1 year 2 months'", "ts + interval '-3 days'", "ts + interval '1.5 seconds'",
        "ts + interval '1 week'")) {
      same(e);
    }
    // DATE ± interval is a DATE (the standard's; DuckDB's is a TIMESTAMP)
    same("d + interval '1 month'", "CAST(d + interval '1 month' AS DATE)");
    same("d - interval '10 days'", "CAST(d - interval '10 days' AS DATE)");
    SQLException mixed = assertThrows(SQLException.class, () -> rows("SELECT interval '1 month 2 days'"));
    assertTrue(mixed.getMessage().contains("months and days"), mixed.getMessage());
  }

  /** GENERATE_SERIES in FROM: rows, inclusive, by a step; NULL-free; joined and aggregated like a table. */
  @Test
  void generateSeries() throws SQLException {
    for (String series : List.of("generate_series(1, 3)", "generate_series(-5, 5, 2)", "generate_series(10, 1, -3)",
        "generate_series(1, 0)", "generate_series(0, 0)")) {
      String sql = "SELECT generate_series FROM " + series + " ORDER BY 1";
      assertEquals(normalized(duckdb, sql), normalized(connection, sql), sql);
    }
    String joined = "SELECT k, count(*), CAST(sum(n) AS BIGINT) FROM f JOIN generate_series(1, 4) AS s(n) ON n <= i WHERE k >= 0"
        + " GROUP BY k ORDER BY k";
    assertEquals(normalized(duckdb, joined), normalized(connection, joined));
    SQLException zero = assertThrows(SQLException.class, () -> rows("SELECT * FROM generate_series(1, 3, 0)"));
    assertEquals("22023", zero.getSQLState(), zero.getMessage());
  }

  @Test
  void conditionalsCastsAndTypes() throws SQLException {
    for (String e : List.of("if(i > 0, s, s2)", "ifnull(s, s2)", "nullif(i, j)", "coalesce(i, j, 0)",
        "greatest(s, s2)", "CAST(i AS BOOLEAN)", "CAST(flag AS INTEGER)", "flag::int", "i::boolean",
        "typeof(k)", "typeof(s)", "typeof(b)", "typeof(x)", "typeof(d)", "typeof(ts)", "typeof(flag)",
        "typeof(CAST(i AS DECIMAL(7, 2)))")) {
      same(e);
    }
    same("nvl(s, 'none')", "coalesce(s, 'none')");
  }

  @Test
  void aggregates() throws SQLException {
    for (String e : List.of("string_agg(s, ',' ORDER BY k)", "string_agg(s, ' | ' ORDER BY s2 DESC NULLS LAST, k)",
        "count(DISTINCT i)", "count(*)", "sum(i)", "avg(i)", "min(s)", "max(d)", "stddev(i)", "stddev_samp(x)",
        "stddev_pop(i)", "variance(i)", "var_samp(x)", "var_pop(i)", "bool_and(i > 0)", "bool_or(i > 5)",
        "array_agg(i ORDER BY k)", "array_agg(s ORDER BY k DESC)")) {
      sameGrouped(e, e);
    }
    // LIST (DuckDB) is ARRAY_AGG, in the input's order
    sameGrouped("list(b)", "array_agg(b ORDER BY k)");
    sameGrouped("group_concat(s ORDER BY k)", "string_agg(s, ',' ORDER BY k)");
    // MySQL's SEPARATOR clause
    sameGrouped("group_concat(s ORDER BY k DESC SEPARATOR '; ')", "string_agg(s, '; ' ORDER BY k DESC)");
    sameGrouped("group_concat(s2 ORDER BY s2, k SEPARATOR '')", "string_agg(s2, '' ORDER BY s2, k)");
    sameGrouped("every(i > -5)", "bool_and(i > -5)");
  }

  /** RANDOM and UUID are computed for each row and each execution, never folded or shared by the plan cache. */
  @Test
  void nonDeterministicFunctionsPerRow() throws SQLException {
    Set<Object> seen = new HashSet<>();
    for (int run = 0; run < 3; run++) {
      for (List<Object> row : rows("SELECT random(), uuid(), gen_random_uuid(), random() * 10 FROM f WHERE k >= " + run)) {
        double r = ((Number) row.get(0)).doubleValue();
        assertTrue(r >= 0 && r < 1, "random() " + r);
        assertTrue(seen.add(row.get(0)), "random() repeated " + row.get(0));
        for (Object uuid : row.subList(1, 3)) {
          assertTrue(((String) uuid).matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"),
              String.valueOf(uuid));
          assertTrue(seen.add(uuid), "uuid repeated " + uuid);
        }
        assertTrue(seen.add(row.get(3)), "random() * 10 repeated " + row.get(3));
      }
    }
  }

  /** SQLite's date(t), time(t), datetime(t) and julianday(t); DuckDB has strftime and epoch. */
  @Test
  void sqliteDateFunctions() throws SQLException {
    same("date(ts)", "strftime(ts, '%Y-%m-%d')");
    same("date(d)", "strftime(d, '%Y-%m-%d')");
    same("time(ts)", "strftime(ts, '%H:%M:%S')");
    same("datetime(ts)", "strftime(ts, '%Y-%m-%d %H:%M:%S')");
    same("datetime(CAST(ts AS VARCHAR))", "strftime(ts, '%Y-%m-%d %H:%M:%S')");
    same("julianday(ts)", "epoch(ts) / 86400.0 + 2440587.5");
    same("julianday(d) - julianday(d2)", "d - d2");
    List<Object> now = rows("SELECT datetime('now'), date('now'), time('now'), CAST(LOCALTIMESTAMP AS VARCHAR)").get(0);
    String local = (String) now.get(3);
    // the statement's time, unless a second passes between the two readings
    assertEquals(local.substring(0, 10), now.get(1));
    assertEquals(now.get(1) + " " + now.get(2), now.get(0));
    assertEquals(19, ((String) now.get(0)).length());
    SQLException modifier = assertThrows(SQLException.class, () -> rows("SELECT date(d, '+7 days') FROM f"));
    assertEquals("0A000", modifier.getSQLState(), modifier.getMessage());
    assertTrue(modifier.getMessage().contains("modifier"), modifier.getMessage());
  }

  @Test
  void versionAndUnknownFunctions() throws SQLException {
    assertTrue(((String) rows("SELECT version()").get(0).get(0)).startsWith("Quiver"));
    for (String missing : List.of("regexp_split_to_array(s, ',')", "decode(s, 'a', 1)")) {
      SQLException e = assertThrows(SQLException.class, () -> rows("SELECT " + missing + " FROM f"));
      assertTrue(List.of("42883", "0A000").contains(e.getSQLState()), e.getSQLState() + " " + e.getMessage());
      assertTrue(e.getMessage().toUpperCase(java.util.Locale.ROOT).contains(missing.substring(0, missing.indexOf('('))
          .toUpperCase(java.util.Locale.ROOT)), e.getMessage());
    }
  }

  @Test
  void metadataListsTheFunctions() throws SQLException {
    java.sql.DatabaseMetaData meta = connection.getMetaData();
    List<String> strings = Arrays.asList(meta.getStringFunctions().split(","));
    List<String> numbers = Arrays.asList(meta.getNumericFunctions().split(","));
    List<String> dates = Arrays.asList(meta.getTimeDateFunctions().split(","));
    for (String f : List.of("REGEXP_REPLACE", "SPLIT_PART", "MD5", "INITCAP", "STRING_AGG", "TRANSLATE", "LEFT")) {
      assertTrue(strings.contains(f), f + " in " + strings);
    }
    for (String f : List.of("CBRT", "DIV", "GCD", "LCM", "RANDOM", "LOG", "TRUNC")) {
      assertTrue(numbers.contains(f), f + " in " + numbers);
    }
    for (String f : List.of("TO_CHAR", "DATE_DIFF", "MAKE_DATE", "STRFTIME", "DATE_TRUNC", "NOW")) {
      assertTrue(dates.contains(f), f + " in " + dates);
    }
  }
}
