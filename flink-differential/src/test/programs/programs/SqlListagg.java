package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/**
 * LISTAGG with the default and an explicit separator, grouped and over the whole table: NULLs are
 * skipped, a group of NULLs only (or no rows) gives NULL.
 */
public class SqlListagg {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("SELECT dept, LISTAGG(name) AS names, LISTAGG(name, '; ') AS semi, COUNT(*) AS n FROM emp WHERE dept IS NOT NULL GROUP BY dept ORDER BY dept");
    p.sql("SELECT COUNT(DISTINCT dept) AS depts, MIN(name) AS first_name FROM emp");
    p.sql("SELECT LISTAGG(dept) AS depts, LISTAGG(name, '') AS glued FROM emp");
    p.sql("SELECT boss, LISTAGG(dept, '|') AS depts FROM emp GROUP BY boss ORDER BY boss");
    p.sql("SELECT LISTAGG(dept) AS depts FROM emp WHERE id > 10");
    p.sql("SELECT dept, LISTAGG(CAST(salary AS STRING), '+') AS salaries FROM emp GROUP BY dept ORDER BY dept");
    p.sql("SELECT LISTAGG(name, ',') FILTER (WHERE salary > 75) AS rich FROM emp");
  }
}
