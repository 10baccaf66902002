package io.quiver.benchmarks.latency;

import io.quiver.benchmarks.tpch.Engine;
import io.quiver.benchmarks.tpch.TpchData;
import io.quiver.benchmarks.tpch.TpchQueries;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Interactive latency, Quiver beside DuckDB and H2 in one process, all through JDBC on in-memory
 * databases: the statements of a dashboard (ad-hoc statements whose literals change at every run),
 * of an ORM (prepared lookups and single-row writes in auto-commit) and the planning time of every
 * TPC-H query. Each statement's figure is the median wall time of the timed runs after warm-up
 * runs on the same connection, then the mean CPU time of the calling thread per run (on a shared
 * machine the CPU time is the steadier figure; an engine that works on other threads, as DuckDB
 * may, shows less CPU than it uses). An engine's rows run one after another on a 10,000-row table
 * of its own.
 *
 * <pre>
 * java -cp "benchmarks/target/quiver-benchmarks-0.1.0-SNAPSHOT.jar:benchmarks/target/lib/*" \
 *     io.quiver.benchmarks.latency.LatencyRunner [--runs N] [--engines quiver,duckdb,h2] [--no-tpch | --tpch-only]
 * </pre>
 */
public final class LatencyRunner {
  static final int ROWS = 10_000;
  private static final java.lang.management.ThreadMXBean THREADS =
      java.lang.management.ManagementFactory.getThreadMXBean();

  private LatencyRunner() {}

  /** One measured row: a name and the statement it runs, given a run number. */
  private interface Work {
    void run(Connection conn, int i) throws SQLException;
  }

  public static void main(String[] args) throws Exception {
    int runs = 2_000;
    List<Engine> engines = List.of(Engine.QUIVER, Engine.DUCKDB, Engine.H2);
    boolean tpch = true;
    boolean statements = true;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--runs" -> runs = Integer.parseInt(args[++i]);
        case "--engines" -> engines = Arrays.stream(args[++i].split(",")).map(Engine::parse).toList();
        case "--no-tpch" -> tpch = false;
        case "--tpch-only" -> statements = false;
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (statements) {
      Map<String, Map<Engine, String>> table = new LinkedHashMap<>();
      for (Engine engine : engines) {
        measureStatements(engine, runs, table);
      }
      print("statement (median wall / mean CPU)", engines, table);
    }
    if (tpch && engines.contains(Engine.QUIVER)) {
      planning(engines);
    }
  }

  private static void measureStatements(Engine engine, int runs, Map<String, Map<Engine, String>> table)
      throws SQLException {
    try (Connection conn = engine.connect()) {
      load(conn);
      String dateAdd = engine == Engine.H2 ? "DATEADD(DAY, %d, DATE '2024-01-01')" : "DATE '2024-01-01' + INTERVAL '%d' DAY";
      adHoc(conn, table, engine, "ad-hoc GROUP BY + ORDER BY", runs, (c, i) -> query(c,
          "SELECT category, COUNT(*), SUM(amount) FROM events WHERE qty > " + (i % 50)
              + " GROUP BY category ORDER BY category"));
      adHoc(conn, table, engine, "ad-hoc top-10 with a date filter", runs, (c, i) -> query(c,
          "SELECT id, amount FROM events WHERE created >= " + String.format(Locale.ROOT, dateAdd, i % 300)
              + " ORDER BY amount DESC, id LIMIT 10"));
      adHoc(conn, table, engine, "ad-hoc COUNT(*) with a filter", runs, (c, i) -> query(c,
          "SELECT COUNT(*) FROM events WHERE amount > " + (i % 900) + ".5"));
      adHoc(conn, table, engine, "WHERE id = k as literal SQL", runs, (c, i) -> query(c,
          "SELECT * FROM events WHERE id = " + key(i)));
      try (PreparedStatement ps = conn.prepareStatement("SELECT * FROM events WHERE id = ?")) {
        adHoc(conn, table, engine, "the same, prepared", runs * 50, (c, i) -> {
          ps.setInt(1, key(i));
          read(ps.executeQuery());
        });
      }
      try (Statement s = conn.createStatement()) {
        s.execute("CREATE TABLE sink (id INTEGER, category VARCHAR(20), amount DECIMAL(12,2))");
      }
      try (PreparedStatement ps = conn.prepareStatement("INSERT INTO sink VALUES (?, ?, ?)")) {
        adHoc(conn, table, engine, "prepared single-row INSERT, auto-commit", runs * 5, (c, i) -> {
          ps.setInt(1, i);
          ps.setString(2, "c" + (i % 7));
          ps.setBigDecimal(3, java.math.BigDecimal.valueOf(i, 2));
          ps.executeUpdate();
        });
      }
      try (PreparedStatement ps = conn.prepareStatement("UPDATE events SET qty = qty + 1 WHERE id = ?")) {
        adHoc(conn, table, engine, "prepared UPDATE by primary key, auto-commit", runs * 5, (c, i) -> {
          ps.setInt(1, key(i));
          if (ps.executeUpdate() != 1) {
            throw new IllegalStateException("UPDATE by key changed no row");
          }
        });
      }
      try (Statement s = conn.createStatement()) {
        s.execute("CREATE TABLE bulk (id INTEGER, category VARCHAR(20), amount DECIMAL(12,2))");
      }
      long start = System.nanoTime();
      int batchRows = 200_000;
      try (PreparedStatement ps = conn.prepareStatement("INSERT INTO bulk VALUES (?, ?, ?)")) {
        for (int i = 0; i < batchRows; i++) {
          ps.setInt(1, i);
          ps.setString(2, "c" + (i % 7));
          ps.setBigDecimal(3, java.math.BigDecimal.valueOf(i, 2));
          ps.addBatch();
          if ((i + 1) % 50_000 == 0) {
            ps.executeBatch();
          }
        }
      }
      double rowsPerSecond = batchRows / ((System.nanoTime() - start) / 1e9);
      table.computeIfAbsent("executeBatch, 50,000 rows a batch (rows/s)", k -> new LinkedHashMap<>())
          .put(engine, String.format(Locale.ROOT, "%,.0f", rowsPerSecond));
    }
  }

