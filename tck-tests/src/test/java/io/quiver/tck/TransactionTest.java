package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Auto-commit, commit, rollback and snapshot isolation between connections of a shared database,
 * embedded and remote.
 */
class TransactionTest extends JdbcTestBase {
  private Connection first;
  private Connection second;

  @BeforeEach
  void connect() throws SQLException {
    first = connection;
    second = open();
    try (Statement s = first.createStatement()) {
      s.execute("CREATE TABLE account (id INT PRIMARY KEY, balance INT NOT NULL)");
      s.execute("INSERT INTO account VALUES (1, 100), (2, 50)");
    }
  }

  @AfterEach
  void close() throws SQLException {
    second.close();
  }

  private static long count(Connection connection, String sql) throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private static int update(Connection connection, String sql) throws SQLException {
    try (Statement s = connection.createStatement()) {
      return s.executeUpdate(sql);
    }
  }

  @Test
  void autoCommitIsOnAndEachStatementIsVisibleAtOnce() throws SQLException {
    assertEquals(true, first.getAutoCommit());
    update(first, "INSERT INTO account VALUES (3, 10)");
    assertEquals(3, count(second, "SELECT COUNT(*) FROM account"));
  }

  @Test
  void uncommittedWritesAreSeenOnlyByTheirConnectionUntilCommit() throws SQLException {
    first.setAutoCommit(false);
    update(first, "INSERT INTO account VALUES (3, 10)");
    update(first, "UPDATE account SET balance = balance - 30 WHERE id = 1");
    assertEquals(3, count(first, "SELECT COUNT(*) FROM account"));
    assertEquals(70, count(first, "SELECT balance FROM account WHERE id = 1"));
    assertEquals(2, count(second, "SELECT COUNT(*) FROM account"));
    assertEquals(100, count(second, "SELECT balance FROM account WHERE id = 1"));
    first.commit();
    assertEquals(3, count(second, "SELECT COUNT(*) FROM account"));
    assertEquals(70, count(second, "SELECT balance FROM account WHERE id = 1"));
  }

  @Test
  void rollbackDiscardsTheTransaction() throws SQLException {
    first.setAutoCommit(false);
    update(first, "DELETE FROM account WHERE id = 2");
    update(first, "INSERT INTO account VALUES (3, 10)");
    first.rollback();
    assertEquals(150, count(first, "SELECT SUM(balance) FROM account"));
    assertEquals(2, count(second, "SELECT COUNT(*) FROM account"));
  }

  @Test
  void aFailedStatementInATransactionKeepsEarlierWrites() throws SQLException {
    first.setAutoCommit(false);
    update(first, "INSERT INTO account VALUES (3, 10)");
    assertEquals("23505", assertThrows(SQLException.class,
        () -> update(first, "INSERT INTO account VALUES (4, 1), (1, 1)")).getSQLState());
    first.commit();
    assertEquals(3, count(second, "SELECT COUNT(*) FROM account"));
  }

  @Test
  void switchingAutoCommitOnCommits() throws SQLException {
    first.setAutoCommit(false);
    update(first, "INSERT INTO account VALUES (3, 10)");
    first.setAutoCommit(true);
    assertEquals(3, count(second, "SELECT COUNT(*) FROM account"));
  }

  @Test
  void aReaderSeesOneSnapshotOfEveryTable() throws SQLException {
    update(first, "CREATE TABLE audit (n INT)");
    second.setAutoCommit(false);
    assertEquals(150, count(second, "SELECT SUM(balance) FROM account"));
    update(first, "UPDATE account SET balance = balance + 1000");
    update(first, "INSERT INTO audit VALUES (1)");
    assertEquals(150, count(second, "SELECT SUM(balance) FROM account"));
    assertEquals(0, count(second, "SELECT COUNT(*) FROM audit"));
    second.commit();
    assertEquals(2150, count(second, "SELECT SUM(balance) FROM account"));
    assertEquals(1, count(second, "SELECT COUNT(*) FROM audit"));
  }

  @Test
  void ofTwoWritersToTheSameRowTheSecondToCommitGets40001() throws SQLException {
    first.setAutoCommit(false);
    second.setAutoCommit(false);
    update(first, "UPDATE account SET balance = balance + 1 WHERE id = 1");
    update(second, "UPDATE account SET balance = balance + 2 WHERE id = 1");
    first.commit();
    SQLException e = assertThrows(SQLException.class, second::commit);
    assertEquals("40001", e.getSQLState());
    assertEquals(101, count(second, "SELECT balance FROM account WHERE id = 1"));
  }

  @Test
  void writersToDifferentRowsBothCommit() throws SQLException {
    first.setAutoCommit(false);
    second.setAutoCommit(false);
    update(first, "UPDATE account SET balance = 1 WHERE id = 1");
    update(second, "UPDATE account SET balance = 2 WHERE id = 2");
    first.commit();
    second.commit();
    assertEquals(3, count(first, "SELECT SUM(balance) FROM account"));
  }

  @Test
  void concurrentInsertsOfTheSameKeyLetOnlyOneCommit() throws SQLException {
    first.setAutoCommit(false);
    second.setAutoCommit(false);
    update(first, "INSERT INTO account VALUES (7, 1)");
    update(second, "INSERT INTO account VALUES (7, 2)");
    first.commit();
    assertEquals("23505", assertThrows(SQLException.class, second::commit).getSQLState());
    assertEquals(1, count(first, "SELECT balance FROM account WHERE id = 7"));
  }

  @Test
  void eightThreadsOfAThousandInsertsLoseNoRows() throws Exception {
    update(first, "CREATE TABLE event (thread INT, n INT)");
    int threads = 8;
    int inserts = 1000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<?>> done = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int thread = t;
      done.add(pool.submit(() -> {
        try (Connection connection = open(); Statement s = connection.createStatement()) {
          for (int i = 0; i < inserts; i++) {
            s.executeUpdate("INSERT INTO event VALUES (" + thread + ", " + i + ")");
          }
        }
        return null;
      }));
    }
    for (Future<?> future : done) {
      future.get();
    }
    pool.shutdown();
    assertFalse(!pool.awaitTermination(10, TimeUnit.SECONDS));
    assertEquals(threads * inserts, count(first, "SELECT COUNT(*) FROM event"));
    assertEquals(threads * (long) inserts * (inserts - 1) / 2, count(first, "SELECT SUM(n) FROM event"));
  }
}
