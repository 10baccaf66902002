package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TO_TIMESTAMP_LTZ from epoch milliseconds, in UTC. */
public class SqlToTimestampLtz {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("SET 'table.local-time-zone' = 'UTC'");
    p.sql("SELECT TO_TIMESTAMP_LTZ(0, 3) AS t");
  }
}
