package io.quiver.benchmarks.jdbc;

import io.quiver.benchmarks.tpch.Engine;
import io.trino.tpch.Order;
import io.trino.tpch.TpchTable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
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
 * A prepared {@code SELECT * FROM orders WHERE o_orderkey = ?} on a random existing key, every
 * column of the one row read. One operation is one lookup. With {@code primaryKey} false no engine
 * has an index on the key; with it true the table is declared with {@code PRIMARY KEY
 * (o_orderkey)}, which gives H2 (a row store) its index, as an application would declare it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PointLookupBenchmark {
  static final int ROWS = 75_000;

  @Param({"quiver", "h2", "duckdb"})
  public String engine;

  @Param({"false", "true"})
  public boolean primaryKey;

  private Connection conn;
  private PreparedStatement lookup;
  private long[] keys;
  private final SplittableRandom random = new SplittableRandom(42);

  @Setup(Level.Trial)
  public void load() throws SQLException {
    List<Order> rows = SurfaceData.firstRows(TpchTable.ORDERS, ROWS);
    conn = SurfaceData.load(Engine.parse(engine), TpchTable.ORDERS, rows, primaryKey ? "o_orderkey" : null);
    keys = rows.stream().mapToLong(Order::getOrderKey).toArray();
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
