package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * {@code WITH RECURSIVE} over generated graphs (cycles, self-loops, unreachable parts) and a
 * generated hierarchy, answered by Quiver and by DuckDB and compared: reachability with UNION
 * (which must end on a cycle), bounded path enumeration with UNION ALL, paths built as strings,
 * recursive CTEs joined with others, and the same statement again with other literals (the plan
 * cache) and as a prepared statement.
 */
class RecursiveQueryTest extends JdbcTestBase {
  private Connection duckdb;

  @BeforeEach
  void load() throws SQLException {
    duckdb = DriverManager.getConnection("jdbc:duckdb:");
    Random random = new Random(20261205);
    List<int[]> edges = new ArrayList<>();
    for (int i = 0; i < 120; i++) {
      edges.add(new int[] {random.nextInt(40), random.nextInt(40)});
    }
    List<int[]> staff = new ArrayList<>();
    for (int id = 1; id <= 60; id++) {
      staff.add(new int[] {id, id == 1 ? 0 : 1 + random.nextInt(id - 1)});
    }
    for (Connection c : List.of(connection, duckdb)) {
      try (Statement s = c.createStatement()) {
        s.execute("CREATE TABLE edges (src INT, dst INT)");
        s.execute("CREATE TABLE staff (id INT, boss INT, name VARCHAR(20))");
      }
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO edges VALUES (?, ?)")) {
        for (int[] edge : edges) {
          insert.setInt(1, edge[0]);
          insert.setInt(2, edge[1]);
          insert.addBatch();
        }
        insert.executeBatch();
      }
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO staff VALUES (?, ?, ?)")) {
        for (int[] person : staff) {
          insert.setInt(1, person[0]);
          if (person[1] == 0) {
            insert.setNull(2, java.sql.Types.INTEGER);
          } else {
            insert.setInt(2, person[1]);
          }
          insert.setString(3, "p" + person[0]);
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

  private void same(String sql) throws SQLException {
    List<List<Object>> expected;
    try (Statement s = duckdb.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      expected = rows(rs);
    }
    List<List<Object>> actual = rows(sql);
    assertEquals(normalize(expected), normalize(actual), sql);
  }

  /** Numbers as longs, so that DuckDB's BIGINT counts and Quiver's compare by value. */
  private static List<List<Object>> normalize(List<List<Object>> rows) {
    List<List<Object>> out = new ArrayList<>();
    for (List<Object> row : rows) {
      List<Object> values = new ArrayList<>();
      for (Object value : row) {
        values.add(value instanceof Number n && !(value instanceof java.math.BigDecimal) ? (Object) n.longValue()
            : value instanceof java.math.BigDecimal d ? d.stripTrailingZeros().toPlainString() : value);
      }
      out.add(values);
    }
    return out;
  }

  @Test
  void reachabilityWithUnionEndsOnCycles() throws SQLException {
    for (int start : new int[] {0, 7, 19, 33}) {
      same("WITH RECURSIVE reach(node) AS (SELECT " + start + " UNION SELECT e.dst FROM edges e JOIN reach r"
          + " ON e.src = r.node) SELECT node FROM reach ORDER BY node");
    }
    same("WITH RECURSIVE reach(a, b) AS (SELECT src, dst FROM edges UNION SELECT r.a, e.dst FROM reach r"
        + " JOIN edges e ON e.src = r.b) SELECT a, COUNT(*) FROM reach GROUP BY a ORDER BY a");
  }

  @Test
  void unionAllEnumeratesBoundedPaths() throws SQLException {
    same("WITH RECURSIVE walk(node, depth) AS (SELECT 3, 0 UNION ALL SELECT e.dst, w.depth + 1 FROM edges e"
        + " JOIN walk w ON e.src = w.node WHERE w.depth < 4) SELECT depth, COUNT(*), SUM(node) FROM walk"
        + " GROUP BY depth ORDER BY depth");
    same("WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 2000)"
        + " SELECT COUNT(*), SUM(n), MIN(n), MAX(n) FROM r");
    same("WITH RECURSIVE fib(a, b, i) AS (SELECT CAST(0 AS BIGINT), CAST(1 AS BIGINT), 1 UNION ALL"
        + " SELECT b, a + b, i + 1 FROM fib WHERE i < 60) SELECT i, a FROM fib ORDER BY i");
  }

  @Test
  void hierarchiesBuildPathsAndLevels() throws SQLException {
    same("WITH RECURSIVE chain(id, path, lvl) AS (SELECT id, CAST(name AS VARCHAR), 1 FROM staff WHERE boss IS NULL"
        + " UNION ALL SELECT s.id, c.path || '/' || s.name, c.lvl + 1 FROM staff s JOIN chain c ON s.boss = c.id)"
        + " SELECT id, path, lvl FROM chain ORDER BY id");
    // The chain of bosses above each person, joined with another CTE and a table.
    same("WITH RECURSIVE up(id, boss, steps) AS (SELECT id, boss, 0 FROM staff UNION ALL"
        + " SELECT u.id, s.boss, u.steps + 1 FROM up u JOIN staff s ON s.id = u.boss WHERE u.boss IS NOT NULL),"
        + " depth AS (SELECT id, MAX(steps) AS d FROM up GROUP BY id)"
        + " SELECT d, COUNT(*) FROM depth JOIN staff USING (id) GROUP BY d ORDER BY d");
  }

  @Test
  void otherLiteralsAndParametersGiveTheirOwnAnswers() throws SQLException {
    same("WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 10) SELECT SUM(n) FROM r");
    same("WITH RECURSIVE r(n) AS (SELECT 5 UNION ALL SELECT n + 2 FROM r WHERE n < 99) SELECT SUM(n) FROM r");
    try (PreparedStatement prepared = connection.prepareStatement(
        "WITH RECURSIVE r(n) AS (SELECT CAST(? AS INT) UNION ALL SELECT n + 1 FROM r WHERE n < ?)"
            + " SELECT COUNT(*) FROM r")) {
      for (int[] bounds : new int[][] {{1, 10}, {3, 3}, {0, 500}}) {
        prepared.setInt(1, bounds[0]);
        prepared.setInt(2, bounds[1]);
        assertEquals(List.of(List.of((long) bounds[1] - bounds[0] + 1)), normalize(rows(prepared.executeQuery())));
      }
    }
  }

  @Test
  void anEndlessRecursionStopsAtItsTimeout() throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.setQueryTimeout(1);
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(
          "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT COUNT(*) FROM r").next());
      assertEquals("57014", e.getSQLState(), e.toString());
    }
    assertTrue(rows("SELECT COUNT(*) FROM edges").get(0).get(0) instanceof Number, "the connection goes on");
  }
}
