package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Errors a person can act on: each carries its SQLSTATE wherever it is raised (prepareStatement,
 * executeBatch, DatabaseMetaData), and a parse error says what was found where.
 */
class ErrorReportingTest extends JdbcTestBase {
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "SELEC id FROM t|42601|Encountered \"SELEC\" at line 1, column 1",
      "CREAT TABLE u (a INT)|42601|Encountered \"CREAT\" at line 1, column 1",
      "SELECT id FROMM t|42601|at line 1, column 17",
      "SELECT id FROM t WHERE|42601|at line 1, column 22",
      "SELECT nope FROM t|42703|line 1, column 8",
      "SELECT id FROM missing|42P01|line 1, column 16",
      "SELECT id + TRUE FROM t WHERE id = ?|42|line 1"})
  void prepareStatementFailuresCarryTheirStateAndPosition(String sql, String state, String where) throws SQLException {
    statement.execute("CREATE TABLE t (id INT)");
    SQLException e = assertThrows(SQLException.class, () -> connection.prepareStatement(sql).close());
    assertNotNull(e.getSQLState(), e.getMessage());
    assertTrue(e.getSQLState().startsWith(state), e.getSQLState() + " " + e.getMessage());
    assertTrue(e.getMessage().contains(where), e.getMessage());
    // The same failure through a plain Statement.
    SQLException direct = assertThrows(SQLException.class, () -> statement.executeQuery(sql).close());
    assertEquals(e.getSQLState(), direct.getSQLState(), direct.getMessage());
  }

  @Test
  void misspeltFirstKeywordSuggestsTheKeyword() {
    SQLException e = assertThrows(SQLException.class, () -> statement.execute("\n  SELEC 1"));
    assertEquals("42601", e.getSQLState());
    assertTrue(e.getMessage().contains("\"SELEC\" at line 2, column 3") && e.getMessage().contains("SELECT"),
        e.getMessage());
  }

  @Test
  void emptyStatementIsASyntaxError() {
    SQLException e = assertThrows(SQLException.class, () -> statement.execute("  "));
    assertEquals("42601", e.getSQLState(), e.getMessage());
  }

  @Test
  void preparedBatchFailureIsABatchUpdateExceptionWithItsState() throws SQLException {
    statement.execute("CREATE TABLE k (id INT PRIMARY KEY, v VARCHAR(3))");
    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO k VALUES (?, ?)")) {
      for (int id : new int[] {1, 2, 1}) {
        insert.setInt(1, id);
        insert.setString(2, "v");
        insert.addBatch();
      }
      BatchUpdateException e = assertThrows(BatchUpdateException.class, insert::executeBatch);
      assertEquals("23505", e.getSQLState(), e.getMessage());
    }
    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO k VALUES (?, ?)")) {
      insert.setInt(1, 10);
      insert.setString(2, "toolong");
      insert.addBatch();
      BatchUpdateException e = assertThrows(BatchUpdateException.class, insert::executeBatch);
      assertEquals("22001", e.getSQLState(), e.getMessage());
    }
  }

  @Test
  void statementBatchFailureIsABatchUpdateExceptionWithItsState() throws SQLException {
    statement.execute("CREATE TABLE k (id INT PRIMARY KEY)");
    statement.addBatch("INSERT INTO k VALUES (1)");
    statement.addBatch("INSERT INTO k VALUES (1)");
    BatchUpdateException e = assertThrows(BatchUpdateException.class, statement::executeBatch);
    assertEquals("23505", e.getSQLState(), e.getMessage());
    statement.clearBatch();
    statement.addBatch("INSERT INTO nowhere VALUES (1)");
    e = assertThrows(BatchUpdateException.class, statement::executeBatch);
    assertEquals("42P01", e.getSQLState(), e.getMessage());
  }

  /** Every DatabaseMetaData call answers or fails with an SQLSTATE, here on a closed connection. */
  @Test
  void everyMetadataCallOfAClosedConnectionFailsWithItsState() throws Exception {
    Connection other = open();
    DatabaseMetaData metaData = other.getMetaData();
    other.close();
    List<String> missing = new ArrayList<>();
    for (Method method : DatabaseMetaData.class.getMethods()) {
      if (method.getReturnType() != ResultSet.class) {
        continue;
      }
      try {
        ((ResultSet) method.invoke(metaData, arguments(method))).close();
        missing.add(method.getName() + " answered on a closed connection");
      } catch (InvocationTargetException e) {
        Throwable cause = e.getCause();
        if (!(cause instanceof SQLException sql) || sql.getSQLState() == null) {
          missing.add(method.getName() + ": " + cause);
        }
      }
    }
    assertEquals(List.of(), missing);
  }

  /** And on an open one: every call that returns rows gives them, or an SQLException with a state. */
  @Test
  void everyMetadataCallAnswersOrFailsWithItsState() throws Exception {
    statement.execute("CREATE TABLE m (id INT PRIMARY KEY, name VARCHAR(10))");
    DatabaseMetaData metaData = connection.getMetaData();
    List<String> missing = new ArrayList<>();
    for (Method method : DatabaseMetaData.class.getMethods()) {
      if (method.getReturnType() != ResultSet.class) {
        continue;
      }
      try (ResultSet rs = (ResultSet) method.invoke(metaData, arguments(method))) {
        while (rs.next()) {
          for (int c = 1; c <= rs.getMetaData().getColumnCount(); c++) {
            rs.getObject(c);
          }
        }
      } catch (InvocationTargetException e) {
        Throwable cause = e.getCause();
        if (!(cause instanceof SQLException sql) || sql.getSQLState() == null) {
          missing.add(method.getName() + ": " + cause);
        }
      }
    }
    assertEquals(List.of(), missing);
  }

  private Object[] arguments(Method method) {
    Class<?>[] types = method.getParameterTypes();
    Object[] args = new Object[types.length];
    for (int i = 0; i < types.length; i++) {
      if (types[i] == int.class) {
        args[i] = method.getName().equals("getBestRowIdentifier") ? DatabaseMetaData.bestRowSession : 0;
      } else if (types[i] == boolean.class) {
        args[i] = false;
      } else if (types[i] == String.class) {
        // catalog, schema pattern, table name...: null or "%" where a pattern is allowed.
        args[i] = i == 1 ? database : i == 2 ? "m" : null;
      } else {
        args[i] = null;
      }
    }
    return args;
  }

  @Test
  void failedPrepareLeavesTheConnectionUsable() throws SQLException {
    SQLException e = assertThrows(SQLException.class, () -> connection.prepareStatement("SELEC 1"));
    assertInstanceOf(java.sql.SQLSyntaxErrorException.class, e);
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
      assertTrue(rs.next());
      assertEquals(1, rs.getInt(1));
    }
  }
}
