package io.quiver.benchmarks.jdbc;

import io.quiver.benchmarks.tpch.Engine;
import io.trino.tpch.TpchTable;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Date;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
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
 * {@code SELECT * FROM lineitem} read to the end through JDBC, every column with the getter its
 * type calls for ({@code getLong}, {@code getInt}, {@code getBigDecimal}, {@code getDate},
 * {@code getString}). One operation is one row, so the score is rows per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FullFetchBenchmark {
  static final int ROWS = 200_000;

  @Param({"quiver", "h2", "duckdb"})
  public String engine;

  private Connection conn;
  private Statement statement;

  @Setup(Level.Trial)
  public void load() throws SQLException {
    conn = SurfaceData.load(Engine.parse(engine), TpchTable.LINE_ITEM,
        SurfaceData.firstRows(TpchTable.LINE_ITEM, ROWS));
    statement = conn.createStatement();
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException {
    statement.close();
    conn.close();
  }

  @Benchmark
  @OperationsPerInvocation(ROWS)
  public long fetchAll() throws SQLException {
    long checksum = 0;
    long rows = 0;
    try (ResultSet rs = statement.executeQuery("select * from lineitem")) {
      int[] types = columnTypes(rs.getMetaData());
      while (rs.next()) {
        for (int i = 1; i < types.length; i++) {
          checksum += read(rs, i, types[i]);
        }
        rows++;
      }
    }
    if (rows != ROWS) {
      throw new IllegalStateException("read " + rows + " rows, expected " + ROWS);
    }
    return checksum;
  }

  private static int[] columnTypes(ResultSetMetaData meta) throws SQLException {
    int[] types = new int[meta.getColumnCount() + 1];
    for (int i = 1; i < types.length; i++) {
      types[i] = meta.getColumnType(i);
    }
    return types;
  }

  /** Reads one value with its typed getter and folds it into a number the caller sums. */
  public static long read(ResultSet rs, int i, int type) throws SQLException {
    switch (type) {
      case Types.BIGINT:
        return rs.getLong(i);
      case Types.INTEGER:
      case Types.SMALLINT:
      case Types.TINYINT:
        return rs.getInt(i);
      case Types.DECIMAL:
      case Types.NUMERIC:
        BigDecimal d = rs.getBigDecimal(i);
        return d == null ? 0 : d.unscaledValue().longValue();
      case Types.DATE:
        Date date = rs.getDate(i);
        return date == null ? 0 : date.getTime();
      default:
        String s = rs.getString(i);
        return s == null ? 0 : s.length();
    }
  }
}
