package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Constructs PostgreSQL and DuckDB users write on first contact, in the standard dialect, each
 * compared with DuckDB over generated rows: {@code SELECT DISTINCT ON}, {@code UPDATE} and
 * {@code DELETE ... RETURNING} (and RETURNING expressions), {@code CREATE TABLE ... AS ... WITH
 * NO DATA}, an untyped string literal in arithmetic ({@code 1 + '2'}), {@code percentile_disc} over
 * text, {@code mode() WITHIN GROUP}, {@code arg_max}/{@code arg_min}/{@code max_by}/{@code min_by},
 * and {@code no} as a column name.
 */
class PostgresConstructsTest extends JdbcTestBase {
  private Connection duckdb;

  @BeforeEach
  void load() throws SQLException {
    duckdb = DriverManager.getConnection("jdbc:duckdb:");
    try (Statement s = duckdb.createStatement()) {
      // PostgreSQL's (and the standard dialect's) NULLs: greater than every value.
      s.execute("SET default_null_order = 'nulls_last_on_asc_first_on_desc'");
    }
    for (Connection c : List.of(connection, duckdb)) {
      try (Statement s = c.createStatement()) {
        s.execute("CREATE TABLE s (id INT PRIMARY KEY, g INT, name VARCHAR(8), v DOUBLE, d DECIMAL(9, 2))");
      }
    }
    Random random = new Random(1206);
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      order.add(i);
    }
    Collections.shuffle(order, random);   // v distinct, so that every "first" and "greatest" is one row
    for (Connection c : List.of(connection, duckdb)) {
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO s VALUES (?, ?, ?, ?, ?)")) {
        Random values = new Random(7);
        for (int id = 0; id < 300; id++) {
          insert.setInt(1, id);
          insert.setInt(2, values.nextInt(9));
          insert.setString(3, values.nextInt(10) == 0 ? null : "n" + values.nextInt(12));
          insert.setObject(4, values.nextInt(15) == 0 ? null : order.get(id) * 0.5 - 40);
          insert.setBigDecimal(5, BigDecimal.valueOf(values.nextInt(200000) - 50000, 2));
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

  private List<List<Object>> duck(String sql) throws SQLException {
    try (Statement s = duckdb.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      return rows(rs);
    }
  }

  private void same(String sql) throws SQLException {
    same(sql, sql);
  }

  /** The same rows in the same order, numbers compared as doubles. */
  private void same(String quiverSql, String duckdbSql) throws SQLException {
    assertSameRows(duck(duckdbSql), rows(quiverSql), quiverSql);
  }

  private static void assertSameRows(List<List<Object>> expected, List<List<Object>> actual, String what) {
    assertEquals(expected.size(), actual.size(), what + ": " + expected + " vs " + actual);
    for (int r = 0; r < expected.size(); r++) {
      assertEquals(expected.get(r).size(), actual.get(r).size(), what);
      for (int c = 0; c < expected.get(r).size(); c++) {
        Object e = expected.get(r).get(c);
        Object a = actual.get(r).get(c);
        String where = what + " row " + r + ": " + expected.get(r) + " vs " + actual.get(r);
        if (e instanceof Number en && a instanceof Number an) {
          assertEquals(en.doubleValue(), an.doubleValue(), Math.abs(en.doubleValue()) * 1e-12, where);
        } else {
          assertEquals(e, a, where);
        }
      }
    }
  }

  /** Rows in an order of their own, for results whose order SQL leaves open (RETURNING). */
  private static List<List<Object>> sorted(List<List<Object>> rows) {
    List<List<Object>> copy = new ArrayList<>(rows);
    copy.sort(Comparator.comparing(Object::toString));
    return copy;
  }

  @Test
  void distinctOnKeepsTheFirstRowOfEachGroupInTheQuerysOrder() throws SQLException {
    same("SELECT DISTINCT ON (g) g, id, name, v FROM s ORDER BY g, v DESC");
    same("SELECT DISTINCT ON (g, name) * FROM s ORDER BY g, name NULLS FIRST, id");
    same("SELECT DISTINCT ON (g % 3) g % 3 AS k, id FROM s WHERE v > 0 ORDER BY g % 3, v");
    same("SELECT DISTINCT ON (g) g, name FROM s ORDER BY g, v NULLS FIRST LIMIT 4 OFFSET 2");
    same("SELECT DISTINCT ON (g) g, COUNT(*) AS n FROM s GROUP BY g, name ORDER BY g, n DESC, name NULLS LAST");
    same("SELECT * FROM (SELECT DISTINCT ON (g) g, id FROM s ORDER BY g, id DESC) t ORDER BY id");
    // An alias or a position of the select list, as PostgreSQL reads them (DuckDB's text spells the expressions).
    same("SELECT DISTINCT ON (grp) g AS grp, id FROM s ORDER BY grp, 2 DESC",
        "SELECT DISTINCT ON (g) g AS grp, id FROM s ORDER BY g, id DESC");
    same("SELECT DISTINCT ON (1) g, v FROM s WHERE v IS NOT NULL ORDER BY 1, 2",
        "SELECT DISTINCT ON (g) g, v FROM s WHERE v IS NOT NULL ORDER BY g, v");
  }

  @Test
  void distinctOnIsRefusedByTheDefaultDialect() throws SQLException {
    statement.execute("SET 'table.sql-dialect' = 'default'");
    SQLException e = assertThrows(SQLException.class, () -> rows("SELECT DISTINCT ON (g) g, id FROM s ORDER BY g, id"));
    assertEquals("0A000", e.getSQLState(), e.toString());
  }

  @Test
  void updateAndDeleteReturnTheirRowsLikeDuckDb() throws SQLException {
    String update = "UPDATE s SET v = v * 2, name = upper(name) WHERE g = 3 RETURNING id, v, name, v + d AS total";
    assertSameRows(sorted(duck(update)), sorted(rows(update)), update);
    String aliased = "UPDATE s AS x SET d = x.d + 1 WHERE x.id < 40 RETURNING x.id, x.d, length(x.name)";
    assertSameRows(sorted(duck(aliased)), sorted(rows(aliased)), aliased);
    String delete = "DELETE FROM s WHERE g = 4 OR v < -30 RETURNING *";
    assertSameRows(sorted(duck(delete)), sorted(rows(delete)), delete);
    String none = "DELETE FROM s WHERE id < 0 RETURNING id";
    assertSameRows(duck(none), rows(none), none);
    String insert = "INSERT INTO s VALUES (1000, 1, 'new', 2.5, 10.25), (1001, 2, NULL, NULL, -1)"
        + " RETURNING id * 2 AS twice, coalesce(lower(name), '-'), d / 4, v IS NULL";
    assertSameRows(sorted(duck(insert)), sorted(rows(insert)), insert);
    same("SELECT * FROM s ORDER BY id");
  }

  @Test
  void returningIsPreparedWithItsColumnsAndFailsWithNothingWritten() throws SQLException {
    try (PreparedStatement update = connection.prepareStatement("UPDATE s SET v = ? WHERE id = ? RETURNING id, v * 10")) {
      ResultSetMetaData meta = update.getMetaData();
      assertEquals(2, meta.getColumnCount());
      assertEquals("id", meta.getColumnLabel(1).toLowerCase());
      for (int id = 5; id < 8; id++) {
        update.setDouble(1, id + 0.5);
        update.setInt(2, id);
        try (ResultSet rs = update.executeQuery()) {
          assertEquals(List.of(List.of(id, (id + 0.5) * 10)), rows(rs));
        }
      }
    }
    List<List<Object>> before = rows("SELECT * FROM s ORDER BY id");
    SQLException duplicate = assertThrows(SQLException.class, () -> rows("UPDATE s SET id = 1 WHERE id = 2 RETURNING id"));
    assertEquals("23505", duplicate.getSQLState());
    SQLException division = assertThrows(SQLException.class, () -> rows("DELETE FROM s WHERE g = 1 RETURNING id / 0"));
    assertEquals("22012", division.getSQLState());
    SQLException subquery = assertThrows(SQLException.class,
        () -> rows("DELETE FROM s WHERE g = 1 RETURNING (SELECT COUNT(*) FROM s)"));
    assertEquals("0A000", subquery.getSQLState());
    assertEquals(before, rows("SELECT * FROM s ORDER BY id"));
  }

  @Test
  void createTableAsWithNoDataTakesTheColumnsOnly() throws SQLException {
    statement.execute("CREATE TABLE empty_copy AS SELECT id, name, v * 2 AS w FROM s WHERE g > 2 WITH NO DATA");
    assertEquals(List.of(List.of(0L)), rows("SELECT COUNT(*) FROM empty_copy"));
    try (ResultSet rs = statement.executeQuery("SELECT * FROM empty_copy")) {
      ResultSetMetaData meta = rs.getMetaData();
      assertEquals(List.of("id", "name", "w"), List.of(meta.getColumnLabel(1), meta.getColumnLabel(2), meta.getColumnLabel(3)));
      assertEquals(List.of(java.sql.Types.INTEGER, java.sql.Types.VARCHAR, java.sql.Types.DOUBLE),
          List.of(meta.getColumnType(1), meta.getColumnType(2), meta.getColumnType(3)));
    }
    statement.execute("CREATE TABLE full_copy AS SELECT id, name FROM s WHERE g > 2 WITH DATA");
    same("SELECT COUNT(*), MIN(id), MAX(id) FROM full_copy", "SELECT COUNT(*), MIN(id), MAX(id) FROM s WHERE g > 2");
  }

  @Test
  void aStringLiteralInArithmeticTakesTheOtherSidesType() throws SQLException {
    // DuckDB refuses INTEGER + STRING_LITERAL (no best candidate): its text spells PostgreSQL's casts.
    same("SELECT id + '2', '10' - g, v + '0.5', d - '1.5', 7 * 1 + '35' FROM s ORDER BY id",
        "SELECT id + 2, 10 - g, v + CAST('0.5' AS DOUBLE), d - 1.5, 7 * 1 + 35 FROM s ORDER BY id");
    same("SELECT 1 + '2', '3' - 1, 1.5 + '2.25'", "SELECT 1 + 2, 3 - 1, 1.5 + 2.25");
    SQLException notANumber = assertThrows(SQLException.class, () -> rows("SELECT 1 + 'x'"));
    assertEquals("22018", notANumber.getSQLState(), notANumber.toString());
    SQLException column = assertThrows(SQLException.class, () -> rows("SELECT name + 1 FROM s"));
    assertEquals("42804", column.getSQLState(), column.toString());
  }

  @Test
  void percentileDiscAndModeOverTextLikeDuckDb() throws SQLException {
    same("SELECT g, percentile_disc(0.5) WITHIN GROUP (ORDER BY name), percentile_disc(0.2) WITHIN GROUP (ORDER BY name DESC),"
        + " percentile_disc(1) WITHIN GROUP (ORDER BY name), COUNT(name) FROM s GROUP BY g ORDER BY g");
    same("SELECT percentile_disc(0.75) WITHIN GROUP (ORDER BY name) FROM s");
    SQLException fraction = assertThrows(SQLException.class,
        () -> rows("SELECT percentile_disc(2) WITHIN GROUP (ORDER BY name) FROM s"));
    assertEquals("42", fraction.getSQLState().substring(0, 2), fraction.toString());
    // DuckDB leaves ties of mode unspecified: the least of the most frequent is computed there in SQL.
    same("SELECT g, mode() WITHIN GROUP (ORDER BY name) FROM s GROUP BY g ORDER BY g",
        "WITH c AS (SELECT g, name, COUNT(*) AS n FROM s WHERE name IS NOT NULL GROUP BY g, name)"
            + " SELECT g, MIN(name) FROM c WHERE n = (SELECT MAX(n) FROM c c2 WHERE c2.g = c.g) GROUP BY g ORDER BY g");
  }

  @Test
  void argMaxAndArgMinLikeDuckDb() throws SQLException {
    same("SELECT g, arg_max(name, v), arg_min(id, v), max_by(d, v), min_by(name, v), arg_max(v, d), COUNT(*), SUM(d)"
        + " FROM s GROUP BY g ORDER BY g");
    same("SELECT arg_max(id, v), arg_min(name, d) FROM s WHERE g > 100");
  }

  @Test
  void noIsAColumnName() throws SQLException {
    statement.execute("CREATE TABLE answers (no INT, yes INT)");
    statement.execute("INSERT INTO answers (no, yes) VALUES (1, 2)");
    assertEquals(List.of(List.of(1, 2)), rows("SELECT no, yes FROM answers WHERE no = 1"));
    assertTrue(rows("SELECT id FROM s FOR NO KEY UPDATE").size() > 0);
  }
}
