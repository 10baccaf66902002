package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A query over {@code table.exec.resource.query-memory} fails with SQLSTATE 53200 naming the
 * limit, and the connection goes on: the next query runs, and so does the same one under a
 * larger limit.
 */
class MemoryLimitTest extends JdbcTestBase {
  @BeforeEach
  void rows() throws SQLException {
    statement.execute("CREATE TABLE t (k BIGINT NOT NULL, v BIGINT NOT NULL)");
    statement.execute("INSERT INTO t VALUES (0, 1), (1, 2), (2, 3), (3, 4)");
    // 65,536 rows with distinct keys.
    for (int i = 0; i < 14; i++) {
      statement.execute("INSERT INTO t SELECT k + (SELECT COUNT(*) FROM t), v FROM t");
    }
  }

  @Test
  void aggregationOverTheQueryLimitFailsWith53200AndTheConnectionGoesOn() throws SQLException {
    statement.execute("SET 'table.exec.resource.query-memory' = '512 kb'");
    SQLException e = assertThrows(SQLException.class, () -> rows("SELECT k, SUM(v) FROM t GROUP BY k"));
    assertEquals("53200", e.getSQLState(), e.getMessage());
    assertTrue(e.getMessage().contains("512 KB (table.exec.resource.query-memory)"), e.getMessage());
    assertEquals(List.of(List.of(65536L)), rows("SELECT COUNT(*) FROM t"));
    statement.execute("SET 'table.exec.resource.query-memory' = '256 mb'");
    assertEquals(65536, rows("SELECT k, SUM(v) FROM t GROUP BY k").size());
  }

  @Test
  void joinOverTheQueryLimitFailsWith53200() throws SQLException {
    statement.execute("SET 'table.exec.resource.query-memory' = '512 kb'");
    SQLException e = assertThrows(SQLException.class,
        () -> rows("SELECT COUNT(*) FROM t a JOIN t b ON a.k = b.k"));
    assertEquals("53200", e.getSQLState(), e.getMessage());
    statement.execute("RESET 'table.exec.resource.query-memory'");
    assertEquals(List.of(List.of(65536L)), rows("SELECT COUNT(*) FROM t a JOIN t b ON a.k = b.k"));
  }

  @Test
  void aSizeThatIsNotOneIsRefused() {
    SQLException e = assertThrows(SQLException.class,
        () -> statement.execute("SET 'table.exec.resource.query-memory' = 'lots'"));
    assertTrue(e.getMessage().contains("table.exec.resource.query-memory"), e.getMessage());
  }
}
