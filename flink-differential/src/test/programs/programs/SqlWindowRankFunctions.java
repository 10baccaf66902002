package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** ROW_NUMBER, RANK, DENSE_RANK and running SUM over partitions. */
public class SqlWindowRankFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("SELECT id, dept, ROW_NUMBER() OVER (PARTITION BY dept ORDER BY salary DESC) AS rn, RANK() OVER (ORDER BY boss) AS rk, DENSE_RANK() OVER (ORDER BY boss) AS drk FROM emp WHERE dept IS NOT NULL ORDER BY id");
    p.sql("SELECT id, SUM(salary) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running FROM emp ORDER BY id");
  }
}
