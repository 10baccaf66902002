package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** DESCRIBE of a view and of a query-derived view. */
public class SqlDescribeView {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("DESCRIBE emp");
    p.run("CREATE TEMPORARY VIEW by_dept AS SELECT dept, SUM(salary) AS total, COUNT(*) AS n FROM emp GROUP BY dept");
    p.sql("DESCRIBE by_dept");
    p.sql("SELECT * FROM by_dept ORDER BY dept");
  }
}
