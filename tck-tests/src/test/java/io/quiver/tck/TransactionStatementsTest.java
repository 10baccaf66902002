package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Transaction control, TRUNCATE and schemas written as SQL, as scripts, shells and tools send
 * them: BEGIN / START TRANSACTION / COMMIT / END / ROLLBACK under auto-commit (PostgreSQL's
 * transaction block), READ ONLY, TRUNCATE with foreign keys and identities, CREATE SCHEMA, SET
 * search_path and CREATE TEMP TABLE. Each is checked against what a second connection sees.
 */
class TransactionStatementsTest extends JdbcTestBase {
  private Connection other;

  @BeforeEach
  void createTable() throws SQLException {
    statement.execute("CREATE TABLE t (id INT PRIMARY KEY, v VARCHAR(10))");
    other = open();
  }

  @AfterEach
  void closeOther() throws SQLException {
    other.close();
  }

  private long count(Connection c, String table) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private void assertState(String state, String sql) {
    SQLException e = assertThrows(SQLException.class, () -> statement.execute(sql), sql);
    assertEquals(state, e.getSQLState(), e.getMessage());
  }

  private static final List<String> BEGINS = List.of("BEGIN", "begin work", "BEGIN TRANSACTION", "START TRANSACTION",
      "START TRANSACTION ISOLATION LEVEL REPEATABLE READ", "BEGIN ISOLATION LEVEL READ COMMITTED, READ WRITE",
      "START TRANSACTION READ WRITE", "BEGIN IMMEDIATE TRANSACTION", "BEGIN DEFERRED", "BEGIN EXCLUSIVE");
  private static final List<String> COMMITS = List.of("COMMIT", "commit work", "COMMIT TRANSACTION", "END",
      "END TRANSACTION");
  private static final List<String> ROLLBACKS = List.of("ROLLBACK", "rollback work", "ROLLBACK TRANSACTION");

  @Test
  void aBlockBegunUnderAutoCommitIsInvisibleUntilCommitThenAutoCommitResumes() throws SQLException {
    int id = 0;
    for (String begin : BEGINS) {
      String commit = COMMITS.get(id % COMMITS.size());
      statement.execute(begin);
      // Ad-hoc statements of one shape (the second and third take the literal fast path) and a
      // prepared one all join the block.
      for (int i = 0; i < 3; i++) {
        statement.execute("INSERT INTO t VALUES (" + (++id) + ", 'a')");
      }
      try (PreparedStatement ps = connection.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
        ps.setInt(1, ++id);
        ps.setString(2, "p");
        ps.executeUpdate();
      }
      statement.executeUpdate("UPDATE t SET v = 'u' WHERE id = " + id);
      assertEquals(id, count(connection, "t"), begin);
      assertEquals(id - 4, count(other, "t"), begin + ": another session sees nothing before " + commit);
      statement.execute(commit);
      assertEquals(id, count(other, "t"), begin + " ... " + commit);
      // Auto-commit again: the next statement is visible at once.
      statement.execute("INSERT INTO t VALUES (" + (++id) + ", 'b')");
      assertEquals(id, count(other, "t"), "after " + commit);
      assertTrue(connection.getAutoCommit());
    }
  }

  @Test
  void rollbackUndoesTheBlockWholeAndTheDataIsAsBefore() throws SQLException {
    statement.execute("INSERT INTO t VALUES (1, 'keep')");
    for (String rollback : ROLLBACKS) {
      statement.execute("BEGIN");
      statement.execute("INSERT INTO t VALUES (2, 'x')");
      statement.execute("UPDATE t SET v = 'changed' WHERE id = 1");
      statement.execute("DELETE FROM t WHERE id = 1");
      statement.execute(rollback);
      assertEquals(List.of(row(1, "keep")), rows("SELECT id, v FROM t"), rollback);
      // Auto-commit again.
      statement.execute("INSERT INTO t VALUES (3, 'y')");
      assertEquals(2, count(other, "t"));
      statement.execute("DELETE FROM t WHERE id = 3");
    }
  }

