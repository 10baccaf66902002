package io.quiver.benchmarks.jdbc;

import io.quiver.benchmarks.tpch.Engine;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * A prepared {@code SELECT id, v FROM t WHERE k BETWEEN ? AND ?} selecting 10 of 1 M rows, on
 * Quiver, with and without an index on {@code k}. The keys are a permutation of 0 to 1 M - 1 in a
 * scrambled order, loaded in commits of 100,000 rows (ten chunks, so the index holds several
 * sorted runs), so no chunk's min/max lets a scan skip it. One operation is one lookup.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RangeLookupBenchmark {
  static final int ROWS = 1_000_000;
  static final int COMMIT = 100_000;
  static final int WIDTH = 10;

  @Param({"false", "true"})
  public boolean indexed;

  private Connection conn;
  private PreparedStatement lookup;
  private final SplittableRandom random = new SplittableRandom(42);

  @Setup(Level.Trial)
  public void load() throws SQLException {
    conn = Engine.QUIVER.connect();
    try (Statement st = conn.createStatement()) {
      st.execute("CREATE TABLE t (id BIGINT, k BIGINT, v INT)");
      if (indexed) {
        st.execute("CREATE INDEX t_k ON t (k)");
      }
    }
    conn.setAutoCommit(false);
    try (PreparedStatement insert = conn.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
      for (int i = 0; i < ROWS; i++) {
        insert.setLong(1, i);
        insert.setLong(2, scrambled(i));
        insert.setInt(3, i % 1000);
        insert.addBatch();
        if ((i + 1) % COMMIT == 0) {
          insert.executeBatch();
          conn.commit();
        }
      }
    }
    conn.setAutoCommit(true);
    lookup = conn.prepareStatement("SELECT id, v FROM t WHERE k BETWEEN ? AND ?");
  }

  /** A permutation of 0 to ROWS - 1: 1 M is 2^6 * 5^6, and 7^k is prime to both. */
  private static long scrambled(long i) {
    return (i * 823_543L + 12_345) % ROWS;
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException {
    lookup.close();
    conn.close();
  }

  @Benchmark
  public long lookup() throws SQLException {
    long low = random.nextInt(ROWS - WIDTH + 1);
    lookup.setLong(1, low);
    lookup.setLong(2, low + WIDTH - 1);
    long found = 0;
    try (ResultSet rs = lookup.executeQuery()) {
      while (rs.next()) {
        rs.getLong(1);
        rs.getInt(2);
        found++;
      }
    }
    if (found != WIDTH) {
      throw new IllegalStateException("the range from " + low + " found " + found + " rows");
    }
    return found;
  }
}
