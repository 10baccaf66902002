package io.quiver.benchmarks.tpch;

import io.trino.tpch.TpchColumn;
import io.trino.tpch.TpchColumnType;
import io.trino.tpch.TpchEntity;
import io.trino.tpch.TpchTable;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * Loads a TPC-H table into DuckDB through its JDBC driver's appender
 * ({@code DuckDBConnection.createAppender}) instead of INSERT statements.
 *
 * <p>DuckDB plans every INSERT, prepared or not: with 100-row prepared INSERTs
 * it loaded about 10,000 rows/s in an earlier run and about 1,000 rows/s on
 * the loaded shared machine, and 1,000-row literal INSERTs were no faster, so
 * scale 1 (8.7 million rows) would take from 15 minutes to hours before the
 * first query. The appender writes the same typed values straight into
 * DuckDB's column chunks; the answers do not depend on how the rows arrived.
 */
final class DuckDbAppenderLoad {

    private DuckDbAppenderLoad() {
    }

    static boolean applies(Connection conn) {
        try {
            return conn.isWrapperFor(DuckDBConnection.class);
        } catch (SQLException e) {
            return false;
        }
    }

    static <E extends TpchEntity> long append(Connection conn, TpchTable<E> table, Iterable<E> rows)
            throws SQLException {
        TpchData.TableDef def = TpchData.tableDef(table.getTableName());
        List<Appender<E>> columns = new ArrayList<>();
        for (TpchColumn<E> column : table.getColumns()) {
            String name = column.getColumnName().toLowerCase(Locale.ROOT);
            columns.add(appender(column, def.columnTypes().get(name)));
        }
        long count = 0;
        try (DuckDBAppender appender = conn.unwrap(DuckDBConnection.class).createAppender(
                DuckDBConnection.DEFAULT_SCHEMA, def.name())) {
            for (E row : rows) {
                appender.beginRow();
                for (Appender<E> column : columns) {
                    column.append(appender, row);
                }
                appender.endRow();
                count++;
            }
        }
        return count;
    }

    @FunctionalInterface
    private interface Appender<E> {
        void append(DuckDBAppender appender, E row) throws SQLException;
    }

    /** The same values {@link TpchData}'s JDBC setters bind, for the declared SQL type. */
    private static <E extends TpchEntity> Appender<E> appender(TpchColumn<E> column, String sqlType) {
        if (sqlType == null) {
            throw new IllegalStateException("tpch/schema.sql has no column " + column.getColumnName());
        }
        switch (sqlType) {
            case "bigint":
                return (a, row) -> a.append(column.getIdentifier(row));
            case "integer":
                if (column.getType().getBase() == TpchColumnType.Base.IDENTIFIER) {
                    return (a, row) -> a.append(Math.toIntExact(column.getIdentifier(row)));
                }
                return (a, row) -> a.append(column.getInteger(row));
            case "decimal":
                return (a, row) -> a.append(TpchData.money(column.getDouble(row)));
            case "date":
                return (a, row) -> a.append(LocalDate.ofEpochDay(column.getDate(row)));
            case "char":
            case "varchar":
                return (a, row) -> a.append(column.getString(row));
            default:
                throw new IllegalStateException("no appender for SQL type " + sqlType + " of " + column.getColumnName());
        }
    }
}
