package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Window aggregation over TUMBLE/HOP/CUMULATE with GROUPING SETS, ROLLUP and CUBE (the window aggregation page). */
public class SqlDocWindowTvfGroupingSets {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("Bid", env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("bidtime", DataTypes.TIMESTAMP(3)), DataTypes.FIELD("price", DataTypes.DECIMAL(10, 2)),
            DataTypes.FIELD("item", DataTypes.STRING()), DataTypes.FIELD("supplier_id", DataTypes.STRING())),
        row(java.time.LocalDateTime.parse("2020-04-15T08:05:00"), new java.math.BigDecimal("4.00"), "C", "supplier1"),
        row(java.time.LocalDateTime.parse("2020-04-15T08:07:00"), new java.math.BigDecimal("2.00"), "A", "supplier1"),
        row(java.time.LocalDateTime.parse("2020-04-15T08:09:00"), new java.math.BigDecimal("5.00"), "D", "supplier2"),
        row(java.time.LocalDateTime.parse("2020-04-15T08:11:00"), new java.math.BigDecimal("3.00"), "B", "supplier2"),
        row(java.time.LocalDateTime.parse("2020-04-15T08:13:00"), new java.math.BigDecimal("1.00"), "E", "supplier1"),
        row(java.time.LocalDateTime.parse("2020-04-15T08:17:00"), new java.math.BigDecimal("6.00"), "F", "supplier2")));
    p.sql("SELECT window_start, window_end, supplier_id, SUM(price) AS total_price FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) "
        + "GROUP BY window_start, window_end, GROUPING SETS ((supplier_id), ()) ORDER BY window_start, supplier_id");
    p.sql("SELECT window_start, window_end, supplier_id, SUM(price) AS total_price FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) "
        + "GROUP BY window_start, window_end, ROLLUP (supplier_id) ORDER BY window_start, supplier_id");
    p.sql("SELECT window_start, window_end, item, supplier_id, SUM(price) AS total_price FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) "
        + "GROUP BY window_start, window_end, CUBE (supplier_id, item) HAVING SUM(price) > 5 ORDER BY window_start, item, supplier_id");
    p.sql("SELECT window_start, window_end, SUM(price) AS total_price FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES)) GROUP BY window_start, window_end ORDER BY window_start");
    p.sql("SELECT window_start, window_end, SUM(price) AS total_price FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES)) GROUP BY window_start, window_end ORDER BY window_start, window_end");
    p.sql("SELECT * FROM (SELECT window_start, window_end, supplier_id, SUM(price) AS price, COUNT(*) AS cnt, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY SUM(price) DESC) AS rownum "
        + "FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY window_start, window_end, supplier_id) WHERE rownum <= 1 ORDER BY window_start");
  }
}
