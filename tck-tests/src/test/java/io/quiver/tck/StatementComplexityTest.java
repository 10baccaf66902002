package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Statements deep or wide enough to overflow an ordinary thread's stack in Calcite's parser,
 * validator or converters run (planned on a large stack), and give the right rows; README lists
 * the limits past which a statement fails with 54001.
 */
class StatementComplexityTest extends JdbcTestBase {
  @BeforeEach
  void table() throws SQLException {
    statement.execute("CREATE TABLE t (id INT, d INT)");
    statement.execute("INSERT INTO t VALUES (1, 0), (2, 5), (3, 9)");
  }

  private List<Integer> ids(String sql) throws SQLException {
    List<Integer> ids = new ArrayList<>();
    try (ResultSet rs = statement.executeQuery(sql)) {
      while (rs.next()) {
        ids.add(rs.getInt(1));
      }
    }
    return ids;
  }

  /** The statement of the report: a thousand OR-ed terms that each hold an AND. */
  @Test
  void thousandOredAndTermsRun() throws SQLException {
    StringBuilder sql = new StringBuilder("SELECT id FROM t WHERE ");
    for (int i = 0; i < 1000; i++) {
      sql.append(i > 0 ? " OR " : "").append("(id = ").append(i).append(" AND d < ").append(i + 4).append(')');
    }
    assertEquals(List.of(1, 2), ids(sql + " ORDER BY id"));
  }

  @Test
  void longOrChainRunsPrepared() throws SQLException {
    StringBuilder sql = new StringBuilder("SELECT id FROM t WHERE id = ?");
    for (int i = 0; i < 2000; i++) {
      sql.append(" OR id = ").append(i + 100);
    }
    try (PreparedStatement p = connection.prepareStatement(sql + " ORDER BY id")) {
      p.setInt(1, 3);
      try (ResultSet rs = p.executeQuery()) {
        assertEquals(true, rs.next());
        assertEquals(3, rs.getInt(1));
        assertEquals(false, rs.next());
      }
    }
  }

  @Test
  void threeHundredNestedParenthesesRun() throws SQLException {
    StringBuilder sql = new StringBuilder("SELECT ");
    sql.append("(id + ".repeat(300)).append('0').append(")".repeat(300)).append(" FROM t ORDER BY 1");
    assertEquals(List.of(300, 600, 900), ids(sql.toString()));
  }

  @Test
  void threeHundredNestedSubqueriesRun() throws SQLException {
    StringBuilder sql = new StringBuilder("SELECT id FROM ");
    sql.append("(SELECT id FROM ".repeat(300)).append('t');
    for (int i = 0; i < 300; i++) {
      sql.append(") s").append(i);
    }
    assertEquals(List.of(1, 2, 3), ids(sql + " ORDER BY id"));
  }

  @Test
  void wideSelectRuns() throws SQLException {
    StringBuilder sql = new StringBuilder("SELECT id");
    for (int i = 0; i < 1000; i++) {
      sql.append(", id + ").append(i).append(" AS c").append(i);
    }
    try (ResultSet rs = statement.executeQuery(sql + " FROM t WHERE id = 2")) {
      assertEquals(1001, rs.getMetaData().getColumnCount());
      assertEquals(true, rs.next());
      assertEquals(2 + 999, rs.getInt(1001));
    }
  }

  /** A balanced tree of AND and OR, 4,096 leaves and 12 levels deep, as query builders nest them. */
  @Test
  void balancedAndOrTreeRuns() throws SQLException {
    assertEquals(List.of(2, 3), ids("SELECT id FROM t WHERE " + tree(0, 4096, 0) + " ORDER BY id"));
  }

  /** Leaves {@code from..to-1}: leaf i is {@code id = i}, or 'never' for i outside 2..3; levels alternate OR and AND. */
  private static String tree(int from, int to, int level) {
    if (to - from == 1) {
      return from == 2 || from == 3 ? "(id = " + from + ")" : "(d = " + (100 + from) + ")";
    }
    int mid = (from + to) / 2;
    // OR at every level: the tree stays true exactly for ids 2 and 3; an AND with TRUE at odd levels.
    String or = "(" + tree(from, mid, level + 1) + " OR " + tree(mid, to, level + 1) + ")";
    return level % 2 == 1 ? "(" + or + " AND d >= 0)" : or;
  }

  /** Past README's limit of nesting, the statement fails with 54001 before it is planned. */
  @Test
  void nestingPastTheLimitIs54001() {
    String sql = "SELECT " + "(".repeat(2_500) + "id" + ")".repeat(2_500) + " FROM t";
    SQLException e = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class, () -> ids(sql));
    assertEquals("54001", e.getSQLState());
    org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("too complex"), e.getMessage());
  }

  @Test
  void fiveThousandColumnSelectRuns() throws SQLException {
    StringBuilder sql = new StringBuilder("SELECT id");
    for (int i = 0; i < 5000; i++) {
      sql.append(", id * ").append(i).append(" AS c").append(i);
    }
    try (ResultSet rs = statement.executeQuery(sql + " FROM t WHERE id = 3")) {
      assertEquals(5001, rs.getMetaData().getColumnCount());
      assertEquals("c4999", rs.getMetaData().getColumnLabel(5001));
      assertEquals(true, rs.next());
      assertEquals(3 * 4999, rs.getInt(5001));
      assertEquals(3 * 2500, rs.getInt("c2500"));
    }
  }
}
