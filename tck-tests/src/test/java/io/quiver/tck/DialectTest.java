package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * The two SQL dialects through JDBC: {@code standard} by default, {@code default} (Flink's) by the
 * URL option {@code sql-dialect} or {@code SET 'table.sql-dialect'}; DatabaseMetaData answers for
 * the session's dialect.
 */
class DialectTest extends JdbcTestBase {
  private void createOrders(Statement s) throws SQLException {
    s.execute("CREATE TABLE Orders (Id INT, OrderDate DATE, Qty INT)");
    s.execute("INSERT INTO Orders VALUES (1, DATE '2000-01-03', 3), (2, DATE '2000-01-04', 4)");
  }

  private static Object single(Statement s, String sql) throws SQLException {
    try (ResultSet rs = s.executeQuery(sql)) {
      assertTrue(rs.next(), sql);
      Object value = rs.getObject(1);
      assertFalse(rs.next(), sql);
      return value;
    }
  }

  @Test
  void standardIsTheDefaultOfJdbcConnections() throws SQLException {
    createOrders(statement);
    assertEquals(3.5, single(statement, "SELECT AVG(qty) FROM orders"));
    assertEquals(2, single(statement, "SELECT \"ID\" FROM ORDERS WHERE orderdate = '2000-01-04'"));
    try (ResultSet rs = statement.executeQuery("SELECT id AS \"order id\", qty, o.orderdate FROM orders o")) {
      assertEquals("order id", rs.getMetaData().getColumnLabel(1));
      // Names keep their declared case, however they are written.
      assertEquals("Qty", rs.getMetaData().getColumnLabel(2));
      assertEquals("OrderDate", rs.getMetaData().getColumnLabel(3));
    }
    DatabaseMetaData meta = connection.getMetaData();
    assertEquals("\"", meta.getIdentifierQuoteString());
    assertFalse(meta.supportsMixedCaseIdentifiers());
    assertTrue(meta.storesMixedCaseIdentifiers());
    assertFalse(meta.storesUpperCaseIdentifiers());
    assertTrue(meta.getSQLKeywords().contains("LIMIT"), meta.getSQLKeywords());
  }

  @Test
  void urlOptionChoosesFlinksDialect() throws SQLException {
    try (Connection flink = target.connect(";sql-dialect=default"); Statement s = flink.createStatement()) {
      s.execute("USE " + database);
      createOrders(s);
      assertEquals(3, single(s, "SELECT AVG(Qty) FROM Orders"));
      assertEquals(1, single(s, "SELECT `Id` FROM \"Orders\" WHERE OrderDate = '2000-01-03'"));
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("SELECT Id FROM orders"));
      assertEquals("42P01", e.getSQLState());
      DatabaseMetaData meta = flink.getMetaData();
      assertEquals("`", meta.getIdentifierQuoteString());
      assertTrue(meta.supportsMixedCaseIdentifiers());
      assertTrue(meta.supportsMixedCaseQuotedIdentifiers());
    }
  }

  @Test
  void setSwitchesTheSessionsDialect() throws SQLException {
    createOrders(statement);
    statement.execute("SET 'table.sql-dialect' = 'default'");
    assertEquals(3, single(statement, "SELECT AVG(Qty) FROM Orders"));
    assertEquals("`", connection.getMetaData().getIdentifierQuoteString());
    statement.execute("SET 'table.sql-dialect' = 'standard'");
    assertEquals(3.5, single(statement, "SELECT AVG(qty) FROM orders"));
    assertEquals("\"", connection.getMetaData().getIdentifierQuoteString());
    SQLException e = assertThrows(SQLException.class, () -> statement.execute("SET 'table.sql-dialect' = 'hive'"));
    assertTrue(e.getMessage().contains("hive"), e.getMessage());
  }

  @Test
  void malformedDateStringIs22007AndChangesNothing() throws SQLException {
    createOrders(statement);
    SQLException e = assertThrows(SQLException.class,
        () -> statement.executeQuery("SELECT id FROM orders WHERE orderdate IN ('2000-01-03', '2000-02-30')"));
    assertEquals("22007", e.getSQLState());
    e = assertThrows(SQLException.class, () -> statement.executeUpdate("UPDATE orders SET orderdate = 'soon'"));
    assertEquals("22007", e.getSQLState());
    assertEquals(java.sql.Date.valueOf("2000-01-03"), single(statement, "SELECT orderdate FROM orders WHERE id = 1"));
  }

  @Test
  void preparedStatementsUseTheStandardFunctions() throws SQLException {
    createOrders(statement);
    try (PreparedStatement p = connection.prepareStatement(
        "SELECT concat_ws('-', CAST(id AS VARCHAR), ?), orderdate + ? FROM orders WHERE id = ?")) {
      p.setString(1, "x");
      p.setInt(2, 30);
      p.setInt(3, 1);
      try (ResultSet rs = p.executeQuery()) {
        assertTrue(rs.next());
        assertEquals("1-x", rs.getString(1));
        assertEquals(java.sql.Date.valueOf("2000-02-02"), rs.getDate(2));
      }
    }
  }

  /** RESET returns a JDBC session to the options it started with: standard, or the URL's. */
  @Test
  void resetReturnsToTheConnectionsDialect() throws SQLException {
    createOrders(statement);
    statement.execute("SET 'table.sql-dialect' = 'default'");
    statement.execute("RESET");
    assertEquals(3.5, single(statement, "SELECT AVG(qty) FROM orders"));
    statement.execute("SET 'table.sql-dialect' = 'default'");
    statement.execute("RESET 'table.sql-dialect'");
    assertEquals("\"", connection.getMetaData().getIdentifierQuoteString());
    try (Connection flink = target.connect(";sql-dialect=default"); Statement s = flink.createStatement()) {
      s.execute("USE " + database);
      s.execute("SET 'table.sql-dialect' = 'standard'");
      s.execute("RESET");
      assertEquals(3, single(s, "SELECT AVG(Qty) FROM Orders"));
    }
  }

  /** Built-in function names are case-insensitive in Flink's dialect too, as in Flink. */
  @Test
  void flinkDialectFindsFunctionsInAnyCase() throws SQLException {
    try (Connection flink = target.connect(";sql-dialect=default"); Statement s = flink.createStatement()) {
      assertEquals("ab", single(s, "SELECT concat('a', 'b')"));
      assertEquals("ab", single(s, "SELECT Concat('a', 'b')"));
      assertEquals("xxab", single(s, "SELECT lpad('ab', 4, 'x')"));
      assertEquals("abyy", single(s, "SELECT rpad('ab', 4, 'y')"));
      assertEquals("2024-02-29", single(s, "SELECT date_format(TIMESTAMP '2024-02-29 10:00:00', 'yyyy-MM-dd')"));
    }
  }

  /** In the standard dialect constraint column lists match the columns ignoring case. */
  @Test
  void constraintColumnsMatchIgnoringCaseInStandard() throws SQLException {
    statement.execute("CREATE TABLE parent (id INT, code VARCHAR(5), PRIMARY KEY (ID), UNIQUE (Code))");
    statement.execute("CREATE TABLE child (pid INT, n INT, CONSTRAINT child_fk FOREIGN KEY (PID) REFERENCES parent (ID))");
    statement.execute("ALTER TABLE child ADD CONSTRAINT child_n_key UNIQUE (N)");
    statement.execute("INSERT INTO parent VALUES (1, 'a')");
    statement.execute("INSERT INTO child VALUES (1, 10)");
    assertEquals("23505", assertThrows(SQLException.class,
        () -> statement.execute("INSERT INTO parent VALUES (1, 'b')")).getSQLState());
    assertEquals("23505", assertThrows(SQLException.class,
        () -> statement.execute("INSERT INTO parent VALUES (2, 'a')")).getSQLState());
    assertEquals("23503", assertThrows(SQLException.class,
        () -> statement.execute("INSERT INTO child VALUES (9, 11)")).getSQLState());
    assertEquals("23505", assertThrows(SQLException.class,
        () -> statement.execute("INSERT INTO child VALUES (1, 10)")).getSQLState());
    try (ResultSet rs = connection.getMetaData().getPrimaryKeys(null, database, "parent")) {
      assertTrue(rs.next());
      assertEquals("id", rs.getString("COLUMN_NAME"));
    }
    // In Flink's dialect names stay case-sensitive.
    try (Connection flink = target.connect(";sql-dialect=default"); Statement s = flink.createStatement()) {
      s.execute("USE " + database);
      assertEquals("42703", assertThrows(SQLException.class,
          () -> s.execute("CREATE TABLE other (id INT, PRIMARY KEY (ID))")).getSQLState());
    }
  }
}
