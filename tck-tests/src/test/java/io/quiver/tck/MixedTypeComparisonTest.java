package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Values of different types compared or combined as clients write them, in both dialects: a
 * string compared with a number (also {@code IN (SELECT ...)}) is read as a number, as PostgreSQL
 * and DuckDB read it, and one that is no number is 22018, not an internal error; a binary literal
 * {@code IN (SELECT ...)}; Flink's {@code CONCAT_WS} over literals.
 */
class MixedTypeComparisonTest extends JdbcTestBase {
  private void createTable(Statement s) throws SQLException {
    s.execute("CREATE TABLE t (i INT, d DECIMAL(5, 2), b VARBINARY(4), s VARCHAR(5))");
    s.execute("INSERT INTO t VALUES (1, 2.50, x'0102', '1'), (2, 3.00, x'ff', 'two')");
  }

  private static List<List<Object>> rowsOf(Statement s, String sql) throws SQLException {
    return rows(s.executeQuery(sql));
  }

  private void check(Statement s) throws SQLException {
    assertEquals(List.of(List.of(true, true, false, true)),
        rowsOf(s, "SELECT '1' IN (SELECT i FROM t), '2.5' IN (SELECT d FROM t), '7' IN (SELECT i FROM t),"
            + " x'0102' IN (SELECT b FROM t) FROM t WHERE i = 1"));
    assertEquals(List.of(List.of(1), List.of(2)), rowsOf(s, "SELECT i FROM t WHERE i = '01' OR '2' = i ORDER BY i"));
    assertEquals(List.of(List.of(2)), rowsOf(s, "SELECT i FROM t WHERE d > '2.75'"));
    for (String sql : List.of("SELECT 'hello' IN (SELECT i FROM t)", "SELECT i FROM t WHERE i = 'hello'",
        "SELECT i FROM t WHERE s = i")) {
      SQLException e = assertThrows(SQLException.class, () -> rowsOf(s, sql), sql);
      assertEquals("22018", e.getSQLState(), e.getMessage());
    }
    assertEquals(List.of(Arrays.asList("a-b", "a-c", null)),
        rowsOf(s, "SELECT CONCAT_WS('-', 'a', 'b'), CONCAT_WS('-', 'a', CAST(NULL AS VARCHAR(3)), 'c'),"
            + " CONCAT_WS(CAST(NULL AS VARCHAR(1)), 'a')"));
  }

  @Test
  void standardDialect() throws SQLException {
    createTable(statement);
    check(statement);
  }

  @Test
  void flinksDialect() throws SQLException {
    try (Connection flink = target.connect(";sql-dialect=default"); Statement s = flink.createStatement()) {
      s.execute("USE " + database);
      createTable(s);
      check(s);
    }
  }
}
