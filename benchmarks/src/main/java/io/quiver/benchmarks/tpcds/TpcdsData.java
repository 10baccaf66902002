package io.quiver.benchmarks.tpcds;

import io.trino.tpcds.Results;
import io.trino.tpcds.Session;
import io.trino.tpcds.Table;
import io.trino.tpcds.column.Column;
import io.trino.tpcds.column.ColumnType;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * Generates the 24 TPC-DS tables with Trino's Java port of dsdgen ({@code io.trino.tpcds}) and
 * loads them through JDBC.
 *
 * <p>Schema: the generator's own column list and types (those of the TPC-DS specification,
 * clause 2), with two choices made for every engine alike: surrogate keys (the generator's
 * IDENTIFIER) are INTEGER, as in dsdgen's own {@code tpcds.sql}; the specification's CHAR(n)
 * columns are VARCHAR(n), as in DuckDB's tpcds extension, so that no engine pads and a
 * concatenation or a comparison gives the same text everywhere. DECIMAL(p,s), DATE and
 * INTEGER are kept as they are; NULLs are where the generator puts them. {@code dbgen_version}
 * is left out: no query reads it.
 *
 * <p>Loading, as in the TPC-H kit: DuckDB through its driver's appender, every other engine
 * through prepared one-row INSERTs sent with {@code addBatch}, 65,536 rows per
 * {@code executeBatch} (Quiver makes one storage chunk of each). The rows are generated once per
 * table and streamed to every connection given, so that engines loaded together get exactly the
 * same rows without holding a table in memory.
 *
 * <p>Below scale 1 the generator keeps minimum sizes (1,000 customers, 2 stores, the full
 * {@code date_dim}, {@code time_dim} and {@code customer_demographics}): scale 0.01 and 0.001
 * give the same 2.6 million rows, most of them in {@code customer_demographics} (1,920,800 at
 * every scale).
 */
public final class TpcdsData {

    /** Rows per {@code executeBatch} on engines loaded with INSERTs: one Quiver storage chunk. */
    public static final int BATCH_SIZE = 65_536;

    /** What loading one table took (generation included). */
    public record LoadStats(String table, long rows, long millis) {
    }

    private TpcdsData() {
    }

    /** The tables in generation order, {@code dbgen_version} left out. */
    public static List<Table> tables() {
        List<Table> tables = new ArrayList<>();
        for (Table table : Table.getBaseTables()) {
            if (table != Table.DBGEN_VERSION) {
                tables.add(table);
            }
        }
        return tables;
    }

    /** The CREATE TABLE statement of {@code table}. */
    public static String ddl(Table table) {
        StringBuilder sb = new StringBuilder("create table ").append(table.getName()).append(" (");
        Column[] columns = table.getColumns();
        for (int i = 0; i < columns.length; i++) {
            sb.append(i == 0 ? "\n    " : ",\n    ").append(columns[i].getName()).append(' ')
                    .append(sqlType(columns[i].getType()));
        }
        return sb.append("\n)").toString();
    }

    static String sqlType(ColumnType type) {
        switch (type.getBase()) {
            case IDENTIFIER:
            case INTEGER:
                return "integer";
            case DECIMAL:
                return "decimal(" + type.getPrecision().get() + "," + type.getScale().get() + ")";
            case DATE:
                return "date";
            case CHAR:
            case VARCHAR:
                return "varchar(" + type.getPrecision().get() + ")";
            case TIME:
                return "time";
            default:
                throw new IllegalStateException("no SQL type for " + type.getBase());
        }
    }

    /** Creates and fills every table at {@code scale} on one connection. */
    public static List<LoadStats> load(Connection conn, double scale, PrintStream log) throws SQLException {
        return load(List.of(conn), scale, log);
    }

    /**
     * Creates and fills every table at {@code scale} on each connection, generating each table's
     * rows once. Progress goes to {@code log}.
     */
    public static List<LoadStats> load(List<Connection> conns, double scale, PrintStream log) throws SQLException {
        List<LoadStats> stats = new ArrayList<>();
        for (Table table : tables()) {
            if (table.isChild()) {
                continue; // generated with its parent: store_returns with store_sales, ...
            }
            for (LoadStats s : loadTable(conns, table, scale)) {
                stats.add(s);
                log.printf(Locale.ROOT, "    %-22s %,12d rows %8d ms%n", s.table(), s.rows(), s.millis());
            }
        }
        return stats;
    }

