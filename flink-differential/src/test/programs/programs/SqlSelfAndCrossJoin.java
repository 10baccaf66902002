package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** a self join and a cross join. */
public class SqlSelfAndCrossJoin {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("SELECT e.name, b.name AS boss_name FROM emp e JOIN emp b ON e.boss = b.id ORDER BY e.id");
    p.sql("SELECT e.name, b.name AS boss_name FROM emp e LEFT JOIN emp b ON e.boss = b.id ORDER BY e.id");
    p.sql("SELECT a.x, b.y FROM (VALUES (1), (2)) AS a(x) CROSS JOIN (VALUES ('p'), ('q')) AS b(y) ORDER BY a.x, b.y");
    p.sql("SELECT COUNT(*) AS n FROM emp a, emp b WHERE a.id < b.id");
  }
}
