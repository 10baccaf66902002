package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** FROM_UNIXTIME and UNIX_TIMESTAMP with a format, in UTC. */
public class FunctionsUnixTime {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.getConfig().setLocalTimeZone(java.time.ZoneId.of("UTC"));
    p.sql("SELECT FROM_UNIXTIME(86400) AS a, FROM_UNIXTIME(86400, 'yyyy/MM/dd') AS b, UNIX_TIMESTAMP('1970-01-02 00:00:00') AS c, UNIX_TIMESTAMP('1970/01/03', 'yyyy/MM/dd') AS d");
  }
}