    /**
     * Loads {@code table} and, for a sales table, its returns table, which the generator makes
     * from the same rows (a returned line item is a sold one): each group the generator hands out
     * is a sale and, when it was returned, the return.
     */
    private static List<LoadStats> loadTable(List<Connection> conns, Table table, double scale) throws SQLException {
        long start = System.nanoTime();
        List<Table> targets = table.hasChild() ? List.of(table, table.getChild()) : List.of(table);
        List<List<Sink>> sinks = new ArrayList<>();
        try {
            for (Table target : targets) {
                List<Sink> forTarget = new ArrayList<>();
                sinks.add(forTarget);
                for (Connection conn : conns) {
                    try (Statement st = conn.createStatement()) {
                        st.execute(ddl(target));
                    }
                    forTarget.add(DuckDbSink.applies(conn) ? new DuckDbSink(conn, target) : new InsertSink(conn, target));
                }
            }
            long[] rows = new long[targets.size()];
            Object[][] values = new Object[targets.size()][];
            for (int t = 0; t < targets.size(); t++) {
                values[t] = new Object[targets.get(t).getColumns().length];
            }
            Iterable<List<List<String>>> groups = generate(table, scale);
            for (List<List<String>> group : groups) {
                for (int t = 0; t < targets.size() && t < group.size(); t++) {
                    List<String> row = group.get(t);
                    if (row == null) {
                        continue;
                    }
                    Column[] columns = targets.get(t).getColumns();
                    for (int i = 0; i < columns.length; i++) {
                        values[t][i] = value(columns[i].getType(), row.get(i));
                    }
                    for (Sink sink : sinks.get(t)) {
                        sink.add(values[t]);
                    }
                    rows[t]++;
                }
            }
            for (List<Sink> forTarget : sinks) {
                for (Sink sink : forTarget) {
                    sink.finish();
                }
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            List<LoadStats> stats = new ArrayList<>();
            for (int t = 0; t < targets.size(); t++) {
                stats.add(new LoadStats(targets.get(t).getName(), rows[t], t == 0 ? millis : 0));
            }
            return stats;
        } finally {
            for (List<Sink> forTarget : sinks) {
                for (Sink sink : forTarget) {
                    sink.close();
                }
            }
        }
    }

    /** Groups per queue before a generating thread waits for the loader: caps the rows held in memory. */
    private static final int QUEUE_CAPACITY = 100_000;
    private static final Object END = new Object();

    /**
     * The generator's groups for {@code table}, in the generator's order, made by as many threads
     * as there are cores (at most 4): thread k makes chunk k of the table ({@code Session}'s
     * parallelism and chunk number, as Trino's connector splits a table), and the chunks are
     * handed out in order, so the rows and their order do not depend on the number of threads.
     */
    static Iterable<List<List<String>>> generate(Table table, double scale) {
        int parts = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
        Session base = Session.getDefaultSession().withScale(scale);
        if (!table.hasChild()) {
            base = base.withTable(table);
        }
        List<java.util.concurrent.BlockingQueue<Object>> queues = new ArrayList<>();
        for (int k = 1; k <= parts; k++) {
            java.util.concurrent.BlockingQueue<Object> queue = new java.util.concurrent.ArrayBlockingQueue<>(QUEUE_CAPACITY);
            queues.add(queue);
            Session session = base.withParallelism(parts).withChunkNumber(k);
            Thread producer = new Thread(() -> {
                try {
                    for (List<List<String>> group : Results.constructResults(table, session)) {
                        queue.put(group);
                    }
                    queue.put(END);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (RuntimeException | Error e) {
                    try {
                        queue.put(e);
                    } catch (InterruptedException ie) {
                        Thread.currentThread().interrupt();
                    }
                }
            }, "tpcds-" + table.getName() + "-" + k);
            producer.setDaemon(true);
            producer.start();
        }
        return () -> new java.util.Iterator<>() {
            private int chunk;
            private Object next;

            @Override
            public boolean hasNext() {
                while (next == null) {
                    if (chunk == queues.size()) {
                        return false;
                    }
                    Object o;
                    try {
                        o = queues.get(chunk).take();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException("interrupted while generating " + table.getName(), e);
                    }
                    if (o == END) {
                        chunk++;
                    } else if (o instanceof Throwable t) {
                        throw new IllegalStateException("generating " + table.getName() + " failed", t);
                    } else {
                        next = o;
                    }
                }
                return true;
            }

            @Override
            @SuppressWarnings("unchecked")
            public List<List<String>> next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                List<List<String>> group = (List<List<String>>) next;
                next = null;
                return group;
            }
        };
    }

    /** The generator's text of a value as the Java value bound for its column; null stays null. */
    static Object value(ColumnType type, String text) {
        if (text == null) {
            return null;
        }
        switch (type.getBase()) {
            case IDENTIFIER:
            case INTEGER:
                return Math.toIntExact(Long.parseLong(text));
            case DECIMAL:
                return new BigDecimal(text).setScale(type.getScale().get());
            case DATE:
                return LocalDate.parse(text);
            case CHAR:
            case VARCHAR:
                return text;
            default:
                throw new IllegalStateException("no value for " + type.getBase());
        }
    }

    /** Where generated rows go on one connection. */
    private interface Sink extends AutoCloseable {
        void add(Object[] values) throws SQLException;

        void finish() throws SQLException;

        @Override
        void close() throws SQLException;
    }

    /** DuckDB's appender: DuckDB plans every INSERT, see the TPC-H kit's DuckDbAppenderLoad. */
    private static final class DuckDbSink implements Sink {
        private final DuckDBAppender appender;

        DuckDbSink(Connection conn, Table table) throws SQLException {
            appender = conn.unwrap(DuckDBConnection.class).createAppender(DuckDBConnection.DEFAULT_SCHEMA,
                    table.getName());
        }

        static boolean applies(Connection conn) {
            try {
                return conn.isWrapperFor(DuckDBConnection.class);
            } catch (SQLException e) {
                return false;
            }
        }

        @Override
        public void add(Object[] values) throws SQLException {
            appender.beginRow();
            for (Object v : values) {
                if (v == null) {
                    appender.appendNull();
                } else if (v instanceof Integer) {
                    appender.append((int) (Integer) v);
                } else if (v instanceof BigDecimal) {
                    appender.append((BigDecimal) v);
                } else if (v instanceof LocalDate) {
                    appender.append((LocalDate) v);
                } else {
                    appender.append((String) v);
                }
            }
            appender.endRow();
        }

        @Override
        public void finish() throws SQLException {
            appender.flush();
        }

        @Override
        public void close() throws SQLException {
            appender.close();
        }
    }

    /** Prepared one-row INSERTs, {@link #BATCH_SIZE} rows per executeBatch, a commit per batch. */
    private static final class InsertSink implements Sink {
        private final Connection conn;
        private final PreparedStatement ps;
        private final int[] sqlTypes;
        private final boolean transactions;
        private int pending;

        InsertSink(Connection conn, Table table) throws SQLException {
            this.conn = conn;
            Column[] columns = table.getColumns();
            sqlTypes = new int[columns.length];
            StringBuilder names = new StringBuilder();
            for (int i = 0; i < columns.length; i++) {
                names.append(i == 0 ? "" : ", ").append(columns[i].getName());
                sqlTypes[i] = jdbcType(columns[i].getType());
            }
            ps = conn.prepareStatement("insert into " + table.getName() + " (" + names + ") values ("
                    + String.join(", ", Collections.nCopies(columns.length, "?")) + ")");
            transactions = beginTransactions(conn);
        }

        private static int jdbcType(ColumnType type) {
            switch (type.getBase()) {
                case IDENTIFIER:
                case INTEGER:
                    return Types.INTEGER;
                case DECIMAL:
                    return Types.DECIMAL;
                case DATE:
                    return Types.DATE;
                default:
                    return Types.VARCHAR;
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

        @Override
        public void add(Object[] values) throws SQLException {
            for (int i = 0; i < values.length; i++) {
                Object v = values[i];
                if (v == null) {
                    ps.setNull(i + 1, sqlTypes[i]);
                } else if (v instanceof Integer) {
                    ps.setInt(i + 1, (Integer) v);
                } else if (v instanceof BigDecimal) {
                    ps.setBigDecimal(i + 1, (BigDecimal) v);
                } else if (v instanceof LocalDate) {
                    ps.setDate(i + 1, java.sql.Date.valueOf((LocalDate) v));
                } else {
                    ps.setString(i + 1, (String) v);
                }
            }
            ps.addBatch();
            if (++pending == BATCH_SIZE) {
                flush();
            }
        }

        private void flush() throws SQLException {
            ps.executeBatch();
            if (transactions) {
                conn.commit();
            }
            pending = 0;
        }

        @Override
        public void finish() throws SQLException {
            if (pending > 0) {
                flush();
            }
        }

        @Override
        public void close() throws SQLException {
            try {
                ps.close();
            } finally {
                if (transactions) {
                    conn.setAutoCommit(true);
                }
            }
        }
    }
}
