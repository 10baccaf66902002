package io.quiver.benchmarks.jdbc;

import io.quiver.benchmarks.tpch.Engine;
import io.quiver.benchmarks.tpch.TpchData;
import io.trino.tpch.Order;
import io.trino.tpch.TpchTable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
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
 * A prepared {@code SELECT * FROM orders WHERE o_orderkey = ?} on a random existing key, every
 * column of the one row read. One operation is one lookup. With {@code primaryKey} false no engine
 * has an index on the key; with it true the table is declared with {@code PRIMARY KEY
 * (o_orderkey)}, which gives H2 (a row store) its index, as an application would declare it.
 * {@code scale} is the TPC-H scale factor whose whole {@code orders} table is loaded (0.05: 75,000
 * rows; 1: 1.5 M rows), each engine the way the TPC-H runner loads it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PointLookupBenchmark {
  @Param({"quiver", "h2", "duckdb"})
  public String engine;

  @Param({"false", "true"})
  public boolean primaryKey;

  @Param({"0.05"})
  public double scale;

  private Connection conn;
  private PreparedStatement lookup;
  private long[] keys;
  private final SplittableRandom random = new SplittableRandom(42);

  @Setup(Level.Trial)
  public void load() throws SQLException {
    conn = Engine.parse(engine).connect();
    TpchData.loadTable(conn, TpchTable.ORDERS, scale, TpchData.DEFAULT_BATCH_SIZE, primaryKey ? "o_orderkey" : null);
    LongStream.Builder orderKeys = LongStream.builder();
    for (Order order : TpchTable.ORDERS.createGenerator(scale, 1, 1)) {
      orderKeys.add(order.getOrderKey());
    }
    keys = orderKeys.build().toArray();
    lookup = conn.prepareStatement("select * from orders where o_orderkey = ?");
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException {
    lookup.close();
    conn.close();
  }

  @Benchmark
  public long lookup() throws SQLException {
    long key = keys[random.nextInt(keys.length)];
    lookup.setLong(1, key);
    long found = 0;
    try (ResultSet rs = lookup.executeQuery()) {
      int columns = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        for (int i = 1; i <= columns; i++) {
          rs.getObject(i);
        }
        found += rs.getLong(1);
      }
    }
    if (found != key) {
      throw new IllegalStateException("the lookup of " + key + " found " + found);
    }
    return found;
  }
}
