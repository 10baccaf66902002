package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Date;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The foundation through java.sql only: connect, create, insert, query, and the errors. */
class DriverFoundationTest extends JdbcTestBase {
  @BeforeEach
  void createSales() throws SQLException {
    statement.execute("CREATE TABLE sales (id INT NOT NULL, region VARCHAR(10), amount DECIMAL(10, 2),"
        + " qty BIGINT, ok BOOLEAN, sold DATE, sold_at TIMESTAMP(3), ratio DOUBLE)");
    statement.execute("INSERT INTO sales VALUES"
        + " (1, 'north', 10.50, 3, TRUE, DATE '2024-01-15', TIMESTAMP '2024-01-15 10:30:00.125', 0.5),"
        + " (2, 'south', NULL, 1, FALSE, DATE '2024-02-01', NULL, NULL),"
        + " (3, 'north', 4.25, NULL, NULL, NULL, TIMESTAMP '2024-03-01 00:00:00', 1.25),"
        + " (4, NULL, 100.00, 7, TRUE, DATE '2024-02-29', TIMESTAMP '2024-02-29 23:59:59.999', -2.0)");
  }

  @Test
  void readsBackEveryTypeWithNulls() throws SQLException {
    assertEquals(List.of(
        Arrays.asList(1, "north", new BigDecimal("10.50"), 3L, true, Date.valueOf("2024-01-15"),
            Timestamp.valueOf("2024-01-15 10:30:00.125"), 0.5),
        Arrays.asList(2, "south", null, 1L, false, Date.valueOf("2024-02-01"), null, null),
        Arrays.asList(3, "north", new BigDecimal("4.25"), null, null, null, Timestamp.valueOf("2024-03-01 00:00:00"), 1.25),
        Arrays.asList(4, null, new BigDecimal("100.00"), 7L, true, Date.valueOf("2024-02-29"),
            Timestamp.valueOf("2024-02-29 23:59:59.999"), -2.0)),
        rows("SELECT * FROM sales ORDER BY id"));
  }

  @Test
  void filtersProjectsAndOrders() throws SQLException {
    assertEquals(List.of(
        Arrays.asList(4, new BigDecimal("200.00")),
        Arrays.asList(1, new BigDecimal("21.00"))),
        rows("SELECT id, amount * 2 AS twice FROM sales WHERE ok AND amount > 5 ORDER BY amount DESC"));
    assertEquals(List.of(List.of(2), List.of(3)), rows("SELECT id FROM sales ORDER BY id LIMIT 2 OFFSET 1"));
  }

  @Test
  void groupsAndAggregatesWithNullGroupsAndAllNullSums() throws SQLException {
    assertEquals(List.of(
        Arrays.asList("north", 2L, 1L, new BigDecimal("14.75"), new BigDecimal("4.25"), 3L, 1.25 / 2 + 0.5 / 2),
        Arrays.asList("south", 1L, 1L, null, null, 1L, null),
        Arrays.asList(null, 1L, 1L, new BigDecimal("100.00"), new BigDecimal("100.00"), 7L, -2.0)),
        rows("SELECT region, COUNT(*), COUNT(qty), SUM(amount), MIN(amount), MAX(qty), AVG(ratio)"
            + " FROM sales GROUP BY region ORDER BY region"));
    assertEquals(List.of(Arrays.asList(0L, null, null)),
        rows("SELECT COUNT(*), SUM(amount), MAX(region) FROM sales WHERE id > 100"));
  }

  @Test
  void queriesRunThroughGeneratedPipelines() throws SQLException {
    String plan;
    try (ResultSet rs = statement.executeQuery("EXPLAIN CODEGEN SELECT id + 1 FROM sales WHERE amount > 1")) {
      assertTrue(rs.next());
      plan = rs.getString(1);
    }
    assertTrue(plan.contains("class GeneratedCalc extends io.quiver.engine.runtime.CalcKernel"), plan);
    assertTrue(plan.contains("Calc(where=["), plan);
  }

