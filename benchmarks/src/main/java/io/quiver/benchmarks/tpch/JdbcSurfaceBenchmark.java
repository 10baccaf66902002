package io.quiver.benchmarks.tpch;

import io.quiver.benchmarks.jdbc.FullFetchBenchmark;
import io.trino.tpch.LineItem;
import io.trino.tpch.TpchTable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Measures the JDBC surface rather than the query engine: how fast rows come
 * out through typed getters, how fast a prepared point lookup round-trips, and
 * how fast rows go in through batches. These are what ORMs and BI tools feel.
 */
public final class JdbcSurfaceBenchmark {

    /** A count of operations and the time they took, measured inside the work. */
    record Measured(long count, long nanos) {
    }

    /** One measurement: a rate, or why there is none. */
    public record Rate(String name, String unit, double perSecond, String failure) {
        static Rate of(String name, String unit, Watchdog.Outcome<Measured> outcome) {
            if (outcome.timedOut()) {
                return new Rate(name, unit, Double.NaN, "timeout");
            }
            if (outcome.error() != null) {
                return new Rate(name, unit, Double.NaN, "error: " + outcome.error());
            }
            Measured m = outcome.value();
            return new Rate(name, unit, m.count() / (m.nanos() / 1e9), null);
        }
    }

    static final String SCAN = "full scan of lineitem, typed getters";
    static final String LOOKUP = "prepared point lookup on orders (primary key)";
    static final String INSERT = "batch insert into a lineitem copy";

    /** Where the scan's checksum goes, so the JIT cannot drop the reads. */
    static volatile long sink;

    private final double lookupSeconds;
    private final int insertRows;
    private final int batchSize;

    /**
     * @param lookupSeconds how long to run point lookups for
     * @param insertRows    how many lineitem rows to batch-insert
     */
    public JdbcSurfaceBenchmark(double lookupSeconds, int insertRows, int batchSize) {
        this.lookupSeconds = lookupSeconds;
        this.insertRows = insertRows;
        this.batchSize = batchSize;
    }

    public List<Rate> run(Connection conn, Watchdog watchdog, int timeoutSeconds, double scale) {
        List<Rate> rates = new ArrayList<>();
        rates.add(Rate.of(SCAN, "rows/s", watchdog.run(JdbcSurfaceBenchmark::scanLineitem, timeoutSeconds)));
        rates.add(Rate.of(LOOKUP, "lookups/s", watchdog.run(st -> pointLookups(conn, st), timeoutSeconds)));
        rates.add(Rate.of(INSERT, "rows/s", watchdog.run(st -> batchInsert(conn, st, scale), timeoutSeconds)));
        return rates;
    }

    /**
     * Reads all of lineitem, each column with the getter its type calls for, and
     * folds the values into a checksum so that no read can be skipped.
     */
    static Measured scanLineitem(Statement st) throws Exception {
        long start = System.nanoTime();
        long rows = 0;
        long checksum = 0;
        try (ResultSet rs = st.executeQuery("select * from lineitem")) {
            ResultSetMetaData meta = rs.getMetaData();
            int n = meta.getColumnCount();
            int[] types = new int[n + 1];
            for (int i = 1; i <= n; i++) {
                types[i] = meta.getColumnType(i);
            }
            while (rs.next()) {
                for (int i = 1; i <= n; i++) {
                    checksum += FullFetchBenchmark.read(rs, i, types[i]);
                }
                rows++;
            }
        }
        sink = checksum;
        return new Measured(rows, System.nanoTime() - start);
    }

    /**
     * Looks up random existing order keys with one prepared statement for a
     * fixed time. Keys are read first so that every lookup hits exactly one row.
     * The lookups read a copy of orders declared with its primary key, as an
     * application would declare it: the runner's orders has no key (the
     * queries need none), and a lookup there is a scan in every engine.
     */
    Measured pointLookups(Connection conn, Statement st) throws Exception {
        String keyed = "orders_keyed";
        st.execute(TpchData.tableDef("orders").ddlWithPrimaryKey("o_orderkey")
                .replaceFirst("(?i)create table orders\\b", "create table " + keyed));
        try {
            st.execute("insert into " + keyed + " select * from orders");
            return pointLookups(conn, st, keyed);
        } finally {
            st.execute("drop table " + keyed);
        }
    }

    private Measured pointLookups(Connection conn, Statement st, String table) throws Exception {
        List<Long> keyList = new ArrayList<>();
        try (ResultSet rs = st.executeQuery("select o_orderkey from " + table)) {
            while (rs.next()) {
                keyList.add(rs.getLong(1));
            }
        }
        long[] keys = keyList.stream().mapToLong(Long::longValue).toArray();
        if (keys.length == 0) {
            throw new IllegalStateException("orders is empty");
        }
        SplittableRandom random = new SplittableRandom(42);
        long lookups = 0;
        long start = System.nanoTime();
        long deadline = start + (long) (lookupSeconds * 1e9);
        try (PreparedStatement ps = conn.prepareStatement("select * from " + table + " where o_orderkey = ?")) {
            while (System.nanoTime() < deadline) {
                ps.setLong(1, keys[random.nextInt(keys.length)]);
                int found = 0;
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        found++;
                    }
                }
                if (found != 1) {
                    throw new IllegalStateException("point lookup returned " + found + " rows");
                }
                lookups++;
            }
        }
        return new Measured(lookups, System.nanoTime() - start);
    }

    /**
     * Batch-inserts the first rows of lineitem into a fresh table of the same
     * shape, one row per INSERT as ORMs send them. The rows are generated before the clock starts so that only the
     * driver and engine are timed.
     */
    Measured batchInsert(Connection conn, Statement st, double scale) throws Exception {
        List<LineItem> rows = new ArrayList<>(insertRows);
        for (LineItem row : TpchTable.LINE_ITEM.createGenerator(scale, 1, 1)) {
            if (rows.size() == insertRows) {
                break;
            }
            rows.add(row);
        }
        String table = "lineitem_insert_copy";
        st.execute(TpchData.tableDef("lineitem").ddlAs(table));
        try {
            long start = System.nanoTime();
            long inserted = TpchData.insert(conn, table, TpchTable.LINE_ITEM, rows, batchSize, 1);
            return new Measured(inserted, System.nanoTime() - start);
        } finally {
            st.execute("drop table " + table);
        }
    }
}
