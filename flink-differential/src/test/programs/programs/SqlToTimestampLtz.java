package programs;

import static org.apache.flink.table.api.Expressions.*;

import java.time.ZoneId;
import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/**
 * TO_TIMESTAMP_LTZ from epoch seconds and milliseconds, shown in the session time zone (set with
 * TableConfig: Flink's executeSql refuses SET).
 */
public class SqlToTimestampLtz {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.getConfig().setLocalTimeZone(ZoneId.of("UTC"));
    p.sql("SELECT TO_TIMESTAMP_LTZ(0, 3) AS t");
    p.sql("SELECT TO_TIMESTAMP_LTZ(1700000000123, 3) AS ms, TO_TIMESTAMP_LTZ(1700000000, 0) AS s, TO_TIMESTAMP_LTZ(CAST(NULL AS BIGINT), 3) AS n");
    p.sql("SELECT TO_TIMESTAMP_LTZ(86400, 0) AS d, CAST(TO_TIMESTAMP_LTZ(86400000, 3) AS STRING) AS txt, CAST(TO_TIMESTAMP_LTZ(86400000, 3) AS TIMESTAMP(3)) AS ts");
    env.getConfig().setLocalTimeZone(ZoneId.of("Asia/Tokyo"));
    p.sql("SELECT TO_TIMESTAMP_LTZ(0, 3) AS t, CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING) AS txt, CAST(TO_TIMESTAMP_LTZ(0, 3) AS TIMESTAMP(3)) AS ts");
    p.sql("SELECT TO_TIMESTAMP_LTZ(1500, 3) AS t, TO_TIMESTAMP_LTZ(CAST(1500 AS INT), 0) AS i, TO_TIMESTAMP_LTZ(1.5, 0) AS dec");
    p.sql("SELECT TO_TIMESTAMP_LTZ(1700000000123) AS dflt");
    p.sql("SELECT TO_TIMESTAMP_LTZ(x, 3) AS t FROM (VALUES (CAST(0 AS BIGINT)), (CAST(-1 AS BIGINT)), (CAST(NULL AS BIGINT))) AS v(x)");
  }
}