  @Test
  void insertSelectAppendsAndCountsRows() throws SQLException {
    assertEquals(2, statement.executeUpdate("INSERT INTO sales SELECT id + 10, region, amount, qty, ok, sold, sold_at, ratio"
        + " FROM sales WHERE region = 'north'"));
    assertEquals(List.of(List.of(6L)), rows("SELECT COUNT(*) FROM sales"));
  }

  @Test
  void namedDatabasesAreSharedAndPrivateOnesAreNot() throws SQLException {
    assumeTrue(target == JdbcTarget.EMBEDDED, "about embedded database URLs");
    try (Connection a = DriverManager.getConnection("jdbc:quiver:mem:shared_test");
        Connection b = DriverManager.getConnection("jdbc:quiver:mem:shared_test");
        Connection other = DriverManager.getConnection("jdbc:quiver:mem:")) {
      a.createStatement().execute("CREATE TABLE t (x INT)");
      a.createStatement().execute("INSERT INTO t VALUES (42)");
      try (ResultSet rs = b.createStatement().executeQuery("SELECT x FROM t")) {
        assertTrue(rs.next());
        assertEquals(42, rs.getInt(1));
      }
      SQLException e = assertThrows(SQLException.class, () -> other.createStatement().executeQuery("SELECT x FROM t"));
      assertEquals("42P01", e.getSQLState());
    }
    // The last connection closed: without keepAlive the database is gone.
    try (Connection again = DriverManager.getConnection("jdbc:quiver:mem:shared_test")) {
      SQLException e = assertThrows(SQLException.class, () -> again.createStatement().executeQuery("SELECT x FROM t"));
      assertEquals("42P01", e.getSQLState());
    }
  }

  @Test
  void keepAliveKeepsANamedDatabaseAfterItsLastConnection() throws SQLException {
    assumeTrue(target == JdbcTarget.EMBEDDED, "about embedded database URLs");
    try (Connection a = DriverManager.getConnection("jdbc:quiver:mem:kept_test;keepAlive=true")) {
      a.createStatement().execute("CREATE TABLE t (x INT)");
    }
    try (Connection b = DriverManager.getConnection("jdbc:quiver:mem:kept_test");
        ResultSet rs = b.createStatement().executeQuery("SELECT COUNT(*) FROM t")) {
      assertTrue(rs.next());
      assertEquals(0, rs.getLong(1));
    }
  }

