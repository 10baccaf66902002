package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Group window functions HOP and SESSION in GROUP BY with their _START and _END. */
public class SqlGroupWindowHopSession {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW clicks AS SELECT * FROM (VALUES ('ann', TIMESTAMP '2024-01-01 12:00:05'), ('bob', TIMESTAMP '2024-01-01 12:00:35'), ('ann', TIMESTAMP '2024-01-01 12:01:10'), ('ann', TIMESTAMP '2024-01-01 12:05:00')) AS t(usr, ctime)");
    p.sql("SELECT HOP_START(ctime, INTERVAL '30' SECOND, INTERVAL '1' MINUTE) AS ws, COUNT(*) AS cnt FROM clicks GROUP BY HOP(ctime, INTERVAL '30' SECOND, INTERVAL '1' MINUTE) ORDER BY ws");
    p.sql("SELECT usr, SESSION_START(ctime, INTERVAL '1' MINUTE) AS ws, SESSION_END(ctime, INTERVAL '1' MINUTE) AS we, COUNT(*) AS cnt FROM clicks GROUP BY usr, SESSION(ctime, INTERVAL '1' MINUTE) ORDER BY usr, ws");
  }
}
