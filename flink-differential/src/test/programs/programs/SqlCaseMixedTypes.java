package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CASE whose branches have different numeric, string and NULL types; COALESCE and NULLIF of mixed types. */
public class SqlCaseMixedTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("SELECT id, CASE WHEN salary > 85 THEN salary WHEN salary > 65 THEN 0.5 ELSE NULL END AS n, CASE id WHEN 1 THEN 'one' WHEN 2 THEN 'second' ELSE dept END AS s, CASE WHEN boss IS NULL THEN CAST(1 AS BIGINT) ELSE boss END AS b, COALESCE(boss, 1.5) AS cb, NULLIF(salary, 100) AS ns FROM emp ORDER BY id");
  }
}
