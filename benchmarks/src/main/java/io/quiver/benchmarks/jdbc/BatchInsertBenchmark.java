package io.quiver.benchmarks.jdbc;

import io.quiver.benchmarks.tpch.Engine;
import io.quiver.benchmarks.tpch.TpchData;
import io.trino.tpch.LineItem;
import io.trino.tpch.TpchTable;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Lineitem rows inserted through one prepared {@code INSERT ... VALUES (?, ..., ?)} with
 * {@code addBatch}, one row per INSERT as ORMs send them, {@code executeBatch} and a commit every
 * {@value #BATCH} rows. One operation is one row. The table is emptied (dropped and created again)
 * before each iteration so that it does not grow without bound.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BatchInsertBenchmark {
  static final int BATCH = 10_000;
  static final String TABLE = "lineitem_copy";

  @Param({"quiver", "h2", "duckdb"})
  public String engine;

  private Connection conn;
  private List<LineItem> rows;

  @Setup(Level.Trial)
  public void connect() throws SQLException {
    conn = Engine.parse(engine).connect();
    rows = SurfaceData.firstRows(TpchTable.LINE_ITEM, BATCH);
  }

  @Setup(Level.Iteration)
  public void emptyTable() throws SQLException {
    try (Statement st = conn.createStatement()) {
      st.execute("drop table if exists " + TABLE);
    }
    SurfaceData.create(conn, TpchTable.LINE_ITEM, TABLE);
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException {
    conn.close();
  }

  @Benchmark
  @OperationsPerInvocation(BATCH)
  public long insertBatch() throws SQLException {
    long inserted = TpchData.insert(conn, TABLE, TpchTable.LINE_ITEM, rows, BATCH, 1);
    if (inserted != BATCH) {
      throw new IllegalStateException("inserted " + inserted + " rows, expected " + BATCH);
    }
    return inserted;
  }
}