  @Test
  void urlOptionsApplyAndUnknownOnesAreRejectedOrWarned() throws SQLException {
    assumeTrue(target == JdbcTarget.EMBEDDED, "about embedded database URLs");
    try (Connection c = DriverManager.getConnection("jdbc:quiver:mem:;table.local-time-zone=UTC");
        ResultSet rs = c.createStatement().executeQuery("SET")) {
      boolean found = false;
      while (rs.next()) {
        found |= rs.getString(1).equals("table.local-time-zone") && rs.getString(2).equals("UTC");
      }
      assertTrue(found);
    }
    SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection("jdbc:quiver:mem:;colour=blue"));
    assertTrue(e.getMessage().contains("colour"), e.getMessage());
    Properties properties = new Properties();
    properties.setProperty("user", "sa");
    properties.setProperty("password", "");
    properties.setProperty("flavour", "vanilla");
    try (Connection c = DriverManager.getConnection("jdbc:quiver:mem:", properties)) {
      SQLWarning warning = c.getWarnings();
      assertNotNull(warning);
      assertTrue(warning.getMessage().contains("flavour"), warning.getMessage());
      assertNull(warning.getNextWarning());
    }
  }

  @Test
  void sessionTimeZoneFromTheUrlOrPropertiesReadsStoredInstants() throws SQLException {
    assumeTrue(target == JdbcTarget.EMBEDDED, "about embedded database URLs");
    String database = "jdbc:quiver:mem:zones_" + System.nanoTime();
    String query = "SELECT CAST(moment AS TIMESTAMP(0)) FROM z";
    try (Connection utc = DriverManager.getConnection(database + ";table.local-time-zone=UTC")) {
      utc.createStatement().execute("CREATE TABLE z (moment TIMESTAMP(3) WITH LOCAL TIME ZONE)");
      utc.createStatement().execute("INSERT INTO z VALUES (TIMESTAMP '2024-01-01 00:00:00')");
      try (Connection tokyo = DriverManager.getConnection(database + ";table.local-time-zone=Asia/Tokyo");
          ResultSet rs = tokyo.createStatement().executeQuery(query)) {
        assertTrue(rs.next());
        assertEquals("2024-01-01 09:00:00", rs.getString(1));
      }
      Properties properties = new Properties();
      properties.setProperty("table.local-time-zone", "America/Phoenix");
      try (Connection phoenix = DriverManager.getConnection(database, properties);
          ResultSet rs = phoenix.createStatement().executeQuery(query)) {
        assertTrue(rs.next());
        assertEquals("2023-12-31 17:00:00", rs.getString(1));
      }
      try (Connection tokyo = DriverManager.getConnection(database + ";table.local-time-zone=Asia/Tokyo");
          ResultSet rs = tokyo.createStatement().executeQuery("SELECT moment FROM z")) {
        assertTrue(rs.next());
        // The column itself reads as wall-clock time in the session zone, and as the same instant whatever the zone.
        assertEquals("2024-01-01 09:00:00.000", rs.getString(1));
        assertEquals(java.time.LocalDateTime.of(2024, 1, 1, 9, 0), rs.getObject(1, java.time.LocalDateTime.class));
        java.time.Instant instant = java.time.Instant.parse("2024-01-01T00:00:00Z");
        assertEquals(instant, rs.getObject(1, java.time.Instant.class));
        assertEquals(instant, rs.getTimestamp(1).toInstant());
        assertEquals(java.time.ZoneOffset.ofHours(9), rs.getObject(1, java.time.OffsetDateTime.class).getOffset());
      }
    }
  }

  private SQLException failure(String sql) {
    return assertThrows(SQLException.class, () -> statement.execute(sql));
  }

  @Test
  void badSqlGivesClass42WithPositionAndLeavesConnectionUsable() throws SQLException {
    SQLException syntax = failure("SELECT id FROM sales WHERE");
    assertEquals("42601", syntax.getSQLState());
    assertTrue(syntax.getMessage().contains("line 1, column 26"), syntax.getMessage());

    SQLException table = failure("SELECT * FROM nowhere");
    assertEquals("42P01", table.getSQLState());
    assertTrue(table.getMessage().contains("line 1, column 15"), table.getMessage());

    SQLException column = failure("SELECT colour FROM sales");
    assertEquals("42703", column.getSQLState());
    assertTrue(column.getMessage().contains("line 1, column 8"), column.getMessage());

    SQLException mismatch = failure("SELECT id + region FROM sales");
    assertEquals("42804", mismatch.getSQLState());

    SQLException arity = failure("INSERT INTO sales VALUES (9, 'east')");
    assertEquals("42601", arity.getSQLState());
    assertTrue(arity.getMessage().contains("line 1"), arity.getMessage());

    assertEquals(List.of(List.of(4L)), rows("SELECT COUNT(*) FROM sales"));
  }

  @Test
  void dataErrorsGiveClass22AndChangeNothing() throws SQLException {
    assertEquals("22012", failure("SELECT id / 0 FROM sales").getSQLState());
    assertEquals("22018", failure("SELECT CAST('abc' AS INT)").getSQLState());
    assertEquals("22001", failure("INSERT INTO sales (id, region) VALUES (9, 'much too long')").getSQLState());
    assertEquals("22003", failure("INSERT INTO sales (id, amount) VALUES (9, 123456789012.5)").getSQLState());
    SQLException notNull = failure("INSERT INTO sales (id, region) SELECT CAST(NULL AS INT), 'x' FROM sales");
    assertEquals("23502", notNull.getSQLState());
    assertEquals(List.of(List.of(4L)), rows("SELECT COUNT(*) FROM sales"));
  }

  @Test
  void ddlReturnsNoResultSet() throws SQLException {
    assertFalse(statement.execute("CREATE TABLE extra (x INT)"));
    assertEquals(0, statement.getUpdateCount());
    assertFalse(statement.execute("DROP TABLE extra"));
    assertEquals("42P01", failure("SELECT * FROM extra").getSQLState());
  }
}
