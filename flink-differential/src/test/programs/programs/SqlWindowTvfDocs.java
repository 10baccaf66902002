package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** The Bid examples of Flink's window aggregation and window Top-N documentation, in batch. */
public class SqlWindowTvfDocs {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW Bid AS SELECT CAST(bidtime AS TIMESTAMP(3)) AS bidtime, CAST(price AS DECIMAL(10, 2)) AS price, item, supplier_id FROM (VALUES "
        + "(TIMESTAMP '2020-04-15 08:05:00', 4.00, 'C', 'supplier1'), (TIMESTAMP '2020-04-15 08:07:00', 2.00, 'A', 'supplier1'), "
        + "(TIMESTAMP '2020-04-15 08:09:00', 5.00, 'D', 'supplier2'), (TIMESTAMP '2020-04-15 08:11:00', 3.00, 'B', 'supplier2'), "
        + "(TIMESTAMP '2020-04-15 08:13:00', 1.00, 'E', 'supplier1'), (TIMESTAMP '2020-04-15 08:17:00', 6.00, 'F', 'supplier2')) AS t(bidtime, price, item, supplier_id)");
    p.sql("SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) ORDER BY bidtime");
    p.sql("SELECT window_start, window_end, SUM(price) AS total_price FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY window_start, window_end ORDER BY window_start");
    p.sql("SELECT window_start, window_end, SUM(price) AS total_price FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES)) GROUP BY window_start, window_end ORDER BY window_start");
    p.sql("SELECT window_start, window_end, SUM(price) AS total_price FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES)) GROUP BY window_start, window_end ORDER BY window_start, window_end");
    p.sql("SELECT window_start, window_end, supplier_id, SUM(price) AS total_price FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY window_start, window_end, GROUPING SETS ((supplier_id), ()) ORDER BY window_start, supplier_id");
    p.sql("SELECT * FROM (SELECT window_start, window_end, supplier_id, SUM(price) AS price, COUNT(*) AS cnt, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY SUM(price) DESC) AS rownum "
        + "FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY window_start, window_end, supplier_id) WHERE rownum <= 1 ORDER BY window_start");
    p.sql("SELECT window_start, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES, INTERVAL '3' MINUTES)) GROUP BY window_start, window_end ORDER BY window_start");
  }
}
