package io.quiver.benchmarks.filedb;

import io.quiver.benchmarks.tpch.TpchData;
import io.quiver.benchmarks.tpch.TpchQueries;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.duckdb.DuckDBConnection;

/**
 * Durable file databases: single-row commits per second with one and with eight writing threads
 * (Quiver with fsync at commit, Quiver with {@code durability=os}, DuckDB on a file, SQLite with its
 * rollback journal and with WAL, both {@code synchronous = FULL}), then the
 * TPC-H bulk load into a file database against the same load in memory, the time to open that
 * database again, and Q1 and Q6 over it against in memory once read.
 *
 * <pre>
 * java -cp "benchmarks/target/quiver-benchmarks-0.1.0-SNAPSHOT.jar:benchmarks/target/lib/*" \
 *     io.quiver.benchmarks.filedb.FileDatabaseRunner [--scale 1] [--seconds 5] [--dir DIR]
 * </pre>
 */
public final class FileDatabaseRunner {
  private FileDatabaseRunner() {}

  public static void main(String[] args) throws Exception {
    double scale = 1;
    int seconds = 5;
    Path base = null;
    boolean commitsOnly = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--scale" -> scale = Double.parseDouble(args[++i]);
        case "--seconds" -> seconds = Integer.parseInt(args[++i]);
        case "--dir" -> base = Path.of(args[++i]);
        case "--commits-only" -> commitsOnly = true;
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (base == null) {
      base = Files.createTempDirectory("quiver-filedb-bench");
    }
    System.out.printf(Locale.ROOT, "== durable single-row commits/s (%d s per figure, auto-commit executeBatch of one prepared one-row INSERT)%n",
        seconds);
    System.out.printf(Locale.ROOT, "%-28s %12s %12s %8s%n", "engine", "1 thread", "8 threads", "ratio");
    commits("Quiver (fsync)", base.resolve("commits-fsync"), seconds, dir -> "jdbc:quiver:file:" + dir);
    commits("Quiver (durability=os)", base.resolve("commits-os"), seconds,
        dir -> "jdbc:quiver:file:" + dir + ";durability=os");
    commits("DuckDB (file)", base.resolve("commits-duckdb"), seconds, dir -> "jdbc:duckdb:" + dir + "/db.duckdb");
    commits("SQLite (rollback journal)", base.resolve("commits-sqlite"), seconds,
        dir -> "jdbc:sqlite:" + dir + "/db.sqlite");
    commits("SQLite (WAL)", base.resolve("commits-sqlite-wal"), seconds,
        dir -> "jdbc:sqlite:" + dir + "/db.sqlite" + WAL);
    if (commitsOnly) {
      return;
    }
    load(scale, base.resolve("tpch"));
  }

  /** Marks a SQLite URL whose connections switch to write-ahead logging (synchronous stays FULL). */
  private static final String WAL = "#wal";

  private static Connection connect(String url) throws SQLException {
    boolean wal = url.endsWith(WAL);
    Connection connection = DriverManager.getConnection(wal ? url.substring(0, url.length() - WAL.length()) : url);
    if (url.startsWith("jdbc:sqlite:")) {
      try (Statement s = connection.createStatement()) {
        // SQLite lets one writer in at a time: the others wait for the lock instead of failing.
        s.execute("PRAGMA busy_timeout = 60000");
        s.execute("PRAGMA synchronous = FULL");
        if (wal) {
          s.execute("PRAGMA journal_mode = WAL");
        }
      }
    }
    return connection;
  }

  private interface Url {
    String of(Path directory) throws IOException;
  }

  private static void commits(String engine, Path directory, int seconds, Url url) throws Exception {
    double one = commitRate(directory.resolve("one"), 1, seconds, url);
    double eight = commitRate(directory.resolve("eight"), 8, seconds, url);
    System.out.printf(Locale.ROOT, "%-28s %,12.0f %,12.0f %7.1fx%n", engine, one, eight, eight / one);
  }

