package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Savepoints, through JDBC ({@code setSavepoint}, {@code rollback(Savepoint)}, {@code
 * releaseSavepoint}) and as SQL ({@code SAVEPOINT}, {@code ROLLBACK TO}, {@code RELEASE}), with
 * PostgreSQL's rules; and Spring's nested transactions, which are savepoints.
 */
class SavepointTest extends JdbcTestBase {

  private void createItems() throws SQLException {
    statement.execute("CREATE TABLE item (id INT PRIMARY KEY, name VARCHAR(20))");
  }

  private List<List<Object>> items() throws SQLException {
    return rows("SELECT id, name FROM item ORDER BY id");
  }

  @Test
  void rollbackToSavepointUndoesOnlyWhatCameAfter() throws SQLException {
    createItems();
    assertTrue(connection.getMetaData().supportsSavepoints());
    connection.setAutoCommit(false);
    statement.executeUpdate("INSERT INTO item VALUES (1, 'a')");
    Savepoint sp = connection.setSavepoint();
    statement.executeUpdate("INSERT INTO item VALUES (2, 'b')");
    statement.executeUpdate("UPDATE item SET name = 'changed' WHERE id = 1");
    statement.executeUpdate("DELETE FROM item WHERE id = 1");
    assertEquals(List.of(List.of(2, "b")), items());
    connection.rollback(sp);
    // The transaction reads its state at the savepoint, and goes on from there.
    assertEquals(List.of(List.of(1, "a")), items());
    statement.executeUpdate("INSERT INTO item VALUES (3, 'c')");
    connection.commit();
    try (Connection other = open()) {
      assertEquals(List.of(List.of(1, "a"), List.of(3, "c")),
          rows(other.createStatement().executeQuery("SELECT id, name FROM item ORDER BY id")));
    }
  }

  @Test
  void keysAreCheckedAgainstTheRowsLeftAfterARollbackToASavepoint() throws SQLException {
    createItems();
    connection.setAutoCommit(false);
    statement.executeUpdate("INSERT INTO item VALUES (1, 'a')");
    Savepoint sp = connection.setSavepoint("keys");
    statement.executeUpdate("INSERT INTO item VALUES (2, 'b')");
    connection.rollback(sp);
    // Key 2 is free again, key 1 is still taken.
    statement.executeUpdate("INSERT INTO item VALUES (2, 'b2')");
    SQLException duplicate = assertThrows(SQLException.class,
        () -> statement.executeUpdate("INSERT INTO item VALUES (1, 'again')"));
    assertEquals("23505", duplicate.getSQLState());
    connection.commit();
    assertEquals(List.of(List.of(1, "a"), List.of(2, "b2")), items());
  }

  @Test
  void rollingBackDestroysLaterSavepointsAndKeepsItsOwn() throws SQLException {
    createItems();
    connection.setAutoCommit(false);
    Savepoint first = connection.setSavepoint("first");
    statement.executeUpdate("INSERT INTO item VALUES (1, 'a')");
    Savepoint second = connection.setSavepoint("second");
    statement.executeUpdate("INSERT INTO item VALUES (2, 'b')");
    connection.rollback(first);
    assertEquals(List.of(), items());
    SQLException gone = assertThrows(SQLException.class, () -> connection.rollback(second));
    assertEquals("3B001", gone.getSQLState());
    // The savepoint rolled back to stays, and can be rolled back to again.
    statement.executeUpdate("INSERT INTO item VALUES (3, 'c')");
    connection.rollback(first);
    statement.executeUpdate("INSERT INTO item VALUES (4, 'd')");
    connection.commit();
    assertEquals(List.of(List.of(4, "d")), items());
  }

  @Test
  void releaseDestroysTheSavepointAndLaterOnesKeepingTheWrites() throws SQLException {
    createItems();
    connection.setAutoCommit(false);
    Savepoint first = connection.setSavepoint();
    statement.executeUpdate("INSERT INTO item VALUES (1, 'a')");
    Savepoint second = connection.setSavepoint();
    assertTrue(second.getSavepointId() != first.getSavepointId());
    statement.executeUpdate("INSERT INTO item VALUES (2, 'b')");
    connection.releaseSavepoint(first);
    assertEquals("3B001", assertThrows(SQLException.class, () -> connection.rollback(second)).getSQLState());
    assertEquals("3B001", assertThrows(SQLException.class, () -> connection.rollback(first)).getSQLState());
    connection.commit();
    assertEquals(2, items().size());
    // A commit ends the savepoints with the transaction.
    Savepoint third = connection.setSavepoint("third");
    connection.commit();
    assertEquals("3B001", assertThrows(SQLException.class, () -> connection.releaseSavepoint(third)).getSQLState());
  }

  @Test
  void savepointNamesAndIds() throws SQLException {
    connection.setAutoCommit(false);
    Savepoint named = connection.setSavepoint("Mixed Case");
    assertEquals("Mixed Case", named.getSavepointName());
    assertThrows(SQLException.class, named::getSavepointId);
    Savepoint unnamed = connection.setSavepoint();
    assertTrue(unnamed.getSavepointId() > 0);
    assertThrows(SQLException.class, unnamed::getSavepointName);
    connection.rollback(named);
    connection.rollback();
  }

