package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

/** TIME values read through every getter JDBC allows for them. */
class TimeValuesTest extends JdbcTestBase {
  @Test
  void timeReadsAsTimeLocalTimeAndText() throws SQLException {
    statement.execute("CREATE TABLE t (id INT, t TIME(3))");
    statement.execute("INSERT INTO t VALUES (1, TIME '09:05:07.250'), (2, NULL)");
    try (ResultSet rs = statement.executeQuery("SELECT t FROM t ORDER BY id")) {
      assertTrue(rs.next());
      assertEquals(Time.valueOf("09:05:07"), new Time(rs.getTime(1).getTime() / 1000 * 1000));
      assertEquals(LocalTime.of(9, 5, 7, 250_000_000), rs.getObject(1, LocalTime.class));
      assertEquals(Timestamp.valueOf("1970-01-01 09:05:07.25"), rs.getTimestamp(1));
      assertTrue(rs.next());
      assertNull(rs.getTime(1));
      assertNull(rs.getObject(1, LocalTime.class));
      assertTrue(rs.wasNull());
    }
  }

  /** Fractions are left out: the remote protocol carries TIME text without them. */
  @Test
  void timeReadsAsTextWithoutDate() throws SQLException {
    try (ResultSet rs = statement.executeQuery("SELECT CAST(TIMESTAMP '2024-02-29 23:59:58' AS TIME(0))")) {
      assertTrue(rs.next());
      assertEquals("23:59:58", rs.getString(1));
      assertEquals(Time.valueOf("23:59:58"), rs.getTime(1));
    }
  }
}