  @Test
  void beginInsideATransactionAndCommitOutsideOneChangeNothing() throws SQLException {
    statement.execute("COMMIT");
    statement.execute("ROLLBACK");
    connection.setAutoCommit(false);
    statement.execute("INSERT INTO t VALUES (1, 'a')");
    statement.execute("BEGIN");
    assertEquals(0, count(other, "t"));
    // SQL COMMIT ends a transaction JDBC began, as Connection.commit() would.
    statement.execute("COMMIT");
    assertEquals(1, count(other, "t"));
    statement.execute("INSERT INTO t VALUES (2, 'b')");
    assertEquals(1, count(other, "t"), "auto-commit stays off");
    statement.execute("ROLLBACK");
    assertEquals(1, count(connection, "t"));
    connection.setAutoCommit(true);
  }

  @Test
  void aReadOnlyTransactionReadsAndRefusesEveryWrite() throws SQLException {
    statement.execute("INSERT INTO t VALUES (1, 'a')");
    statement.execute("INSERT INTO t VALUES (2, 'a')");
    statement.execute("START TRANSACTION READ ONLY");
    assertEquals(2, count(connection, "t"));
    for (String write : List.of("INSERT INTO t VALUES (3, 'a')", "INSERT INTO t VALUES (4, 'a')",
        "UPDATE t SET v = 'x'", "DELETE FROM t WHERE id = 1", "TRUNCATE t", "CREATE TABLE u (a INT)",
        "MERGE INTO t USING (VALUES (9)) s(k) ON t.id = s.k WHEN NOT MATCHED THEN INSERT VALUES (s.k, 'm')",
        "SELECT * FROM t FOR UPDATE")) {
      assertState("25006", write);
    }
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO t VALUES (?, 'p')")) {
      ps.setInt(1, 5);
      SQLException e = assertThrows(SQLException.class, ps::executeUpdate);
      assertEquals("25006", e.getSQLState(), e.getMessage());
      ps.setInt(1, 6);
      ps.addBatch();
      SQLException batch = assertThrows(SQLException.class, ps::executeBatch);
      assertEquals("25006", batch.getSQLState(), batch.getMessage());
    }
    assertEquals(List.of(row(1, "a"), row(2, "a")), rows("SELECT id, v FROM t ORDER BY id"));
    statement.execute("COMMIT");
    statement.execute("INSERT INTO t VALUES (3, 'a')");
    assertEquals(3, count(other, "t"));
  }

  @Test
  void serializableIsRefusedByNameAndSavepointsNeedATransaction() throws SQLException {
    for (String sql : List.of("BEGIN ISOLATION LEVEL SERIALIZABLE", "START TRANSACTION ISOLATION LEVEL SERIALIZABLE",
        "SAVEPOINT s1", "RELEASE SAVEPOINT s1", "RELEASE s1", "ROLLBACK TO SAVEPOINT s1", "ROLLBACK TO s1")) {
      SQLException e = assertThrows(SQLException.class, () -> statement.execute(sql), sql);
      assertEquals(sql.contains("SERIALIZABLE") ? "0A000" : "25P01", e.getSQLState(), sql);
      assertTrue(e.getMessage().contains(sql.contains("SERIALIZABLE") ? "SERIALIZABLE" : "SAVEPOINT"), e.getMessage());
    }
    // Nothing was begun by the refused statements: auto-commit is on.
    statement.execute("INSERT INTO t VALUES (1, 'a')");
    assertEquals(1, count(other, "t"));
  }

  @Test
  void truncateEmptiesTablesInTheTransaction() throws SQLException {
    statement.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
    statement.execute("BEGIN");
    assertEquals(0, statement.executeUpdate("TRUNCATE TABLE t"));
    assertEquals(0, count(connection, "t"));
    assertEquals(2, count(other, "t"));
    statement.execute("ROLLBACK");
    assertEquals(2, count(connection, "t"));
    statement.execute("TRUNCATE t");
    assertEquals(0, count(other, "t"));
    // The key is free again.
    statement.execute("INSERT INTO t VALUES (1, 'again')");
    assertState("42P01", "TRUNCATE nope");
  }

  @Test
  void truncateKeepsForeignKeysTrue() throws SQLException {
    statement.execute("CREATE TABLE parent (id INT PRIMARY KEY)");
    statement.execute("CREATE TABLE child (id INT, pid INT REFERENCES parent (id))");
    statement.execute("CREATE TABLE grandchild (id INT, cid INT, pid INT REFERENCES parent (id))");
    statement.execute("INSERT INTO parent VALUES (1), (2)");
    statement.execute("INSERT INTO child VALUES (10, 1)");
    statement.execute("INSERT INTO grandchild VALUES (100, 10, 2)");
    // A referenced row stays while another table references it; nothing changed.
    assertState("23503", "TRUNCATE parent");
    assertEquals(2, count(connection, "parent"));
    // Inside a block the failed statement is undone whole: child, emptied first, has its row back.
    statement.execute("BEGIN");
    assertState("23503", "TRUNCATE parent, child");
    assertEquals(1, count(connection, "child"));
    statement.execute("COMMIT");
    assertEquals(1, count(other, "child"));
    // Named together, referencing tables are emptied first, whatever the order written.
    statement.execute("TRUNCATE TABLE parent, child, grandchild RESTRICT");
    assertEquals(List.of(row(0L, 0L, 0L)),
        rows("SELECT (SELECT COUNT(*) FROM parent), (SELECT COUNT(*) FROM child), (SELECT COUNT(*) FROM grandchild)"));
    statement.execute("INSERT INTO parent VALUES (1), (2)");
    statement.execute("INSERT INTO child VALUES (10, 1)");
    statement.execute("INSERT INTO grandchild VALUES (100, 10, 2)");
    // CASCADE empties every table whose keys reach the named one.
    statement.execute("TRUNCATE parent CASCADE");
    assertEquals(List.of(row(0L, 0L, 0L)),
        rows("SELECT (SELECT COUNT(*) FROM parent), (SELECT COUNT(*) FROM child), (SELECT COUNT(*) FROM grandchild)"));
  }

  @Test
  void truncateRestartIdentityNumbersFromTheStartAgain() throws SQLException {
    statement.execute("CREATE TABLE numbered (id INT GENERATED BY DEFAULT AS IDENTITY (START WITH 5), v INT)");
    statement.execute("INSERT INTO numbered (v) VALUES (1), (2), (3)");
    statement.execute("TRUNCATE numbered CONTINUE IDENTITY");
    statement.execute("INSERT INTO numbered (v) VALUES (4)");
    assertEquals(List.of(row(8)), rows("SELECT id FROM numbered"));
    statement.execute("TRUNCATE TABLE numbered RESTART IDENTITY");
    statement.execute("INSERT INTO numbered (v) VALUES (5), (6)");
    assertEquals(List.of(row(5), row(6)), rows("SELECT id FROM numbered ORDER BY id"));
  }

  @Test
  void schemasAreDatabasesAndSearchPathChoosesTheCurrentOne() throws SQLException {
    String schema = database + "_app";
    statement.execute("CREATE SCHEMA " + schema);
    statement.execute("CREATE SCHEMA IF NOT EXISTS " + schema);
    assertState("42P06", "CREATE SCHEMA " + schema);
    statement.execute("CREATE TABLE " + schema + ".x (i INT)");
    // The first listed schema that exists becomes current; "$user" and missing ones are passed over.
    statement.execute("SET search_path TO \"$user\", nope, " + schema + ", public");
    statement.execute("INSERT INTO x VALUES (5)");
    assertEquals(List.of(row(5)), rows("SELECT * FROM x"));
    assertEquals(schema, connection.getSchema());
    statement.execute("SET search_path = " + database);
    assertEquals(database, connection.getSchema());
    statement.execute("SET search_path TO '" + schema + "'");
    assertEquals(schema, connection.getSchema());
    statement.execute("SET SCHEMA " + database);
    assertEquals(database, connection.getSchema());
    // SET SCHEMA names one schema, which must exist (3F000 as in the standard).
    assertState("3F000", "SET SCHEMA 'nope'");
    assertEquals(database, connection.getSchema());
    statement.execute("DROP SCHEMA " + schema + " CASCADE");
    statement.execute("DROP SCHEMA IF EXISTS " + schema);
    // Other SET statements keep their meaning.
    statement.execute("SET statement_timeout = 0");
  }

  @Test
  void aTempTableIsPrivateToItsSession() throws SQLException {
    statement.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
    statement.execute("CREATE TEMP TABLE scratch AS SELECT id FROM t WHERE id > 1");
    assertEquals(List.of(row(2)), rows("SELECT * FROM scratch"));
    try (Statement s = other.createStatement()) {
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("SELECT * FROM scratch"));
      assertEquals("42P01", e.getSQLState());
    }
    statement.execute("CREATE TEMP TABLE typed (a INT, b VARCHAR(3))");
    statement.execute("INSERT INTO typed VALUES (1, 'x')");
    assertEquals(1, count(connection, "typed"));
  }

  private static List<Object> row(Object... values) {
    return Arrays.asList(values);
  }
}
