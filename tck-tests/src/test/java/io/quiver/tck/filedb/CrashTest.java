package io.quiver.tck.filedb;

import static io.quiver.tck.filedb.FileDatabases.count;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Nothing committed is lost: a child JVM writes to a file database (inserts, updates, deletes,
 * DDL, sequence values, checkpoints) and is killed with SIGKILL at a random moment, many times over
 * one database. After each kill the database opens, every commit the child saw return is there
 * whole, and no transaction is there in part. Also: a second process is kept out of a database in
 * use, with an error naming the process, and may read it with {@code ;access=read_only}.
 */
class CrashTest {
  private static final int ROUNDS = 12;
  /** Wall time for the kill rounds after the first four, so the test fits CI on a loaded machine. */
  private static final long BUDGET_MILLIS = 40_000;

  private Path directory;

  @BeforeEach
  void createDirectory() throws Exception {
    directory = Files.createTempDirectory("quiver-crash");
  }

  @AfterEach
  void removeDirectory() throws Exception {
    FileDatabases.delete(directory);
    Files.deleteIfExists(directory.resolveSibling(directory.getFileName() + ".err"));
  }

  private Process child(String mode) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder builder = new ProcessBuilder(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp",
        System.getProperty("java.class.path"), CrashWriter.class.getName(), directory.toString(), mode);
    builder.redirectError(directory.resolveSibling(directory.getFileName() + ".err").toFile());
    return builder.start();
  }

  /** The child's output lines, read on a thread of their own; the latch opens at READY. */
  private static Thread reader(Process process, ConcurrentLinkedQueue<String> lines, CountDownLatch ready) {
    Thread thread = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
          StandardCharsets.UTF_8))) {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
          if (line.equals("READY")) {
            ready.countDown();
          } else {
            lines.add(line);
          }
        }
      } catch (java.io.IOException ignored) {
        // the child was killed
      }
    });
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  @Test
  void killedWritersLoseNothing() throws Exception {
    Random random = new Random(20261201L);
    Set<Long> reportedCommits = new HashSet<>();
    Set<Long> reportedTables = new HashSet<>();
    Set<Long> sequenceValues = new HashSet<>();
    long start = System.currentTimeMillis();
    int rounds = 0;
    while (rounds < ROUNDS && (rounds < 4 || System.currentTimeMillis() - start < BUDGET_MILLIS)) {
      rounds++;
      Process process = child(Long.toString(random.nextLong()));
      ConcurrentLinkedQueue<String> lines = new ConcurrentLinkedQueue<>();
      CountDownLatch ready = new CountDownLatch(1);
      Thread reading = reader(process, lines, ready);
      if (!ready.await(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        fail("round " + rounds + ": the child did not open the database");
      }
      // Kill only once the writer has committed something, so that every round tests a log with
      // commits in it however slowly a loaded machine runs the child; then at a random moment.
      long waitUntil = System.currentTimeMillis() + 60_000;
      while (lines.stream().noneMatch(l -> l.charAt(0) == 'C') && System.currentTimeMillis() < waitUntil
          && process.isAlive()) {
        Thread.sleep(20);
      }
      Thread.sleep(200 + random.nextInt(2500));
      assertTrue(process.isAlive(), "round " + rounds + ": the writer died by itself, exit " + exitOf(process)
          + ": " + childErrors());
      process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
      reading.join(10_000);
      for (String line : lines) {
        long value = Long.parseLong(line.substring(2));
        switch (line.charAt(0)) {
          case 'C' -> reportedCommits.add(value);
          case 'D' -> reportedTables.add(value);
          case 'S' -> assertTrue(sequenceValues.add(value), "sequence value " + value + " was handed out twice");
          default -> fail("unexpected line " + line);
        }
      }
      verify(rounds, reportedCommits, reportedTables);
    }
    assertTrue(reportedCommits.size() >= rounds, "the writers committed " + reportedCommits.size()
        + " transactions in " + rounds + " rounds");
  }

  /** What the children wrote to standard error, so that a failure says why a writer died. */
  private String childErrors() throws java.io.IOException {
    Path errors = directory.resolveSibling(directory.getFileName() + ".err");
    return Files.exists(errors) ? Files.readString(errors) : "";
  }

  private static String exitOf(Process process) {
    return process.isAlive() ? "(alive)" : Integer.toString(process.exitValue());
  }

  private void verify(int round, Set<Long> reportedCommits, Set<Long> reportedTables) throws SQLException {
    try (Connection c = DriverManager.getConnection(FileDatabases.url(directory)); Statement s = c.createStatement()) {
      Map<Long, String> kinds = new HashMap<>();
      Map<Long, Integer> counts = new HashMap<>();
      Map<Long, Long> amounts = new HashMap<>();
      try (ResultSet rs = s.executeQuery("SELECT t, kind, n, amount FROM txlog")) {
        while (rs.next()) {
          kinds.put(rs.getLong(1), rs.getString(2));
          counts.put(rs.getLong(1), rs.getInt(3));
          amounts.put(rs.getLong(1), rs.getLong(4));
        }
      }
      for (long t : reportedCommits) {
        assertTrue(kinds.containsKey(t), "round " + round + ": reported commit " + t + " is lost");
      }
      Set<Long> deleted = new HashSet<>();
      long transferred = 0;
      for (Map.Entry<Long, String> entry : kinds.entrySet()) {
        switch (entry.getValue()) {
          case "delete" -> deleted.add(amounts.get(entry.getKey()));
          case "transfer" -> transferred += amounts.get(entry.getKey());
          default -> { }
        }
      }
      Map<Long, Long> ledgerCounts = new HashMap<>();
      try (ResultSet rs = s.executeQuery("SELECT t, COUNT(*), COUNT(DISTINCT v - CAST(id - t * 100 AS INT))"
          + " FROM ledger GROUP BY t")) {
        while (rs.next()) {
          ledgerCounts.put(rs.getLong(1), rs.getLong(2));
          assertEquals(1, rs.getLong(3), "round " + round + ": transaction " + rs.getLong(1)
              + "'s rows were updated in part");
        }
      }
      for (Map.Entry<Long, String> entry : kinds.entrySet()) {
        long t = entry.getKey();
        if (entry.getValue().equals("insert")) {
          long expected = deleted.contains(t) ? 0 : counts.get(t);
          assertEquals(expected, ledgerCounts.getOrDefault(t, 0L), "round " + round + ": rows of insert " + t);
        } else if (entry.getValue().equals("ddl")) {
          assertEquals(List.of(List.of(t)), FileDatabases.rows(c, "SELECT x FROM extra_" + t));
        }
      }
      for (long t : ledgerCounts.keySet()) {
        assertEquals("insert", kinds.get(t), "round " + round + ": ledger rows of transaction " + t
            + ", which did not commit");
      }
      for (long t : reportedTables) {
        count(c, "SELECT COUNT(*) FROM extra_" + t); // the table a returned CREATE TABLE made is there
      }
      List<List<Object>> accounts = FileDatabases.rows(c, "SELECT id, bal FROM acct ORDER BY id");
      if (!accounts.isEmpty()) {
        assertEquals(List.of(List.of(1, -transferred), List.of(2, transferred)), accounts,
            "round " + round + ": the accounts after " + transferred + " transferred");
      } else {
        assertEquals(0, transferred);
      }
    }
  }

  @Test
  void aSecondProcessIsToldWhoHoldsTheDatabaseAndMayReadIt() throws Exception {
    Process holder = child("hold");
    try {
      ConcurrentLinkedQueue<String> lines = new ConcurrentLinkedQueue<>();
      CountDownLatch ready = new CountDownLatch(1);
      reader(holder, lines, ready);
      assertTrue(ready.await(60, TimeUnit.SECONDS), "the holding process did not open the database");
      SQLException refused = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
          () -> DriverManager.getConnection(FileDatabases.url(directory)));
      assertEquals("55006", refused.getSQLState());
      assertTrue(refused.getMessage().contains("process " + holder.pid()), refused.getMessage());
      try (Connection reader = DriverManager.getConnection(FileDatabases.url(directory) + ";access=read_only")) {
        assertEquals(List.of(List.of(42)), FileDatabases.rows(reader, "SELECT x FROM held"));
        SQLException write = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
            () -> reader.createStatement().execute("INSERT INTO held VALUES (1)"));
        assertEquals("25006", write.getSQLState());
        SQLException ddl = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
            () -> reader.createStatement().execute("CREATE TABLE other (x INT)"));
        assertEquals("25006", ddl.getSQLState());
      }
    } finally {
      holder.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
    }
    try (Connection c = DriverManager.getConnection(FileDatabases.url(directory))) {
      assertEquals(List.of(List.of(42)), FileDatabases.rows(c, "SELECT x FROM held"));
    }
  }
}
