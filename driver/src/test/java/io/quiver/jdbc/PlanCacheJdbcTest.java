package io.quiver.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;

/**
 * The plan cache through JDBC: a dashboard's ad-hoc statements, whose literals change at every
 * run, take their plans from the cache of the database (as its MBean counts and EXPLAIN says),
 * and a DDL statement empties it.
 */
class PlanCacheJdbcTest {
  private static final String DATABASE = "plan_cache_jdbc";

  @Test
  void adHocStatementsHitTheCache() throws Exception {
    try (Connection first = DriverManager.getConnection("jdbc:quiver:mem:" + DATABASE);
        Connection second = DriverManager.getConnection("jdbc:quiver:mem:" + DATABASE);
        Statement s = first.createStatement(); Statement other = second.createStatement()) {
      s.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, category VARCHAR(20), amount DECIMAL(12,2), created DATE)");
      s.execute("INSERT INTO events VALUES (1, 'a', 1.50, DATE '2024-01-02'), (2, 'b', 20.25, DATE '2024-03-01'),"
          + " (3, 'a', 7.00, DATE '2024-06-30')");
      long hits = attribute("Hits");
      long misses = attribute("Misses");
      int runs = 200;
      for (int i = 0; i < runs; i++) {
        Statement st = i % 2 == 0 ? s : other;
        int id = i % 5;
        try (ResultSet rs = st.executeQuery("SELECT id, category FROM events WHERE id = " + id)) {
          assertEquals(id >= 1 && id <= 3, rs.next(), "row of id " + id);
        }
        try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM events WHERE created >= DATE '2024-01-01'"
            + " + INTERVAL '" + (i % 200) + "' DAY")) {
          rs.next();
          long day = i % 200;
          long expected = (day <= 1 ? 1 : 0) + (day <= 60 ? 1 : 0) + (day <= 181 ? 1 : 0);
          assertEquals(expected, rs.getLong(1), "rows on or after day " + day);
        }
      }
      long hitCount = attribute("Hits") - hits;
      long missCount = attribute("Misses") - misses;
      assertTrue(missCount <= 2, () -> "misses: " + missCount);
      assertEquals(2L * runs - missCount, hitCount, "every other statement is a hit");
      assertTrue(explain(s, "EXPLAIN SELECT id, category FROM events WHERE id = 12345")
          .contains("hit: the optimized plan came from the cache"));

      // DDL empties the cache: the next statement is planned again, against the new column.
      s.execute("ALTER TABLE events ADD note VARCHAR(5)");
      long size = attribute("Size");
      assertEquals(0L, size, "the cache after ALTER TABLE");
      try (ResultSet rs = other.executeQuery("SELECT * FROM events WHERE id = 2")) {
        assertEquals(5, rs.getMetaData().getColumnCount());
      }
      assertTrue(explain(other, "EXPLAIN SELECT * FROM events WHERE id = 3").contains("hit"));
    }
  }

  private static String explain(Statement s, String sql) throws SQLException {
    StringBuilder text = new StringBuilder();
    try (ResultSet rs = s.executeQuery(sql)) {
      while (rs.next()) {
        text.append(rs.getString(1));
      }
    }
    return text.toString();
  }

  private static long attribute(String name) throws Exception {
    MBeanServer server = ManagementFactory.getPlatformMBeanServer();
    ObjectName pattern = new ObjectName("io.quiver:type=PlanCache,database=" + ObjectName.quote(DATABASE) + ",*");
    Set<ObjectName> names = Set.of();
    for (int i = 0; i < 200 && names.isEmpty(); i++) {
      names = server.queryNames(pattern, null);
      if (names.isEmpty()) {
        Thread.sleep(10);
      }
    }
    assertEquals(1, names.size(), "one plan-cache MBean of the database");
    return (Long) server.getAttribute(names.iterator().next(), name);
  }
}
