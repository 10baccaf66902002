package io.quiver.benchmarks.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Loads the same rows into a table without a key and into one with a PRIMARY KEY, through one
 * prepared one-row INSERT, {@code addBatch}, {@code executeBatch} and a commit per batch, and prints
 * the time of each: the cost of checking the key as the table grows. Keys come in a scrambled
 * order (a bijection of 0..rows-1), so that neither run profits from sorted input.
 *
 * <p>{@code java -cp ... io.quiver.benchmarks.jdbc.KeyedLoad [ROWS [BATCH [ROUNDS]]]}
 */
public final class KeyedLoad {
  private KeyedLoad() {}

  public static void main(String[] args) throws SQLException {
    long rows = args.length > 0 ? Long.parseLong(args[0]) : 10_000_000L;
    int batch = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 1;
    for (int round = 1; round <= rounds; round++) {
      for (boolean key : new boolean[] {false, true}) {
        long start = System.nanoTime();
        long loaded = load("keyed_load_" + round + "_" + key, key, rows, batch);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("round %d, %-11s: %,d rows in %.2f s (%,.0f rows/s)%n", round,
            key ? "PRIMARY KEY" : "no key", loaded, seconds, loaded / seconds);
      }
    }
  }

  private static long load(String database, boolean key, long rows, int batch) throws SQLException {
    try (Connection conn = DriverManager.getConnection("jdbc:quiver:mem:" + database)) {
      try (Statement st = conn.createStatement()) {
        st.execute("CREATE TABLE t (id BIGINT NOT NULL, grp INT, name VARCHAR(20)"
            + (key ? ", PRIMARY KEY (id)" : "") + ")");
      }
      conn.setAutoCommit(false);
      try (PreparedStatement insert = conn.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
        for (long i = 0; i < rows; i++) {
          long id = scramble(i, rows);
          insert.setLong(1, id);
          insert.setInt(2, (int) (id % 1000));
          insert.setString(3, "name" + (id % 10_000));
          insert.addBatch();
          if ((i + 1) % batch == 0 || i + 1 == rows) {
            insert.executeBatch();
            conn.commit();
          }
        }
      }
      conn.setAutoCommit(true);
      try (Statement st = conn.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM t")) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  /** A bijection of [0, n): an odd multiplier modulo the next power of two, with values past n skipped by cycle walking. */
  private static long scramble(long i, long n) {
    long size = Long.highestOneBit(Math.max(1, n - 1)) << 1;
    long x = i;
    do {
      x = (x * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L) & (size - 1);
    } while (x >= n);
    return x;
  }
}
