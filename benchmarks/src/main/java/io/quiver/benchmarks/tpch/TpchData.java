package io.quiver.benchmarks.tpch;

import io.trino.tpch.TpchColumn;
import io.trino.tpch.TpchColumnType;
import io.trino.tpch.TpchEntity;
import io.trino.tpch.TpchTable;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Generates TPC-H data with the io.trino.tpch generator (a port of dbgen, so
 * the same scale factor gives the same rows as dbgen) and loads it through JDBC
 * batches. Rows are streamed from the generator into each engine in turn
 * rather than held in memory, so scale 1 and up fit in the heap.
 */
public final class TpchData {

    public static final int DEFAULT_BATCH_SIZE = 10_000;
    public static final int LOAD_ROWS_PER_STATEMENT = 100;
    /** Rows per {@code executeBatch} when loading Quiver: one storage chunk's worth. */
    static final int QUIVER_BATCH_SIZE = 65_536;

    /** A table of {@code tpch/schema.sql}: its name, DDL and declared column types. */
    public record TableDef(String name, String ddl, Map<String, String> columnTypes) {
        /** The same DDL under another table name, for the insert benchmark. */
        public String ddlAs(String otherName) {
            return ddl.replaceFirst("(?i)create table " + name + "\\b", "create table " + otherName);
        }

        /** The DDL with {@code primary key (keyColumn)} added as a table constraint; unchanged for null. */
        public String ddlWithPrimaryKey(String keyColumn) {
            if (keyColumn == null) {
                return ddl;
            }
            // The last ')' closes the column list: the key goes in as a table constraint.
            String trimmed = ddl.trim();
            int end = trimmed.lastIndexOf(')');
            return trimmed.substring(0, end) + ",\n    primary key (" + keyColumn + ")\n)";
        }
    }

    /** What loading one table took. */
    public record LoadStats(String table, long rows, long millis) {
    }

    private static final Pattern CREATE = Pattern.compile("(?is)create table (\\w+) \\((.*?)\\)\\s*$");
    private static final Pattern COLUMN = Pattern.compile("^\\s*(\\w+)\\s+(\\w+)");

    private static final Map<String, TableDef> SCHEMA = parseSchema(TpchQueries.resource("tpch/schema.sql"));

    private TpchData() {
    }

    public static Map<String, TableDef> schema() {
        return SCHEMA;
    }

    static Map<String, TableDef> parseSchema(String script) {
        Map<String, TableDef> tables = new LinkedHashMap<>();
        for (String ddl : TpchQueries.statements(script)) {
            Matcher m = CREATE.matcher(ddl);
            if (!m.find()) {
                throw new IllegalStateException("not a CREATE TABLE: " + ddl);
            }
            Map<String, String> types = new LinkedHashMap<>();
            for (String line : m.group(2).split("\n")) {
                Matcher c = COLUMN.matcher(line);
                if (c.find()) {
                    types.put(c.group(1).toLowerCase(Locale.ROOT), c.group(2).toLowerCase(Locale.ROOT));
                }
            }
            String name = m.group(1).toLowerCase(Locale.ROOT);
            tables.put(name, new TableDef(name, ddl, types));
        }
        return tables;
    }

    /**
     * Creates and fills the eight tables at {@code scale}, then the indexes if the
     * engine wants them. Progress goes to {@code log}.
     */
    public static List<LoadStats> load(Connection conn, double scale, int batchSize, boolean indexes, PrintStream log)
            throws SQLException {
        List<LoadStats> stats = new ArrayList<>();
        for (TpchTable<?> table : TpchTable.getTables()) {
            stats.add(loadTable(conn, table, scale, batchSize));
            LoadStats s = stats.get(stats.size() - 1);
            log.printf(Locale.ROOT, "    %-9s %,12d rows %8d ms%n", s.table(), s.rows(), s.millis());
        }
        if (indexes) {
            long start = System.nanoTime();
            try (Statement st = conn.createStatement()) {
                for (String sql : TpchQueries.statements(TpchQueries.resource("tpch/indexes.sql"))) {
                    st.execute(sql);
                }
            }
            log.printf(Locale.ROOT, "    indexes %23d ms%n", (System.nanoTime() - start) / 1_000_000);
        }
        return stats;
    }

    private static <E extends TpchEntity> LoadStats loadTable(Connection conn, TpchTable<E> table, double scale,
            int batchSize) throws SQLException {
        return loadTable(conn, table, scale, batchSize, null);
    }

    /**
     * Creates one table at {@code scale}, with a primary key on {@code keyColumn} unless it is null,
     * and fills it the way {@link #load} does for the connection's engine.
     */
    public static <E extends TpchEntity> LoadStats loadTable(Connection conn, TpchTable<E> table, double scale,
            int batchSize, String keyColumn) throws SQLException {
        TableDef def = tableDef(table.getTableName());
        long start = System.nanoTime();
        try (Statement st = conn.createStatement()) {
            st.execute(def.ddlWithPrimaryKey(keyColumn));
        }
        long rows;
        if (DuckDbAppenderLoad.applies(conn)) {
            rows = DuckDbAppenderLoad.append(conn, table, table.createGenerator(scale, 1, 1));
        } else if (conn.getMetaData().getURL().startsWith("jdbc:quiver:")) {
            // Quiver runs a JDBC batch of one-row INSERTs as one columnar append: the bigger the batch, the fewer chunks.
            rows = insert(conn, def.name(), table, table.createGenerator(scale, 1, 1), QUIVER_BATCH_SIZE, 1);
        } else {
            rows = insert(conn, def.name(), table, table.createGenerator(scale, 1, 1), batchSize,
                    LOAD_ROWS_PER_STATEMENT);
        }
        return new LoadStats(def.name(), rows, (System.nanoTime() - start) / 1_000_000);
    }