  @Test
  void savepointsOutsideATransactionAre25P01() throws SQLException {
    assertTrue(connection.getAutoCommit());
    assertEquals("25P01", assertThrows(SQLException.class, () -> connection.setSavepoint()).getSQLState());
    assertEquals("25P01", assertThrows(SQLException.class, () -> connection.setSavepoint("s")).getSQLState());
    for (String sql : List.of("SAVEPOINT s", "ROLLBACK TO SAVEPOINT s", "RELEASE SAVEPOINT s")) {
      SQLException e = assertThrows(SQLException.class, () -> statement.execute(sql), sql);
      assertEquals("25P01", e.getSQLState(), sql);
    }
  }

  @Test
  void savepointStatementsInATransactionBlock() throws SQLException {
    createItems();
    statement.execute("INSERT INTO item VALUES (1, 'a')");
    statement.execute("BEGIN");
    statement.execute("SAVEPOINT s1");
    statement.execute("UPDATE item SET name = 'b' WHERE id = 1");
    statement.execute("SAVEPOINT s2");
    statement.execute("INSERT INTO item VALUES (2, 'x')");
    // Names match ignoring case; the short forms work.
    statement.execute("ROLLBACK TO S2");
    assertEquals(List.of(List.of(1, "b")), items());
    statement.execute("RELEASE s2");
    SQLException unknown = assertThrows(SQLException.class, () -> statement.execute("ROLLBACK TO SAVEPOINT s2"));
    assertEquals("3B001", unknown.getSQLState());
    assertEquals("3B001", assertThrows(SQLException.class, () -> statement.execute("RELEASE nowhere")).getSQLState());
    // A savepoint name may be used again: the newest one is meant.
    statement.execute("SAVEPOINT s1");
    statement.execute("DELETE FROM item");
    statement.execute("ROLLBACK TO SAVEPOINT s1");
    assertEquals(List.of(List.of(1, "b")), items());
    statement.execute("RELEASE SAVEPOINT s1");
    statement.execute("ROLLBACK TO SAVEPOINT s1");
    assertEquals(List.of(List.of(1, "a")), items());
    statement.execute("COMMIT");
    assertEquals(List.of(List.of(1, "a")), items());
    // Auto-commit is back: a savepoint is outside a transaction again.
    assertEquals("25P01", assertThrows(SQLException.class, () -> statement.execute("SAVEPOINT s3")).getSQLState());
  }

  @Test
  void quotedSavepointNamesTooMatchIgnoringCase() throws SQLException {
    connection.setAutoCommit(false);
    try (Statement s = connection.createStatement()) {
      s.execute("SAVEPOINT \"Sp\"");
      s.execute("ROLLBACK TO sp");
      s.execute("RELEASE \"SP\"");
      assertEquals("3B001", assertThrows(SQLException.class, () -> s.execute("ROLLBACK TO sp")).getSQLState());
    }
    connection.rollback();
  }

  @Test
  void aSavepointOfAnotherConnectionIsRefused() throws SQLException {
    try (Connection other = open()) {
      other.setAutoCommit(false);
      Savepoint theirs = other.setSavepoint("theirs");
      connection.setAutoCommit(false);
      connection.setSavepoint("theirs");
      assertThrows(SQLException.class, () -> connection.rollback(theirs));
      other.rollback(theirs);
      other.rollback();
    }
    connection.rollback();
  }

  @Test
  void springNestedTransactionsRollBackToTheirSavepoint() throws SQLException {
    createItems();
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(target.url());
    config.setConnectionInitSql("USE " + database);
    config.setMaximumPoolSize(2);
    try (HikariDataSource dataSource = new HikariDataSource(config)) {
      JdbcTemplate jdbc = new JdbcTemplate(dataSource);
      DataSourceTransactionManager manager = new DataSourceTransactionManager(dataSource);
      TransactionTemplate outer = new TransactionTemplate(manager);
      TransactionTemplate nested = new TransactionTemplate(manager);
      nested.setPropagationBehavior(TransactionDefinition.PROPAGATION_NESTED);
      outer.executeWithoutResult(status -> {
        jdbc.update("INSERT INTO item VALUES (1, 'outer')");
        try {
          nested.executeWithoutResult(inner -> {
            jdbc.update("INSERT INTO item VALUES (2, 'nested, undone')");
            throw new IllegalStateException("the nested work fails");
          });
        } catch (IllegalStateException expected) {
          // the nested transaction rolled back to its savepoint; the outer one goes on
        }
        nested.executeWithoutResult(inner -> jdbc.update("INSERT INTO item VALUES (3, 'nested, kept')"));
      });
      assertEquals(List.of(List.of(1, "outer"), List.of(3, "nested, kept")), items());
    }
  }
}
