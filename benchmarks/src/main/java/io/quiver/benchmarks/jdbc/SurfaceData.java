package io.quiver.benchmarks.jdbc;

import io.quiver.benchmarks.tpch.Engine;
import io.quiver.benchmarks.tpch.TpchData;
import io.trino.tpch.TpchEntity;
import io.trino.tpch.TpchTable;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The data of the JDBC surface benchmarks: the first rows of a TPC-H table, generated in-process
 * and loaded into an engine through plain JDBC, the same way for every engine.
 */
final class SurfaceData {
  /** The scale factor whose tables are cut to the benchmarks' row counts (lineitem ~300 K rows). */
  static final double SCALE = 0.05;

  private SurfaceData() {}

  /** The first {@code count} rows the generator makes for {@code table}. */
  static <E extends TpchEntity> List<E> firstRows(TpchTable<E> table, int count) {
    List<E> rows = new ArrayList<>(count);
    for (E row : table.createGenerator(SCALE, 1, 1)) {
      if (rows.size() == count) {
        break;
      }
      rows.add(row);
    }
    if (rows.size() < count) {
      throw new IllegalStateException(table.getTableName() + " has only " + rows.size() + " rows at scale " + SCALE);
    }
    return rows;
  }

  /** Creates {@code table} on a fresh database of the engine and loads the rows into it. */
  static <E extends TpchEntity> Connection load(Engine engine, TpchTable<E> table, List<E> rows) throws SQLException {
    return load(engine, table, rows, null);
  }

  /** The same, with a primary key on {@code keyColumn} unless it is null. */
  static <E extends TpchEntity> Connection load(Engine engine, TpchTable<E> table, List<E> rows, String keyColumn)
      throws SQLException {
    Connection conn = engine.connect();
    String ddl = TpchData.schema().get(table.getTableName()).ddlWithPrimaryKey(keyColumn);
    try (Statement st = conn.createStatement()) {
      st.execute(ddl);
    }
    TpchData.insert(conn, table.getTableName(), table, rows, TpchData.DEFAULT_BATCH_SIZE,
        TpchData.LOAD_ROWS_PER_STATEMENT);
    return conn;
  }

  /** Creates an empty table named {@code name} shaped like {@code table}. */
  static void create(Connection conn, TpchTable<?> table, String name) throws SQLException {
    try (Statement st = conn.createStatement()) {
      st.execute(TpchData.schema().get(table.getTableName()).ddlAs(name));
    }
  }
}