  private static int key(int i) {
    return (int) ((i * 2_654_435_761L) % ROWS);
  }

  private static void load(Connection conn) throws SQLException {
    try (Statement s = conn.createStatement()) {
      s.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, category VARCHAR(20), amount DECIMAL(12,2),"
          + " created DATE, qty INTEGER)");
    }
    SplittableRandom random = new SplittableRandom(7);
    try (PreparedStatement ps = conn.prepareStatement("INSERT INTO events VALUES (?, ?, ?, ?, ?)")) {
      for (int i = 0; i < ROWS; i++) {
        ps.setInt(1, i);
        ps.setString(2, "category-" + random.nextInt(12));
        ps.setBigDecimal(3, java.math.BigDecimal.valueOf(random.nextInt(100_000), 2));
        ps.setDate(4, java.sql.Date.valueOf(java.time.LocalDate.of(2024, 1, 1).plusDays(random.nextInt(366))));
        ps.setInt(5, random.nextInt(100));
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  private static void query(Connection conn, String sql) throws SQLException {
    try (Statement s = conn.createStatement()) {
      read(s.executeQuery(sql));
    }
  }

  private static void read(ResultSet rs) throws SQLException {
    try (rs) {
      int columns = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        for (int c = 1; c <= columns; c++) {
          rs.getObject(c);
        }
      }
    }
  }

  /** Runs {@code work} half of {@code runs} times untimed, then {@code runs} times timed. */
  private static void adHoc(Connection conn, Map<String, Map<Engine, String>> table, Engine engine, String name,
      int runs, Work work) throws SQLException {
    for (int i = 0; i < Math.max(10, runs / 2); i++) {
      work.run(conn, runs + i);
    }
    long[] nanos = new long[runs];
    long cpu = THREADS.getCurrentThreadCpuTime();
    for (int i = 0; i < runs; i++) {
      long t = System.nanoTime();
      work.run(conn, i);
      nanos[i] = System.nanoTime() - t;
    }
    cpu = THREADS.getCurrentThreadCpuTime() - cpu;
    table.computeIfAbsent(name, k -> new LinkedHashMap<>()).put(engine,
        time(median(nanos)) + " / " + time(cpu / runs));
  }

  private static long median(long[] nanos) {
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  private static String time(long nanos) {
    return nanos >= 1_000_000 ? String.format(Locale.ROOT, "%.2f ms", nanos / 1e6)
        : String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
  }

  /**
   * {@code prepareStatement} of each TPC-H query on empty tables: the first time on a database
   * that has not seen the query (after every query was prepared once on another database, so class
   * loading and JIT are not counted), and again on the same database (a plan-cache hit where the
   * engine has one).
   */
  private static void planning(List<Engine> engines) throws SQLException {
    Map<String, Map<Engine, String>> table = new LinkedHashMap<>();
    for (Engine engine : engines) {
      try (Connection warm = engine.connect()) {
        createTpch(warm);
        for (int round = 0; round < 1; round++) {
          for (TpchQueries.Query q : TpchQueries.all()) {
            warm.prepareStatement(q.sql()).close();
          }
        }
      }
      for (TpchQueries.Query q : TpchQueries.all()) {
        long first;
        long[] again = new long[50];
        try (Connection conn = fresh(engine)) {
          createTpch(conn);
          long t = System.nanoTime();
          conn.prepareStatement(q.sql()).close();
          first = System.nanoTime() - t;
          for (int i = 0; i < again.length; i++) {
            t = System.nanoTime();
            conn.prepareStatement(q.sql()).close();
            again[i] = System.nanoTime() - t;
          }
        }
        table.computeIfAbsent(q.name() + " first / again", k -> new LinkedHashMap<>())
            .put(engine, time(first) + " / " + time(median(again)));
      }
    }
    print("prepareStatement of TPC-H queries", engines, table);
  }

  private static int freshDatabases;

  private static Connection fresh(Engine engine) throws SQLException {
    String url = switch (engine) {
      case QUIVER -> "jdbc:quiver:mem:";
      case DUCKDB -> "jdbc:duckdb:";
      case H2 -> "jdbc:h2:mem:plan" + (freshDatabases++);
    };
    return java.sql.DriverManager.getConnection(url);
  }

  private static void createTpch(Connection conn) throws SQLException {
    try (Statement s = conn.createStatement()) {
      for (TpchData.TableDef def : TpchData.schema().values()) {
        s.execute(def.ddl());
      }
    }
  }

  private static void print(String title, List<Engine> engines, Map<String, Map<Engine, String>> table) {
    int width = table.keySet().stream().mapToInt(String::length).max().orElse(10);
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s", title));
    for (Engine e : engines) {
      sb.append(String.format(Locale.ROOT, " | %22s", e.displayName()));
    }
    System.out.println(sb);
    for (Map.Entry<String, Map<Engine, String>> row : table.entrySet()) {
      sb = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s", row.getKey()));
      for (Engine e : engines) {
        sb.append(String.format(Locale.ROOT, " | %22s", row.getValue().getOrDefault(e, "")));
      }
      System.out.println(sb);
    }
    System.out.println();
  }
}
