package programs;

import static org.apache.flink.table.api.Expressions.*;

import java.time.ZoneId;
import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TO_TIMESTAMP_LTZ with a precision other than 0 or 3 fails when the query runs. */
public class SqlToTimestampLtzPrecision {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.getConfig().setLocalTimeZone(ZoneId.of("UTC"));
    p.sql("SELECT TO_TIMESTAMP_LTZ(1500, 6) AS micros");
  }
}
