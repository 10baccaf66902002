package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** GROUP BY an expression, HAVING on an aggregate, ORDER BY an alias. */
public class SqlGroupByExpression {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("SELECT salary / 20 AS band, COUNT(*) AS n, SUM(salary) AS total FROM emp GROUP BY salary / 20 HAVING COUNT(*) >= 1 ORDER BY band");
    p.sql("SELECT dept, MAX(salary) - MIN(salary) AS spread FROM emp GROUP BY dept HAVING MAX(salary) > 75 ORDER BY dept");
  }
}
