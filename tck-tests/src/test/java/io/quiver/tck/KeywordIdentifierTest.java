package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Words SQL reserves but real schemas use as names (a {@code year} column, a {@code value}
 * column, {@code AS count}), as PostgreSQL, DuckDB and SQLite allow: each works as a table, column
 * and alias name, unquoted, in every clause; the syntax the same words start still means what it
 * did (TRIM(BOTH ...), EXTRACT(YEAR FROM ...), COUNT(*) FILTER (...), INTERVAL '1' DAY, ...).
 */
class KeywordIdentifierTest extends JdbcTestBase {
  private static final List<String> NAMES = List.of("abs", "at", "avg", "begin", "cardinality", "ceiling", "close",
      "condition", "count", "cursor", "cycle", "date", "day", "deallocate", "declare", "each", "element", "empty",
      "external", "filter", "floor", "function", "global", "hold", "hour", "identity", "import", "language", "large",
      "local", "lower", "matches", "max", "measures", "member", "method", "min", "minute", "module", "month", "one",
      "percent", "position", "power", "precision", "prepare", "procedure", "rank", "ref", "referencing", "release",
      "result", "returns", "savepoint", "scope", "scroll", "search", "second", "sql", "start", "substring",
      "sum", "system", "time", "timestamp", "translation", "trigger", "trim", "upper", "value", "year");

  @Test
  void eachWordNamesATableAColumnAndAnAlias() throws SQLException {
    List<String> failures = new ArrayList<>();
    for (String name : NAMES) {
      try {
        statement.execute("CREATE TABLE " + name + " (id INT, " + name + " INT)");
        statement.execute("INSERT INTO " + name + " (id, " + name + ") VALUES (1, 10), (2, 20), (3, 20)");
        try (ResultSet rs = statement.executeQuery("SELECT " + name + ", COUNT(*) AS " + name + "_n FROM " + name
            + " WHERE " + name + " >= 10 GROUP BY " + name + " ORDER BY " + name)) {
          assertTrue(rs.next());
          assertEquals(10, rs.getInt(1), name);
          assertEquals(1, rs.getInt(2), name);
          assertTrue(rs.next());
          assertEquals(20, rs.getInt(1), name);
          assertEquals(2, rs.getInt(2), name);
        }
        try (ResultSet rs = statement.executeQuery("SELECT " + name + "." + name + " AS " + name + " FROM " + name
            + " " + name + " WHERE " + name + ".id = 2")) {
          assertTrue(rs.next());
          assertEquals(20, rs.getInt(name), name);
          assertEquals(name, rs.getMetaData().getColumnLabel(1).toLowerCase(), name);
        }
        statement.execute("UPDATE " + name + " SET " + name + " = " + name + " + 1 WHERE id = 1");
        try (ResultSet rs = statement.executeQuery("SELECT SUM(" + name + ") FROM " + name)) {
          assertTrue(rs.next());
          assertEquals(51, rs.getInt(1), name);
        }
      } catch (SQLException | AssertionError e) {
        failures.add(name + ": " + e.getMessage());
      }
    }
    assertEquals(List.of(), failures);
  }

  @Test
  void theSyntaxTheWordsStartKeepsItsMeaning() throws SQLException {
    assertEquals(List.of("a", "a", "b"), row("SELECT TRIM(BOTH 'x' FROM 'xxaxx'), TRIM(LEADING FROM '  a'), TRIM('  b  ')"));
    assertEquals(List.of("ell", "ello", "3"),
        row("SELECT SUBSTRING('hello' FROM 2 FOR 3), SUBSTRING('hello', 2), POSITION('l' IN 'hello')"));
    assertEquals(List.of("2020", "1", "2", "10"), row("SELECT EXTRACT(YEAR FROM DATE '2020-01-02'),"
        + " EXTRACT(MONTH FROM DATE '2020-01-02'), EXTRACT(DAY FROM DATE '2020-01-02'),"
        + " EXTRACT(HOUR FROM TIMESTAMP '2020-01-02 10:11:12')"));
    assertEquals(List.of("2020-01-03", "2020-01-01 02:00:00", "24"), row("SELECT DATE '2020-01-02' + INTERVAL '1' DAY,"
        + " TIMESTAMP '2020-01-01 00:00:00' + INTERVAL '2' HOUR,"
        + " TIMESTAMPDIFF(HOUR, TIMESTAMP '2020-01-01 00:00:00', TIMESTAMP '2020-01-02 00:00:00')"));
    assertEquals(List.of("2020-05-01 00:00:00", "2020-05-07 00:00:00", "2", "3"),
        row("SELECT FLOOR(TIMESTAMP '2020-05-06 10:11:12' TO MONTH), CEIL(TIMESTAMP '2020-05-06 10:11:12' TO DAY),"
            + " FLOOR(2.7), CEILING(2.1)"));
    assertEquals(List.of("3", "2", "1", "2", "5"), row("SELECT COUNT(*), COUNT(*) FILTER (WHERE x > 1), MIN(x),"
        + " MAX(x), SUM(x) FROM (VALUES (1), (2), (2)) AS v(x)"));
    assertEquals(List.of("2"), row("SELECT RANK() OVER (ORDER BY x) FROM (VALUES (1), (2), (2)) AS v(x)"
        + " ORDER BY 1 DESC FETCH FIRST 1 ROW ONLY"));
    assertEquals(List.of("A", "b", "8.0", "1", "2", "5"),
        row("SELECT UPPER('a'), LOWER('B'), POWER(2, 3), ABS(-1), {fn ABS(-2)}, ELEMENT(ARRAY[5])"));
    assertEquals(List.of("3", "1.5", "10:20:30", "2024-01-15 10:20:30", "2024-01-16"),
        row("SELECT CARDINALITY(ARRAY[1, 2, 3]), CAST(1.5 AS DOUBLE PRECISION), TIME '10:20:30',"
            + " CAST(TIMESTAMP '2024-01-15 10:20:30' AS TIMESTAMP(0)), CAST('2024-01-16' AS DATE)"));
    statement.execute("CREATE TABLE stamped (id INT GENERATED ALWAYS AS IDENTITY, date DATE, at TIMESTAMP(3)"
        + " WITH LOCAL TIME ZONE)");
    statement.execute("INSERT INTO stamped (date, at) VALUES (DATE '2024-01-15', TIMESTAMP '2024-01-15 10:00:00')");
    assertEquals(List.of("1", "2024-01-16"),
        row("SELECT id, date + INTERVAL '1' DAY FROM stamped WHERE date = DATE '2024-01-15' AND at IS NOT NULL"));
  }

  private List<String> row(String sql) throws SQLException {
    try (ResultSet rs = statement.executeQuery(sql)) {
      assertTrue(rs.next(), sql);
      List<String> values = new ArrayList<>();
      for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
        values.add(rs.getString(i));
      }
      return values;
    }
  }
}