    static TableDef tableDef(String name) {
        TableDef def = SCHEMA.get(name);
        if (def == null) {
            throw new IllegalStateException("tpch/schema.sql has no table " + name);
        }
        return def;
    }

    /**
     * Inserts {@code rows} into {@code targetTable} (shaped like {@code table})
     * with prepared INSERTs and {@code addBatch}/{@code executeBatch}, sending
     * {@code batchSize} rows per {@code executeBatch}.
     *
     * <p>Each INSERT carries {@code rowsPerStatement} rows as a multi-row VALUES
     * list. With one row per statement, DuckDB's driver loaded about 2,000
     * rows/s in our measurements, over an hour at scale 1; 100 rows per
     * statement made it about 10 times faster while staying plain JDBC
     * batching. The JDBC surface benchmark
     * uses one row per statement, the shape ORMs send.
     *
     * <p>Commits once per batch when the driver supports transactions: per-row
     * autocommit would measure transaction overhead rather than loading.
     */
    public static <E extends TpchEntity> long insert(Connection conn, String targetTable, TpchTable<E> table,
            Iterable<E> rows, int batchSize, int rowsPerStatement) throws SQLException {
        TableDef def = tableDef(table.getTableName());
        List<TpchColumn<E>> columns = table.getColumns();
        List<Binder<E>> binders = new ArrayList<>(columns.size());
        StringBuilder names = new StringBuilder();
        for (TpchColumn<E> column : columns) {
            String name = column.getColumnName().toLowerCase(Locale.ROOT);
            String type = def.columnTypes().get(name);
            if (type == null) {
                throw new IllegalStateException("tpch/schema.sql has no column " + def.name() + "." + name);
            }
            binders.add(binder(column, type));
            names.append(names.length() == 0 ? "" : ", ").append(name);
        }
        String prefix = "insert into " + targetTable + " (" + names + ") values ";
        boolean transactions = beginTransactions(conn);
        long count = 0;
        List<E> pendingRows = new ArrayList<>(rowsPerStatement);
        try (PreparedStatement ps = conn.prepareStatement(insertSql(prefix, columns.size(), rowsPerStatement))) {
            int pendingStatements = 0;
            for (E row : rows) {
                pendingRows.add(row);
                count++;
                if (pendingRows.size() == rowsPerStatement) {
                    bindRows(ps, binders, pendingRows);
                    ps.addBatch();
                    pendingRows.clear();
                    if (++pendingStatements * rowsPerStatement >= batchSize) {
                        flush(conn, ps, transactions);
                        pendingStatements = 0;
                    }
                }
            }
            if (pendingStatements > 0) {
                flush(conn, ps, transactions);
            }
            // The remainder that does not fill a whole statement.
            if (!pendingRows.isEmpty()) {
                try (PreparedStatement tail = conn.prepareStatement(
                        insertSql(prefix, columns.size(), pendingRows.size()))) {
                    bindRows(tail, binders, pendingRows);
                    tail.addBatch();
                    flush(conn, tail, transactions);
                }
            }
        } finally {
            if (transactions) {
                conn.setAutoCommit(true);
            }
        }
        return count;
    }

    private static String insertSql(String prefix, int columns, int rows) {
        String tuple = "(" + String.join(", ", Collections.nCopies(columns, "?")) + ")";
        return prefix + String.join(", ", Collections.nCopies(rows, tuple));
    }

    private static <E> void bindRows(PreparedStatement ps, List<Binder<E>> binders, List<E> rows)
            throws SQLException {
        int index = 1;
        for (E row : rows) {
            for (Binder<E> binder : binders) {
                binder.bind(ps, index++, row);
            }
        }
    }

    private static boolean beginTransactions(Connection conn) {
        try {
            conn.setAutoCommit(false);
            return true;
        } catch (SQLException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static void flush(Connection conn, PreparedStatement ps, boolean transactions) throws SQLException {
        ps.executeBatch();
        if (transactions) {
            conn.commit();
        }
    }

    /**
     * The generator keeps money as whole cents and hands it out as
     * cents / 100.0; rounding to two places recovers the exact value.
     */
    static BigDecimal money(double value) {
        return BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP);
    }

    @FunctionalInterface
    private interface Binder<E> {
        void bind(PreparedStatement ps, int index, E row) throws SQLException;
    }

    /** The setter for a generator column stored as the declared SQL type. */
    private static <E extends TpchEntity> Binder<E> binder(TpchColumn<E> column, String sqlType) {
        TpchColumnType.Base base = column.getType().getBase();
        switch (sqlType) {
            case "bigint":
                return (ps, i, row) -> ps.setLong(i, column.getIdentifier(row));
            case "integer":
                if (base == TpchColumnType.Base.IDENTIFIER) {
                    return (ps, i, row) -> ps.setInt(i, Math.toIntExact(column.getIdentifier(row)));
                }
                return (ps, i, row) -> ps.setInt(i, column.getInteger(row));
            case "decimal":
                return (ps, i, row) -> ps.setBigDecimal(i, money(column.getDouble(row)));
            case "date":
                // The generator's dates are days since 1970-01-01.
                return (ps, i, row) -> ps.setDate(i, java.sql.Date.valueOf(LocalDate.ofEpochDay(column.getDate(row))));
            case "char":
            case "varchar":
                return (ps, i, row) -> ps.setString(i, column.getString(row));
            default:
                throw new IllegalStateException("no setter for SQL type " + sqlType + " of " + column.getColumnName());
        }
    }
}
