package io.quiver.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The workload the build runs once under {@code -XX:ArchiveClassesAtExit} to make the AppCDS
 * archive of the driver jar: what a first connection typically does (connect, create a table,
 * insert, query, a prepared statement, metadata), so that the archive holds the classes of that
 * path already parsed and verified and a fresh JVM starts in a fraction of the time.
 */
public final class ClassArchiveTraining {
  private ClassArchiveTraining() {}

  public static void main(String[] args) throws SQLException {
    try (Connection conn = new Driver().connect("jdbc:quiver:mem:", new java.util.Properties());
        Statement st = conn.createStatement()) {
      st.execute("CREATE TABLE t (id INT NOT NULL, name VARCHAR(20), amount DECIMAL(10, 2), shipped DATE, PRIMARY KEY (id))");
      st.execute("INSERT INTO t VALUES (1, 'a', 1.50, DATE '2024-01-01'), (2, 'b', NULL, NULL)");
      try (ResultSet rs = st.executeQuery(
          "SELECT name, SUM(amount), COUNT(*) FROM t WHERE id > 0 GROUP BY name ORDER BY name")) {
        while (rs.next()) {
          rs.getString(1);
          rs.getBigDecimal(2);
          rs.getLong(3);
        }
      }
      try (PreparedStatement ps = conn.prepareStatement("SELECT id, name, amount, shipped FROM t WHERE id = ?")) {
        ps.setInt(1, 1);
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            rs.getInt(1);
            rs.getString(2);
            rs.getObject(3);
            rs.getDate(4);
          }
        }
      }
      try (PreparedStatement ps = conn.prepareStatement("INSERT INTO t VALUES (?, ?, ?, ?)")) {
        ps.setInt(1, 3);
        ps.setString(2, "c");
        ps.setBigDecimal(3, java.math.BigDecimal.ONE);
        ps.setDate(4, java.sql.Date.valueOf("2024-01-02"));
        ps.addBatch();
        ps.executeBatch();
      }
      st.executeUpdate("UPDATE t SET name = 'z' WHERE id = 3");
      st.executeUpdate("DELETE FROM t WHERE id = 3");
      DatabaseMetaData meta = conn.getMetaData();
      try (ResultSet rs = meta.getTables(null, null, "%", null)) {
        while (rs.next()) {
          rs.getString(3);
        }
      }
    }
  }
}
