package io.quiver.benchmarks.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What a fresh JVM does in the cold-start measurement ({@code benchmarks/coldstart.sh}): connects
 * to the in-memory database the URL names, creates a table, inserts three rows and runs one
 * aggregate over them (issue 13's start-up program).
 * Exits with status 1 if the answer is wrong, so a broken driver cannot look fast.
 */
public final class ColdStart {
  private ColdStart() {}

  public static void main(String[] args) throws SQLException {
    try (Connection conn = DriverManager.getConnection(args[0]); Statement st = conn.createStatement()) {
      st.execute("CREATE TABLE t (id INTEGER, name VARCHAR(20))");
      st.execute("INSERT INTO t VALUES (1, 'one'), (2, 'two'), (3, 'three')");
      try (ResultSet rs = st.executeQuery("SELECT COUNT(*), SUM(id) FROM t WHERE id > 1")) {
        if (!rs.next() || rs.getLong(1) != 2 || rs.getLong(2) != 5 || rs.next()) {
          System.err.println("wrong answer");
          System.exit(1);
        }
      }
    }
  }
}
