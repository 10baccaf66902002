package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** INSERT into a blackhole sink from a query with a GROUP BY; the result shows -1. */
public class SqlInsertIntoView {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("CREATE TABLE sink (dept STRING, total INT) WITH ('connector' = 'blackhole')");
    p.sql("INSERT INTO sink SELECT dept, SUM(salary) FROM emp GROUP BY dept");
    p.sql("INSERT INTO sink (dept) SELECT name FROM emp");
  }
}
