package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** EXISTS, NOT EXISTS and scalar subqueries. */
public class SqlExistsAndScalarSubquery {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("SELECT e.name FROM emp e WHERE EXISTS (SELECT 1 FROM emp r WHERE r.boss = e.id) ORDER BY e.name");
    p.sql("SELECT e.name FROM emp e WHERE NOT EXISTS (SELECT 1 FROM emp r WHERE r.boss = e.id) ORDER BY e.name");
    p.sql("SELECT name, salary - (SELECT MIN(salary) FROM emp) AS above_min FROM emp ORDER BY id");
    p.sql("SELECT name FROM emp WHERE salary > (SELECT AVG(salary) FROM emp) ORDER BY name");
  }
}
