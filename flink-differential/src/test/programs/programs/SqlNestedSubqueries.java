package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Subqueries nested in FROM, in IN and in scalar positions, several levels deep. */
public class SqlNestedSubqueries {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("SELECT dept, top FROM (SELECT dept, MAX(salary) AS top FROM (SELECT * FROM emp WHERE dept IS NOT NULL) e GROUP BY dept) d WHERE top > (SELECT MIN(salary) FROM emp) ORDER BY dept");
    p.sql("SELECT name FROM emp WHERE id IN (SELECT boss FROM emp WHERE boss IN (SELECT id FROM emp WHERE salary >= 90)) ORDER BY name");
    p.sql("SELECT name, salary - (SELECT AVG(salary) FROM (SELECT salary FROM emp WHERE dept = 'eng') x) AS diff FROM emp WHERE dept = 'ops' ORDER BY name");
  }
}
