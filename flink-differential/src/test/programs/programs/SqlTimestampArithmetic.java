package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TIMESTAMPADD, TIMESTAMPDIFF and interval arithmetic on dates and timestamps. */
public class SqlTimestampArithmetic {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT TIMESTAMPADD(DAY, 3, DATE '2024-02-27') AS a, TIMESTAMPADD(HOUR, 25, TIMESTAMP '2024-01-01 00:00:00') AS b, TIMESTAMPDIFF(DAY, TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-03-01 00:00:00') AS c");
    p.sql("SELECT DATE '2024-01-31' + INTERVAL '1' MONTH AS a, TIMESTAMP '2024-01-01 10:00:00' - INTERVAL '90' MINUTE AS b");
  }
}
