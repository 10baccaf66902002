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
}