  private static double commitRate(Path directory, int threads, int seconds, Url url) throws Exception {
    delete(directory);
    Files.createDirectories(directory);
    boolean duckdb = url.of(directory).startsWith("jdbc:duckdb:");
    try (Connection first = connect(url.of(directory)); Statement s = first.createStatement()) {
      s.execute("CREATE TABLE c (id BIGINT, v VARCHAR(20))");
      List<Connection> connections = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        connections.add(duckdb ? ((DuckDBConnection) first).duplicate() : connect(url.of(directory)));
      }
      AtomicBoolean stop = new AtomicBoolean();
      AtomicLong commits = new AtomicLong();
      AtomicLong measured = new AtomicLong();
      CountDownLatch done = new CountDownLatch(threads);
      AtomicLong ids = new AtomicLong();
      List<Thread> workers = new ArrayList<>();
      for (Connection connection : connections) {
        Thread worker = new Thread(() -> {
          try (PreparedStatement insert = connection.prepareStatement("INSERT INTO c VALUES (?, ?)")) {
            while (!stop.get()) {
              long id = ids.incrementAndGet();
              insert.setLong(1, id);
              insert.setString(2, "value " + id);
              // A batch of one row: one auto-commit transaction, without planning the INSERT again.
              insert.addBatch();
              insert.executeBatch();
              commits.incrementAndGet();
            }
          } catch (SQLException e) {
            throw new IllegalStateException(e);
          } finally {
            done.countDown();
          }
        });
        workers.add(worker);
        worker.start();
      }
      Thread.sleep(1000); // warm-up
      long before = commits.get();
      long start = System.nanoTime();
      Thread.sleep(seconds * 1000L);
      measured.set(commits.get() - before);
      double elapsed = (System.nanoTime() - start) / 1e9;
      stop.set(true);
      done.await();
      for (Connection connection : connections) {
        connection.close();
      }
      return measured.get() / elapsed;
    } finally {
      delete(directory);
    }
  }

  private static void load(double scale, Path directory) throws Exception {
    delete(directory);
    System.out.printf(Locale.ROOT, "%n== TPC-H scale %s bulk load (JDBC batches of 65,536 one-row INSERTs)%n", scale);
    long memoryMillis;
    // A small load first, so that neither measured load pays for the JIT warming up.
    try (Connection warm = DriverManager.getConnection("jdbc:quiver:mem:bench-warm-up")) {
      TpchData.load(warm, Math.min(scale, 0.01), 65_536, false, new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
    }
    String memUrl = "jdbc:quiver:mem:bench-memory";
    Connection memory = DriverManager.getConnection(memUrl);
    long start = System.nanoTime();
    TpchData.load(memory, scale, 65_536, false, System.out);
    memoryMillis = (System.nanoTime() - start) / 1_000_000;
    System.out.printf(Locale.ROOT, "  in memory: %,d ms%n", memoryMillis);
    double[] memoryQueries = queries(memory);
    memory.close();
    System.gc();

    String url = "jdbc:quiver:file:" + directory;
    Connection file = DriverManager.getConnection(url);
    start = System.nanoTime();
    TpchData.load(file, scale, 65_536, false, System.out);
    long fileMillis = (System.nanoTime() - start) / 1_000_000;
    System.out.printf(Locale.ROOT, "  file database: %,d ms (%.0f%% of the in-memory rate)%n", fileMillis,
        100.0 * memoryMillis / fileMillis);
    start = System.nanoTime();
    file.close(); // the last connection: checkpoints and releases the files
    System.out.printf(Locale.ROOT, "  close (final checkpoint): %,d ms; on disk %,d bytes%n",
        (System.nanoTime() - start) / 1_000_000, size(directory));
    System.gc();

    start = System.nanoTime();
    Connection reopened = DriverManager.getConnection(url);
    long openMicros = (System.nanoTime() - start) / 1000;
    System.out.printf(Locale.ROOT, "  open again (same JVM): %,.1f ms%n", openMicros / 1000.0);
    start = System.nanoTime();
    try (Statement s = reopened.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM lineitem")) {
      rs.next();
      System.out.printf(Locale.ROOT, "  first query (COUNT(*) FROM lineitem = %,d): %,d ms%n", rs.getLong(1),
          (System.nanoTime() - start) / 1_000_000);
    }
    double[] fileQueries = queries(reopened);
    reopened.close();
    System.out.printf(Locale.ROOT, "%n== queries once read (median of 5 after 2 warm-ups)%n");
    System.out.printf(Locale.ROOT, "%-6s %12s %12s %8s%n", "query", "memory ms", "file ms", "ratio");
    int[] numbers = {1, 6};
    for (int i = 0; i < numbers.length; i++) {
      System.out.printf(Locale.ROOT, "Q%-5d %12.1f %12.1f %7.2fx%n", numbers[i], memoryQueries[i], fileQueries[i],
          fileQueries[i] / memoryQueries[i]);
    }
    delete(directory);
  }

  private static double[] queries(Connection connection) throws SQLException {
    int[] numbers = {1, 6};
    double[] medians = new double[numbers.length];
    for (int q = 0; q < numbers.length; q++) {
      String sql = TpchQueries.get(numbers[q]).sql();
      List<Double> times = new ArrayList<>();
      for (int run = 0; run < 7; run++) {
        long start = System.nanoTime();
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
          int columns = rs.getMetaData().getColumnCount();
          while (rs.next()) {
            for (int c = 1; c <= columns; c++) {
              rs.getObject(c);
            }
          }
        }
        if (run >= 2) {
          times.add((System.nanoTime() - start) / 1e6);
        }
      }
      times.sort(null);
      medians[q] = times.get(times.size() / 2);
    }
    return medians;
  }

  private static long size(Path directory) throws IOException {
    try (Stream<Path> paths = Files.walk(directory)) {
      return paths.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
    }
  }

  private static void delete(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }
}
