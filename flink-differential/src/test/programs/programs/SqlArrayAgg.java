package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** ARRAY_AGG grouped and over the whole table, NULLs kept, and the Table API's arrayAgg(). */
public class SqlArrayAgg {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, 'ann', 'eng'), (2, 'bob', 'eng'), (3, CAST(NULL AS STRING), 'ops'), (4, 'dee', 'ops')) AS t(id, name, dept)");
    p.sql("SELECT dept, ARRAY_AGG(name) AS names, ARRAY_AGG(id) AS ids FROM emp GROUP BY dept ORDER BY dept");
    p.sql("SELECT ARRAY_AGG(dept) AS depts FROM emp");
    p.sql("SELECT dept, CARDINALITY(ARRAY_AGG(name)) AS n, ARRAY_AGG(id)[1] AS first_id FROM emp GROUP BY dept ORDER BY dept");
    p.table(env.from("emp").groupBy($("dept")).select($("dept"), $("id").arrayAgg().as("ids")).orderBy($("dept")));
  }
}
