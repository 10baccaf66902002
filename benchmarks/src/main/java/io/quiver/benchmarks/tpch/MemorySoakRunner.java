package io.quiver.benchmarks.tpch;

import java.io.OutputStream;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;

/**
 * The memory soak of issue 12: TPC-H Q18 and Q21 run again and again under a per-query limit
 * ({@code table.exec.resource.query-memory}); each run must give its answer or fail cleanly with
 * SQLSTATE 53200, never end the JVM with OutOfMemoryError, and the connection must stay usable.
 *
 * <pre>java -Xmx2g -cp ... io.quiver.benchmarks.tpch.MemorySoakRunner --scale 1 --limit '256 mb' --rounds 5</pre>
 *
 * Exits with 1 if any run fails otherwise (another SQLSTATE, an Error, a wrong row count between rounds).
 */
public final class MemorySoakRunner {
  private MemorySoakRunner() {}

  public static void main(String[] args) throws Exception {
    double scale = 1;
    String limit = "256 mb";
    int rounds = 5;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--scale" -> scale = Double.parseDouble(args[++i]);
        case "--limit" -> limit = args[++i];
        case "--rounds" -> rounds = Integer.parseInt(args[++i]);
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    System.exit(run(scale, limit, rounds, System.out) ? 0 : 1);
  }

  /** Runs the soak; true when every run gave an answer or a clean 53200. */
  public static boolean run(double scale, String limit, int rounds, PrintStream out) throws SQLException {
    boolean clean = true;
    try (Connection quiver = DriverManager.getConnection("jdbc:quiver:mem:memory_soak")) {
      long started = System.nanoTime();
      TpchData.load(quiver, scale, TpchData.DEFAULT_BATCH_SIZE, false, new PrintStream(OutputStream.nullOutputStream()));
      out.printf(Locale.ROOT, "loaded scale %s in %.1f s; limit %s; JVM max heap %d MB%n", scale,
          (System.nanoTime() - started) / 1e9, limit, Runtime.getRuntime().maxMemory() >> 20);
      try (Statement s = quiver.createStatement()) {
        s.execute("SET 'table.exec.resource.query-memory' = '" + limit + "'");
      }
      long[] rows = {-1, -1};
      int[] queries = {18, 21};
      for (int round = 1; round <= rounds; round++) {
        for (int q = 0; q < queries.length; q++) {
          TpchQueries.Query query = TpchQueries.get(queries[q]);
          long start = System.nanoTime();
          String outcome;
          try (Statement s = quiver.createStatement(); ResultSet rs = s.executeQuery(query.sql())) {
            long n = 0;
            while (rs.next()) {
              n++;
            }
            if (rows[q] >= 0 && rows[q] != n) {
              clean = false;
            }
            rows[q] = n;
            outcome = n + " rows";
          } catch (SQLException e) {
            outcome = e.getSQLState() + " " + e.getMessage();
            if (!"53200".equals(e.getSQLState())) {
              clean = false;
            }
          } catch (Error e) {
            outcome = "ERROR " + e;
            clean = false;
          }
          out.printf(Locale.ROOT, "round %d %s %.0f ms: %s%n", round, query.name(), (System.nanoTime() - start) / 1e6,
              outcome);
        }
        // The connection goes on after a 53200.
        try (Statement s = quiver.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM nation")) {
          rs.next();
          if (rs.getLong(1) != 25) {
            clean = false;
          }
        }
      }
    }
    out.println(clean ? "clean: every run gave its answer or 53200" : "NOT CLEAN");
    return clean;
  }
}
