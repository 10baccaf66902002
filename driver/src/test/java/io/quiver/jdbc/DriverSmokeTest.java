package io.quiver.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

class DriverSmokeTest {
  @Test
  void createInsertQuery() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:quiver:mem:");
        Statement s = c.createStatement()) {
      assertFalse(s.execute("CREATE TABLE t (id INT, name VARCHAR(10), price DECIMAL(10, 2))"));
      assertEquals(2, s.executeUpdate("INSERT INTO t VALUES (1, 'a', 1.50), (2, NULL, NULL)"));
      try (ResultSet rs = s.executeQuery("SELECT id, name, price FROM t ORDER BY id")) {
        assertTrue(rs.next());
        assertEquals(1, rs.getInt(1));
        assertEquals("a", rs.getString(2));
        assertEquals(new BigDecimal("1.50"), rs.getBigDecimal(3));
        assertTrue(rs.next());
        assertEquals(2, rs.getInt("id"));
        assertEquals(null, rs.getString(2));
        assertTrue(rs.wasNull());
        assertFalse(rs.next());
      }
    }
  }

  @Test
  void errorsCarrySqlState() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:quiver:mem:");
        Statement s = c.createStatement()) {
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("SELECT * FROM missing"));
      assertEquals("42P01", e.getSQLState(), e.toString());
      e = assertThrows(SQLException.class, () -> s.executeQuery("SELEC 1"));
      assertEquals("42601", e.getSQLState(), e.toString());
      try (ResultSet rs = s.executeQuery("SELECT 1 + 1")) {
        assertTrue(rs.next());
        assertEquals(2, rs.getInt(1));
      }
    }
  }
}
