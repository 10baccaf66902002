package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** INTERVAL arithmetic on DATE and TIMESTAMP values, TIMESTAMPADD and TIMESTAMPDIFF. */
public class SqlIntervalArithmetic {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT DATE '2024-01-31' + INTERVAL '1' MONTH AS m, DATE '2024-03-01' - INTERVAL '1' DAY AS d, TIMESTAMP '2024-01-01 23:30:00' + INTERVAL '45' MINUTE AS ts, TIMESTAMP '2024-01-01 00:00:00' - INTERVAL '1 12' DAY TO HOUR AS back, TIMESTAMPADD(HOUR, 5, TIMESTAMP '2024-01-01 22:00:00') AS tsa, TIMESTAMPDIFF(DAY, TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-03-01 00:00:00') AS days");
    p.sql("SELECT DATE '2024-02-29' + INTERVAL '1' YEAR AS y, TIME '23:00:00' + INTERVAL '2' HOUR AS t, EXTRACT(DOW FROM DATE '2024-06-01') AS dow, EXTRACT(QUARTER FROM DATE '2024-08-15') AS q");
  }
}
