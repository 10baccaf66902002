package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The aggregates that need all of a group's values, in the standard dialect: PostgreSQL's
 * {@code PERCENTILE_CONT} and {@code PERCENTILE_DISC ... WITHIN GROUP (ORDER BY x [DESC])}, DuckDB's
 * {@code median}, {@code quantile_cont}, {@code quantile_disc} and {@code mode}, over generated
 * groups (NULLs, single values, empty groups, ties) next to COUNT, SUM and AVG, compared with DuckDB.
 */
class OrderedSetAggregateTest extends JdbcTestBase {
  private Connection duckdb;

  @BeforeEach
  void load() throws SQLException {
    duckdb = DriverManager.getConnection("jdbc:duckdb:");
    Random random = new Random(1205);
    for (Connection c : List.of(connection, duckdb)) {
      try (Statement s = c.createStatement()) {
        s.execute("CREATE TABLE v (g INT, i INT, d DECIMAL(9, 2), x DOUBLE, t VARCHAR(3))");
      }
    }
    List<Object[]> rows = new ArrayList<>();
    for (int k = 0; k < 400; k++) {
      int g = random.nextInt(12);
      boolean empty = g == 11;   // a group of NULLs only
      rows.add(new Object[] {g, empty || random.nextInt(8) == 0 ? null : random.nextInt(50) - 10,
          empty || random.nextInt(8) == 0 ? null : BigDecimal.valueOf(random.nextInt(100000) - 20000, 2),
          empty || random.nextInt(8) == 0 ? null : random.nextGaussian() * 100,
          empty || random.nextInt(8) == 0 ? null : "t" + random.nextInt(6)});
    }
    rows.add(new Object[] {20, 7, BigDecimal.ONE, 1.5, "one"});   // a group of one row
    for (Connection c : List.of(connection, duckdb)) {
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO v VALUES (?, ?, ?, ?, ?)")) {
        for (Object[] row : rows) {
          for (int i = 0; i < row.length; i++) {
            insert.setObject(i + 1, row[i]);
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

  /** The rows of both, numbers compared as doubles within 1e-9 of each other's size. */
  private void same(String sql) throws SQLException {
    same(sql, sql);
  }

  private void same(String quiverSql, String duckdbSql) throws SQLException {
    List<List<Object>> expected;
    try (Statement s = duckdb.createStatement(); ResultSet rs = s.executeQuery(duckdbSql)) {
      expected = rows(rs);
    }
    List<List<Object>> actual = rows(quiverSql);
    assertEquals(expected.size(), actual.size(), quiverSql);
    for (int r = 0; r < expected.size(); r++) {
      for (int c = 0; c < expected.get(r).size(); c++) {
        Object e = expected.get(r).get(c);
        Object a = actual.get(r).get(c);
        String where = quiverSql + " row " + r + " column " + (c + 1) + ": " + expected.get(r) + " vs " + actual.get(r);
        if (e instanceof Number en && a instanceof Number an) {
          double ed = en.doubleValue();
          assertEquals(ed, an.doubleValue(), Math.abs(ed) * 1e-9 + 1e-9, where);
        } else {
          assertEquals(e, a, where);
        }
      }
    }
  }

  @Test
  void percentilesOfEachGroupMatchDuckDb() throws SQLException {
    for (String f : new String[] {"0", "0.1", "0.25", "0.5", "0.9", "1"}) {
      String sql = "SELECT g, percentile_cont(" + f + ") WITHIN GROUP (ORDER BY i), percentile_cont(" + f
          + ") WITHIN GROUP (ORDER BY x DESC), percentile_disc(" + f + ") WITHIN GROUP (ORDER BY d),"
          + " percentile_disc(" + f + ") WITHIN GROUP (ORDER BY i DESC), COUNT(*), SUM(i)"
          + " FROM v GROUP BY g ORDER BY g";
      // DuckDB 1.4 answers fraction 0 over a DESC order with the least value; PostgreSQL (and
      // Quiver) with the first value in that order, the greatest.
      same(sql, !f.equals("0") ? sql : sql.replace("percentile_cont(0) WITHIN GROUP (ORDER BY x DESC)", "MAX(x)")
          .replace("percentile_disc(0) WITHIN GROUP (ORDER BY i DESC)", "MAX(i)"));
    }
    same("SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY d), percentile_disc(0.5) WITHIN GROUP (ORDER BY x)"
        + " FROM v WHERE g < 5");
  }

  @Test
  void duckDbsNamesMatchDuckDb() throws SQLException {
    // DuckDB's median of a DECIMAL is a DECIMAL (314.41 for 314.41 and 314.42); Quiver's, as
    // PostgreSQL's percentile_cont, a DOUBLE (314.415).
    String sql = "SELECT g, median(i), median(x), median(d), quantile_cont(x, 0.3), quantile_disc(i, 0.7), AVG(i),"
        + " AVG(d) FROM v GROUP BY g ORDER BY g";
    same(sql, sql.replace("median(d)", "median(CAST(d AS DOUBLE))"));
    same("SELECT median(i), quantile_disc(d, 0.05) FROM v WHERE g = 11");
  }

  @Test
  void modeIsTheMostFrequentValueAndTheLeastOfTies() throws SQLException {
    // DuckDB leaves ties unspecified: the least of the most frequent is computed there in SQL.
    same("SELECT g, mode(t), mode(i) FROM v GROUP BY g ORDER BY g",
        "WITH ct AS (SELECT g, t, COUNT(*) AS n FROM v WHERE t IS NOT NULL GROUP BY g, t),"
            + " ci AS (SELECT g, i, COUNT(*) AS n FROM v WHERE i IS NOT NULL GROUP BY g, i),"
            + " mt AS (SELECT g, MIN(t) AS t FROM ct WHERE n = (SELECT MAX(n) FROM ct c2 WHERE c2.g = ct.g) GROUP BY g),"
            + " mi AS (SELECT g, MIN(i) AS i FROM ci WHERE n = (SELECT MAX(n) FROM ci c2 WHERE c2.g = ci.g) GROUP BY g)"
            + " SELECT gs.g, mt.t, mi.i FROM (SELECT DISTINCT g FROM v) gs LEFT JOIN mt ON mt.g = gs.g"
            + " LEFT JOIN mi ON mi.g = gs.g ORDER BY gs.g");
  }

  @Test
  void aFractionOutsideZeroToOneIsRefused() {
    SQLException e = assertThrows(SQLException.class,
        () -> rows("SELECT percentile_cont(1.5) WITHIN GROUP (ORDER BY i) FROM v"));
    assertEquals("42", e.getSQLState().substring(0, 2), e.toString());
  }
}
