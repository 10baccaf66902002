package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Intervals added to dates and timestamps. */
public class SqlDateArithmetic {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT DATE '2024-01-31' + INTERVAL '1' DAY AS d, TIMESTAMP '2024-01-31 00:00:00' + INTERVAL '2' HOUR AS ts, TIMESTAMPDIFF(DAY, TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-03-01 00:00:00') AS diff");
  }
}
