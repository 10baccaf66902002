package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** The group window function TUMBLE in GROUP BY with TUMBLE_START and TUMBLE_END, as Flink's documentation uses it. */
public class SqlGroupWindowTumble {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW clicks AS SELECT * FROM (VALUES ('ann', TIMESTAMP '2024-01-01 12:00:05'), ('bob', TIMESTAMP '2024-01-01 12:00:35'), ('ann', TIMESTAMP '2024-01-01 12:01:10'), ('ann', TIMESTAMP '2024-01-01 12:05:00')) AS t(usr, ctime)");
    p.sql("SELECT usr, TUMBLE_START(ctime, INTERVAL '1' MINUTE) AS ws, TUMBLE_END(ctime, INTERVAL '1' MINUTE) AS we, COUNT(*) AS cnt FROM clicks GROUP BY usr, TUMBLE(ctime, INTERVAL '1' MINUTE) ORDER BY usr, ws");
    p.sql("SELECT TUMBLE_END(ctime, INTERVAL '2' MINUTE, INTERVAL '1' MINUTE) AS we, COUNT(DISTINCT usr) AS users FROM clicks GROUP BY TUMBLE(ctime, INTERVAL '2' MINUTE, INTERVAL '1' MINUTE) ORDER BY we");
  }
}
