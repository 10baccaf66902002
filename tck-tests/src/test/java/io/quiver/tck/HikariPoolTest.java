package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** HikariCP pooling connections of the driver: validation, reuse, transactions, concurrent use. */
class HikariPoolTest extends JdbcTestBase {
  private HikariDataSource pool;

  @BeforeEach
  void startPool() throws SQLException {
    statement.execute("CREATE TABLE counter (id INT PRIMARY KEY, n INT)");
    HikariConfig config = new HikariConfig();
    config.setDriverClassName("io.quiver.jdbc.Driver");
    config.setJdbcUrl(target.url());
    config.setConnectionInitSql("USE " + database);
    config.setMaximumPoolSize(3);
    config.setMinimumIdle(1);
    config.setPoolName("quiver-" + target);
    pool = new HikariDataSource(config);
  }

  @AfterEach
  void stopPool() {
    pool.close();
  }

  @Test
  void pooledConnectionsRunStatementsAndAreReused() throws SQLException {
    for (int i = 1; i <= 10; i++) {
      try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
          "INSERT INTO counter VALUES (?, ?)")) {
        p.setInt(1, i);
        p.setInt(2, i * 10);
        assertEquals(1, p.executeUpdate());
      }
    }
    try (Connection c = pool.getConnection(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(n) FROM counter")) {
      assertTrue(rs.next());
      assertEquals(10, rs.getLong(1));
      assertEquals(550, rs.getLong(2));
    }
    assertTrue(pool.getHikariPoolMXBean().getTotalConnections() <= 3);
  }

  @Test
  void transactionRolledBackOnAPooledConnectionLeavesNoTrace() throws SQLException {
    try (Connection c = pool.getConnection()) {
      c.setAutoCommit(false);
      try (Statement s = c.createStatement()) {
        s.executeUpdate("INSERT INTO counter VALUES (1, 1)");
      }
      c.rollback();
    }
    // Hikari resets auto-commit when the connection comes back to the pool.
    try (Connection c = pool.getConnection(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM counter")) {
      assertTrue(c.getAutoCommit());
      assertTrue(rs.next());
      assertEquals(0, rs.getLong(1));
    }
  }

  @Test
  void failuresKeepTheirStateThroughThePool() throws SQLException {
    try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
      s.executeUpdate("INSERT INTO counter VALUES (1, 1)");
      SQLException e = assertThrows(SQLException.class, () -> s.executeUpdate("INSERT INTO counter VALUES (1, 2)"));
      assertEquals("23505", e.getSQLState());
      SQLException parse = assertThrows(SQLException.class, () -> c.prepareStatement("SELEC 1"));
      assertEquals("42601", parse.getSQLState());
    }
    // The connection that saw the failures is still good.
    try (Connection c = pool.getConnection(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT n FROM counter")) {
      assertTrue(rs.next());
      assertEquals(1, rs.getInt(1));
    }
  }

  @Test
  void threadsShareThePool() throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Future<Integer>> results = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int id = t;
        results.add(threads.submit(() -> {
          try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
              "INSERT INTO counter VALUES (?, ?)")) {
            p.setInt(1, id);
            p.setInt(2, id);
            return p.executeUpdate();
          }
        }));
      }
      for (Future<Integer> result : results) {
        assertEquals(1, result.get());
      }
    } finally {
      threads.shutdown();
    }
    try (Connection c = pool.getConnection(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM counter")) {
      assertTrue(rs.next());
      assertEquals(8, rs.getLong(1));
    }
  }
}
