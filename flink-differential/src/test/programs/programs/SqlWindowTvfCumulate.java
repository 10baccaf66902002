package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CUMULATE windows and TUMBLE with named arguments, aggregated by window in batch. */
public class SqlWindowTvfCumulate {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW bids AS SELECT * FROM (VALUES (TIMESTAMP '2024-01-01 10:01:00.000', 4, 'a'), (TIMESTAMP '2024-01-01 10:07:00', 2, 'b'), (TIMESTAMP '2024-01-01 10:12:00', 5, 'a'), (TIMESTAMP '2024-01-01 10:14:59', 1, 'c')) AS t(ts, price, item)");
    p.sql("SELECT window_start, window_end, SUM(price) AS total FROM TABLE(CUMULATE(TABLE bids, DESCRIPTOR(ts), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES)) GROUP BY window_start, window_end ORDER BY window_start, window_end");
    p.sql("SELECT window_start, window_end, item, SUM(price) AS total FROM TABLE(TUMBLE(TABLE bids, DESCRIPTOR(ts), INTERVAL '10' MINUTES)) GROUP BY window_start, window_end, item ORDER BY window_start, item");
    p.sql("SELECT * FROM TABLE(TUMBLE(DATA => TABLE bids, TIMECOL => DESCRIPTOR(ts), SIZE => INTERVAL '10' MINUTES)) ORDER BY ts");
  }
}
