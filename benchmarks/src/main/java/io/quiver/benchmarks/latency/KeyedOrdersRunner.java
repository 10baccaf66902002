package io.quiver.benchmarks.latency;

import io.quiver.benchmarks.tpch.Engine;
import io.quiver.benchmarks.tpch.TpchData;
import io.trino.tpch.Order;
import io.trino.tpch.TpchTable;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

/**
 * Statements by primary key on TPC-H {@code orders} (scale 1: 1.5 M rows) declared with
 * {@code PRIMARY KEY (o_orderkey)}, Quiver beside DuckDB and H2 in one process, each through JDBC
 * on an in-memory database of its own, loaded as the TPC-H runner loads it: a prepared point
 * lookup (every column read), a prepared single-row UPDATE by key in auto-commit and inside
 * transactions of {@value #TRANSACTION_STATEMENTS} statements, a prepared DELETE by key and a
 * prepared single-row INSERT of a new key, both in auto-commit. Each row runs half its count
 * untimed, then its count timed; the figures are the median wall time of one statement, the mean
 * CPU time of the calling thread per statement (the steadier figure on a shared machine; an engine
 * that works on other threads too shows less than it uses) and statements per second of wall
 * time. Every statement checks that it found or changed exactly one row.
 *
 * <pre>
 * java -Xmx6g -cp "benchmarks/target/quiver-benchmarks-0.1.0-SNAPSHOT.jar:benchmarks/target/lib/*" \
 *     io.quiver.benchmarks.latency.KeyedOrdersRunner [--scale 1] [--runs 20000] [--engines quiver,duckdb,h2] \
 *     [--only lookup,update,delete,insert]
 * </pre>
 */
public final class KeyedOrdersRunner {
  static final int TRANSACTION_STATEMENTS = 1_000;
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** The kinds of statement measured: lookup, update, delete, insert. */
  private static Set<String> only;

  private KeyedOrdersRunner() {}

  /** One statement of a row, given its run number. */
  private interface Work {
    void run(int i) throws SQLException;
  }

  public static void main(String[] args) throws Exception {
    double scaleOption = 1;
    int runsOption = 20_000;
    List<Engine> engines = List.of(Engine.QUIVER, Engine.DUCKDB, Engine.H2);
    Set<String> kinds = Set.of("lookup", "update", "delete", "insert");
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--scale" -> scaleOption = Double.parseDouble(args[++i]);
        case "--runs" -> runsOption = Integer.parseInt(args[++i]);
        case "--engines" -> engines = Arrays.stream(args[++i].split(",")).map(Engine::parse).toList();
        case "--only" -> kinds = Set.of(args[++i].split(","));
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    only = kinds;
    double scale = scaleOption;
    int runs = runsOption;
    LongStream.Builder keyList = LongStream.builder();
    for (Order order : TpchTable.ORDERS.createGenerator(scale, 1, 1)) {
      keyList.add(order.getOrderKey());
    }
    long[] keys = keyList.build().toArray();
    Map<String, Map<Engine, String>> table = new LinkedHashMap<>();
    for (Engine engine : engines) {
      measure(engine, scale, runs, keys, table);
    }
    System.out.printf(Locale.ROOT, "%nscale %s, %,d orders, %,d runs a row; median wall / mean CPU / statements per second of wall%n",
        scale, keys.length, runs);
    System.out.printf(Locale.ROOT, "%-46s", "statement");
    for (Engine engine : engines) {
      System.out.printf(Locale.ROOT, " | %-32s", engine.displayName());
    }
    System.out.println();
    for (Map.Entry<String, Map<Engine, String>> row : table.entrySet()) {
      System.out.printf(Locale.ROOT, "%-46s", row.getKey());
      for (Engine engine : engines) {
        System.out.printf(Locale.ROOT, " | %-32s", row.getValue().getOrDefault(engine, "-"));
      }
      System.out.println();
    }
  }

  private static void measure(Engine engine, double scale, int runs, long[] keys,
      Map<String, Map<Engine, String>> table) throws SQLException {
    System.out.printf(Locale.ROOT, "%s: loading orders at scale %s%n", engine.displayName(), scale);
    try (Connection conn = engine.connect()) {
      TpchData.LoadStats load = TpchData.loadTable(conn, TpchTable.ORDERS, scale, TpchData.DEFAULT_BATCH_SIZE,
          "o_orderkey");
      System.out.printf(Locale.ROOT, "  %,d rows in %,d ms%n", load.rows(), load.millis());
      SplittableRandom random = new SplittableRandom(42);
      if (only.contains("lookup")) {
        lookups(conn, engine, runs, keys, random, table);
      }
      if (only.contains("update")) {
        updates(conn, engine, runs, keys, random, table);
      }
      if (only.contains("delete")) {
        deletes(conn, engine, runs, keys, random, table);
      }
      if (only.contains("insert")) {
        inserts(conn, engine, runs, keys, table);
      }
    }
  }

