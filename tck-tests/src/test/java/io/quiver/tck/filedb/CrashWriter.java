package io.quiver.tck.filedb;

import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The child process of {@link CrashTest}: writes to a file database until it is killed, printing
 * {@code C t} after transaction t's commit returned, {@code D t} after the CREATE TABLE of
 * {@code extra_t} returned and {@code S v} after {@code NEXT VALUE FOR} gave v. With {@code hold}
 * it opens the database, writes one row, prints {@code READY} and waits to be killed.
 *
 * <p>Every transaction t writes a row of {@code txlog} with what it did, so the parent can tell
 * from the reopened database what must be there: the rows of an insert, a transfer between the two
 * accounts (their sum stays 0), an update of all rows of an earlier insert, a deletion of them.
 */
public final class CrashWriter {
  private CrashWriter() {}

  public static void main(String[] args) throws Exception {
    String url = FileDatabases.url(java.nio.file.Path.of(args[0]));
    PrintStream out = System.out;
    if (args[1].equals("hold")) {
      try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
        s.execute("CREATE TABLE held (x INT)");
        s.execute("INSERT INTO held VALUES (42)");
        out.println("READY");
        out.flush();
        Thread.sleep(120_000);
      }
      return;
    }
    Random random = new Random(Long.parseLong(args[1]));
    try (Connection c = DriverManager.getConnection(url + ";checkpointLogSize=128k");
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE IF NOT EXISTS acct (id INT PRIMARY KEY, bal BIGINT NOT NULL)");
      s.execute("CREATE TABLE IF NOT EXISTS ledger (id BIGINT PRIMARY KEY, t BIGINT NOT NULL, v INT NOT NULL)");
      s.execute("CREATE TABLE IF NOT EXISTS txlog (t BIGINT PRIMARY KEY, kind VARCHAR(10) NOT NULL, n INT,"
          + " amount BIGINT)");
      s.execute("CREATE SEQUENCE IF NOT EXISTS seq");
      if (FileDatabases.count(c, "SELECT COUNT(*) FROM acct") == 0) {
        s.execute("INSERT INTO acct VALUES (1, 0), (2, 0)");
      }
      long t = FileDatabases.count(c, "SELECT COALESCE(MAX(t), 0) FROM txlog") + 1;
      List<Long> inserts = new ArrayList<>();
      try (ResultSet rs = s.executeQuery("SELECT t FROM txlog WHERE kind = 'insert'")) {
        while (rs.next()) {
          inserts.add(rs.getLong(1));
        }
      }
      out.println("READY");
      out.flush();
      c.setAutoCommit(false);
      while (true) {
        int kind = random.nextInt(20);
        if (kind < 8) {
          int n = 1 + random.nextInt(30);
          try (PreparedStatement insert = c.prepareStatement("INSERT INTO ledger VALUES (?, ?, ?)")) {
            for (int i = 0; i < n; i++) {
              insert.setLong(1, t * 100 + i);
              insert.setLong(2, t);
              insert.setInt(3, i);
              insert.addBatch();
            }
            insert.executeBatch();
          }
          log(c, t, "insert", n, 0);
          inserts.add(t);
        } else if (kind < 12) {
          long amount = 1 + random.nextInt(100);
          s.executeUpdate("UPDATE acct SET bal = bal - " + amount + " WHERE id = 1");
          s.executeUpdate("UPDATE acct SET bal = bal + " + amount + " WHERE id = 2");
          log(c, t, "transfer", 0, amount);
        } else if (kind < 14 && !inserts.isEmpty()) {
          long victim = inserts.remove(random.nextInt(inserts.size()));
          s.executeUpdate("DELETE FROM ledger WHERE t = " + victim);
          log(c, t, "delete", 0, victim);
        } else if (kind < 16 && !inserts.isEmpty()) {
          long target = inserts.get(random.nextInt(inserts.size()));
          s.executeUpdate("UPDATE ledger SET v = v + 1000 WHERE t = " + target);
          log(c, t, "update", 0, target);
        } else if (kind < 17) {
          c.setAutoCommit(true);
          // IF NOT EXISTS: a writer killed after this commit and before the next one left the
          // table behind, and its successor numbers its first transaction t again.
          s.execute("CREATE TABLE IF NOT EXISTS extra_" + t + " (x BIGINT)");
          out.println("D " + t);
          out.flush();
          c.setAutoCommit(false);
          s.execute("INSERT INTO extra_" + t + " VALUES (" + t + ")");
          log(c, t, "ddl", 0, 0);
        } else if (kind < 18) {
          c.setAutoCommit(true);
          try (ResultSet rs = s.executeQuery("SELECT NEXT VALUE FOR seq")) {
            rs.next();
            out.println("S " + rs.getLong(1));
          }
          c.setAutoCommit(false);
          continue;
        } else if (kind < 19) {
          c.setAutoCommit(true);
          s.execute("CHECKPOINT");
          c.setAutoCommit(false);
          continue;
        } else {
          // A transaction that rolls back leaves nothing.
          s.executeUpdate("INSERT INTO ledger VALUES (" + (-t) + ", " + (-t) + ", 0)");
          c.rollback();
          continue;
        }
        out.println("C " + t);
        out.flush();
        t++;
      }
    } catch (SQLException e) {
      System.err.println(e.getSQLState() + " " + e);
      System.exit(3);
    }
  }

  private static void log(Connection c, long t, String kind, int n, long amount) throws SQLException {
    try (PreparedStatement insert = c.prepareStatement("INSERT INTO txlog VALUES (?, ?, ?, ?)")) {
      insert.setLong(1, t);
      insert.setString(2, kind);
      insert.setInt(3, n);
      insert.setLong(4, amount);
      insert.executeUpdate();
    }
    c.commit();
  }
}
