package io.quiver.benchmarks.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.trino.tpch.TpchTable;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bulk paths (DuckDB's appender, Quiver's Arrow append) store the same values as the
 * prepared INSERTs H2 gets: each table's rows compared with DuckDB's after loading both ways.
 */
class BulkLoadTest {
    private static final double SCALE = 0.001;
    private static final String FINGERPRINT = "select count(*), sum(l_extendedprice), sum(l_discount), "
            + "min(l_shipdate), max(l_comment), sum(l_orderkey), sum(l_linenumber) from lineitem";

    @Test
    void quiverBulkLoadStoresWhatDuckDbAppenderStores() throws SQLException {
        try (Connection quiver = DriverManager.getConnection("jdbc:quiver:mem:");
                Connection duckdb = DriverManager.getConnection("jdbc:duckdb:")) {
            assertTrue(QuiverBulkLoad.applies(quiver));
            assertTrue(DuckDbAppenderLoad.applies(duckdb));
            TpchData.load(quiver, SCALE, TpchData.DEFAULT_BATCH_SIZE, false, System.out);
            TpchData.load(duckdb, SCALE, TpchData.DEFAULT_BATCH_SIZE, false, System.out);
            assertEquals(row(duckdb, FINGERPRINT), row(quiver, FINGERPRINT));
            assertEquals(row(duckdb, "select count(*), max(n_name), sum(n_regionkey) from nation"),
                    row(quiver, "select count(*), max(n_name), sum(n_regionkey) from nation"));
        }
    }

    @Test
    void quiverInsertPathStoresWhatTheBulkPathStores() throws SQLException {
        try (Connection bulk = DriverManager.getConnection("jdbc:quiver:mem:");
                Connection inserted = DriverManager.getConnection("jdbc:quiver:mem:")) {
            TpchData.load(bulk, SCALE, TpchData.DEFAULT_BATCH_SIZE, false, System.out);
            try (Statement st = inserted.createStatement()) {
                st.execute(TpchData.tableDef("supplier").ddl());
            }
            long rows = TpchData.insert(inserted, "supplier", TpchTable.SUPPLIER,
                    TpchTable.SUPPLIER.createGenerator(SCALE, 1, 1), 1000, 10);
            String sql = "select count(*), sum(s_acctbal), max(s_comment), sum(s_nationkey) from supplier";
            assertEquals(List.of(rows), row(bulk, "select count(*) from supplier"));
            assertEquals(row(inserted, sql), row(bulk, sql));
        }
    }

    private static List<Object> row(Connection conn, String sql) throws SQLException {
        try (Statement st = conn.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            assertTrue(rs.next());
            List<Object> values = new java.util.ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                Object v = rs.getObject(i);
                values.add(v instanceof java.math.BigDecimal d ? d.stripTrailingZeros()
                        : v instanceof Number n ? n.longValue() : String.valueOf(v));
            }
            return values;
        }
    }
}