  private static void lookups(Connection conn, Engine engine, int runs, long[] keys, SplittableRandom random,
      Map<String, Map<Engine, String>> table) throws SQLException {
      try (PreparedStatement ps = conn.prepareStatement("select * from orders where o_orderkey = ?")) {
        int columns = ps.getMetaData() == null ? 9 : ps.getMetaData().getColumnCount();
        row(table, engine, "prepared point lookup", runs, i -> {
          long key = keys[random.nextInt(keys.length)];
          ps.setLong(1, key);
          long found = 0;
          try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
              for (int c = 1; c <= columns; c++) {
                rs.getObject(c);
              }
              found += rs.getLong(1);
            }
          }
          check(found == key, "the lookup of " + key + " found " + found);
        });
      }
  }

  private static void updates(Connection conn, Engine engine, int runs, long[] keys, SplittableRandom random,
      Map<String, Map<Engine, String>> table) throws SQLException {
      try (PreparedStatement ps = conn.prepareStatement(
          "update orders set o_totalprice = o_totalprice + 1 where o_orderkey = ?")) {
        row(table, engine, "prepared UPDATE by key, auto-commit", runs, i -> {
          ps.setLong(1, keys[random.nextInt(keys.length)]);
          check(ps.executeUpdate() == 1, "the UPDATE changed no row");
        });
        conn.setAutoCommit(false);
        try {
          row(table, engine, "the same, " + TRANSACTION_STATEMENTS + " a transaction", runs, i -> {
            ps.setLong(1, keys[random.nextInt(keys.length)]);
            check(ps.executeUpdate() == 1, "the UPDATE changed no row");
            if ((i + 1) % TRANSACTION_STATEMENTS == 0) {
              conn.commit();
            }
          });
          conn.commit();
        } finally {
          conn.setAutoCommit(true);
        }
      }
  }

  private static void deletes(Connection conn, Engine engine, int runs, long[] keys, SplittableRandom random,
      Map<String, Map<Engine, String>> table) throws SQLException {
      // Each key deleted once: a shuffled run of distinct keys, as many as both passes need.
      long[] doomed = shuffledPrefix(keys, runs + Math.max(10, runs / 2), random);
      try (PreparedStatement ps = conn.prepareStatement("delete from orders where o_orderkey = ?")) {
        int[] next = {0};
        row(table, engine, "prepared DELETE by key, auto-commit", runs, i -> {
          ps.setLong(1, doomed[next[0]++]);
          check(ps.executeUpdate() == 1, "the DELETE removed no row");
        });
      }
  }

  private static void inserts(Connection conn, Engine engine, int runs, long[] keys,
      Map<String, Map<Engine, String>> table) throws SQLException {
      long firstNewKey = Arrays.stream(keys).max().orElse(0) + 1;
      try (PreparedStatement ps = conn.prepareStatement("insert into orders (o_orderkey, o_custkey, o_orderstatus,"
          + " o_totalprice, o_orderdate, o_orderpriority, o_clerk, o_shippriority, o_comment)"
          + " values (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
        long[] next = {firstNewKey};
        java.sql.Date date = java.sql.Date.valueOf("1998-08-02");
        row(table, engine, "prepared single-row INSERT, auto-commit", runs, i -> {
          ps.setLong(1, next[0]++);
          ps.setLong(2, 1 + i % 1000);
          ps.setString(3, "O");
          ps.setBigDecimal(4, java.math.BigDecimal.valueOf(100_00 + i, 2));
          ps.setDate(5, date);
          ps.setString(6, "1-URGENT");
          ps.setString(7, "Clerk#000000001");
          ps.setInt(8, 0);
          ps.setString(9, "inserted by the runner");
          check(ps.executeUpdate() == 1, "the INSERT wrote no row");
        });
      }
  }

  private static long[] shuffledPrefix(long[] keys, int count, SplittableRandom random) {
    long[] copy = keys.clone();
    int n = Math.min(count, copy.length);
    for (int i = 0; i < n; i++) {
      int j = i + random.nextInt(copy.length - i);
      long t = copy[i];
      copy[i] = copy[j];
      copy[j] = t;
    }
    return Arrays.copyOf(copy, n);
  }

  private static void check(boolean condition, String failure) {
    if (!condition) {
      throw new IllegalStateException(failure);
    }
  }

  /** Runs {@code work} half of {@code runs} times untimed, then {@code runs} times timed. */
  private static void row(Map<String, Map<Engine, String>> table, Engine engine, String name, int runs, Work work)
      throws SQLException {
    int warmup = Math.max(10, runs / 2);
    for (int i = 0; i < warmup; i++) {
      work.run(i);
    }
    long[] nanos = new long[runs];
    long cpu = THREADS.getCurrentThreadCpuTime();
    long start = System.nanoTime();
    for (int i = 0; i < runs; i++) {
      long t = System.nanoTime();
      work.run(warmup + i);
      nanos[i] = System.nanoTime() - t;
    }
    long wall = System.nanoTime() - start;
    cpu = THREADS.getCurrentThreadCpuTime() - cpu;
    Arrays.sort(nanos);
    String cell = String.format(Locale.ROOT, "%s / %s / %,.0f/s", time(nanos[runs / 2]), time(cpu / runs),
        runs / (wall / 1e9));
    System.out.printf(Locale.ROOT, "  %-46s %s%n", name, cell);
    table.computeIfAbsent(name, k -> new LinkedHashMap<>()).put(engine, cell);
  }

  private static String time(long nanos) {
    return nanos >= 1_000_000 ? String.format(Locale.ROOT, "%.2f ms", nanos / 1e6)
        : String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
  }
}
