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
 * java -Xmx8g -cp "benchmarks/target/quiver-benchmarks-0.1.0-SNAPSHOT.jar:benchmarks/target/lib/*" \
 *     io.quiver.benchmarks.filedb.FileDatabaseRunner [--scale 1] [--seconds 5] [--dir DIR]
 *     [--queries 1,6,3,12,14] [--runs 5] [--indexes] [--file-first] [--commits-only | --no-commits]
 * </pre>
 *
 * <p>{@code --indexes} creates the indexes of {@code tpch/indexes.sql} (primary and foreign keys)
 * in both databases after the timed loads, so that the reopened database has keyed tables: their
 * indexes must not make opening read the rows.
 */
public final class FileDatabaseRunner {
  private FileDatabaseRunner() {}

  public static void main(String[] args) throws Exception {
    double scale = 1;
    int seconds = 5;
    Path base = null;
    boolean commitsOnly = false;
    boolean noCommits = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--scale" -> scale = Double.parseDouble(args[++i]);
        case "--seconds" -> seconds = Integer.parseInt(args[++i]);
        case "--dir" -> base = Path.of(args[++i]);
        case "--commits-only" -> commitsOnly = true;
        case "--no-commits" -> noCommits = true;
        case "--indexes" -> indexes = true;
        case "--file-first" -> fileFirst = true;
        case "--runs" -> runs = Integer.parseInt(args[++i]);
        case "--queries" -> queries = java.util.Arrays.stream(args[++i].split(",")).map(String::trim)
            .mapToInt(Integer::parseInt).toArray();
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (base == null) {
      base = Files.createTempDirectory("quiver-filedb-bench");
    }
    if (noCommits) {
      load(scale, base.resolve("tpch"));
      return;
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

  /** Options of the load part: the TPC-H queries timed, timed runs of each, indexes after the load. */
  private static int[] queries = {1, 6, 3, 12, 14};
  private static int runs = 5;
  private static boolean indexes;
  /** Loads the file database before the in-memory one (the default is the other way round). */
  private static boolean fileFirst;
  private static final int WARM_UPS = 2;
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

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
    System.out.printf(Locale.ROOT, "%n== TPC-H scale %s bulk load (JDBC batches of 65,536 one-row INSERTs), %s first%n", scale,
        fileFirst ? "file database" : "in memory");
    // A small load first, so that neither measured load pays for the JIT warming up.
    try (Connection warm = DriverManager.getConnection("jdbc:quiver:mem:bench-warm-up")) {
      TpchData.load(warm, Math.min(scale, 0.01), 65_536, false, new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
    }
    String url = "jdbc:quiver:file:" + directory;
    long memoryMillis = 0;
    long fileMillis = 0;
    long memoryCpu = 0;
    long fileCpu = 0;
    Connection memory = null;
    for (boolean loadFile : fileFirst ? new boolean[] {true, false} : new boolean[] {false, true}) {
      System.gc();
      if (loadFile) {
        Connection file = DriverManager.getConnection(url);
        long start = System.nanoTime();
        long cpuStart = OS.getProcessCpuTime();
        TpchData.load(file, scale, 65_536, false, System.out);
        fileMillis = (System.nanoTime() - start) / 1_000_000;
        fileCpu = (OS.getProcessCpuTime() - cpuStart) / 1_000_000;
        System.out.printf(Locale.ROOT, "  file database: %,d ms (CPU %,d ms)%n", fileMillis, fileCpu);
        createIndexes(file, "file database");
        start = System.nanoTime();
        file.close(); // the last connection: checkpoints and releases the files
        System.out.printf(Locale.ROOT, "  close (final checkpoint): %,d ms; on disk %,d bytes%n",
            (System.nanoTime() - start) / 1_000_000, size(directory));
      } else {
        // Stays open: its queries run interleaved with the file database's, so that neither
        // side gets the quieter minutes of a shared machine.
        memory = DriverManager.getConnection("jdbc:quiver:mem:bench-memory");
        long start = System.nanoTime();
        long cpuStart = OS.getProcessCpuTime();
        TpchData.load(memory, scale, 65_536, false, System.out);
        memoryMillis = (System.nanoTime() - start) / 1_000_000;
        memoryCpu = (OS.getProcessCpuTime() - cpuStart) / 1_000_000;
        System.out.printf(Locale.ROOT, "  in memory: %,d ms (CPU %,d ms)%n", memoryMillis, memoryCpu);
        createIndexes(memory, "in memory");
      }
    }
    System.out.printf(Locale.ROOT, "  file database load at %.0f%% of the in-memory rate (by CPU time: %.0f%%)%n",
        100.0 * memoryMillis / fileMillis, 100.0 * memoryCpu / fileCpu);
    System.gc();

    long start = System.nanoTime();
    Connection reopened = DriverManager.getConnection(url);
    long openMicros = (System.nanoTime() - start) / 1000;
    System.out.printf(Locale.ROOT, "  open again (same JVM): %,.1f ms%n", openMicros / 1000.0);
    start = System.nanoTime();
    try (Statement s = reopened.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM lineitem")) {
      rs.next();
      System.out.printf(Locale.ROOT, "  first query (COUNT(*) FROM lineitem = %,d): %,d ms%n", rs.getLong(1),
          (System.nanoTime() - start) / 1_000_000);
    }
    System.out.printf(Locale.ROOT, "%n== queries once read (median of %d after %d warm-ups, memory and file runs"
        + " alternating; CPU: the process's, all threads)%n", runs, WARM_UPS);
    System.out.printf(Locale.ROOT, "%-6s %12s %12s %8s %12s %12s %8s%n", "query", "memory ms", "file ms", "ratio",
        "memory CPU", "file CPU", "ratio");
    for (int number : queries) {
      Timing[] both = timeAlternating(TpchQueries.get(number).sql(), memory, reopened);
      System.out.printf(Locale.ROOT, "Q%-5d %12.1f %12.1f %7.2fx %12.0f %12.0f %7.2fx%n", number,
          both[0].millis(), both[1].millis(), both[1].millis() / both[0].millis(),
          both[0].cpuMillis(), both[1].cpuMillis(), both[1].cpuMillis() / Math.max(1, both[0].cpuMillis()));
    }
    reopened.close();
    memory.close();
    delete(directory);
  }

  private static void createIndexes(Connection connection, String where) throws SQLException {
    if (!indexes) {
      return;
    }
    long start = System.nanoTime();
    try (Statement s = connection.createStatement()) {
      for (String sql : TpchQueries.statements(TpchQueries.resource("tpch/indexes.sql"))) {
        s.execute(sql);
      }
    }
    System.out.printf(Locale.ROOT, "  indexes of tpch/indexes.sql (%s): %,d ms%n", where, (System.nanoTime() - start) / 1_000_000);
  }

  /** The median elapsed and process CPU time of one query. */
  private record Timing(double millis, double cpuMillis) {}

  /** Runs the query on each connection in turn, warm-ups first; the medians of each. */
  private static Timing[] timeAlternating(String sql, Connection... connections) throws SQLException {
    List<List<Double>> times = new ArrayList<>();
    List<List<Double>> cpu = new ArrayList<>();
    for (int c = 0; c < connections.length; c++) {
      times.add(new ArrayList<>());
      cpu.add(new ArrayList<>());
    }
    for (int run = 0; run < WARM_UPS + runs; run++) {
      for (int c = 0; c < connections.length; c++) {
        long start = System.nanoTime();
        long cpuStart = OS.getProcessCpuTime();
        try (Statement s = connections[c].createStatement(); ResultSet rs = s.executeQuery(sql)) {
          int columns = rs.getMetaData().getColumnCount();
          while (rs.next()) {
            for (int i = 1; i <= columns; i++) {
              rs.getObject(i);
            }
          }
        }
        if (run >= WARM_UPS) {
          times.get(c).add((System.nanoTime() - start) / 1e6);
          cpu.get(c).add((OS.getProcessCpuTime() - cpuStart) / 1e6);
        }
      }
    }
    Timing[] medians = new Timing[connections.length];
    for (int c = 0; c < connections.length; c++) {
      times.get(c).sort(null);
      cpu.get(c).sort(null);
      medians[c] = new Timing(times.get(c).get(runs / 2), cpu.get(c).get(runs / 2));
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
