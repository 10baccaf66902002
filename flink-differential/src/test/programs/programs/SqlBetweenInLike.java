package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** BETWEEN, IN lists, LIKE with wildcards and an escape. */
public class SqlBetweenInLike {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("SELECT id FROM emp WHERE salary BETWEEN 70 AND 90 ORDER BY id");
    p.sql("SELECT id FROM emp WHERE salary NOT BETWEEN 70 AND 90 ORDER BY id");
    p.sql("SELECT id FROM emp WHERE name IN ('ann', 'eve', 'zed') ORDER BY id");
    p.sql("SELECT id FROM emp WHERE id NOT IN (1, 2) ORDER BY id");
    p.sql("SELECT name FROM emp WHERE name LIKE '_e%' ORDER BY name");
    p.sql("SELECT '50%' LIKE '50!%' ESCAPE '!' AS a, 'abc' NOT LIKE 'a%' AS b");
  }
}
