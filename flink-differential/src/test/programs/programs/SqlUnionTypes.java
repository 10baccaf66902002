package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** UNION ALL and UNION widen their inputs to a common type. */
public class SqlUnionTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CAST(1 AS INT) AS x UNION ALL SELECT CAST(2 AS BIGINT)");
    p.sql("SELECT CAST(1.5 AS DECIMAL(3, 1)) AS x UNION ALL SELECT CAST(2 AS INT)");
    p.sql("SELECT x FROM (SELECT 1 AS x UNION SELECT 1 UNION SELECT 2) ORDER BY x");
    p.sql("SELECT CAST('a' AS VARCHAR(3)) AS s UNION ALL SELECT CAST('bcdef' AS VARCHAR(5))");
  }
}
