package programs;

import org.apache.flink.table.api.*;

/** Composites compared with =, grouped on and de-duplicated. */
public class CompositeSqlGroupAndCompare {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, ARRAY[1, 2]), (2, ARRAY[1, 2]),"
        + " (3, ARRAY[3]), (4, ARRAY[1, 2, 3])) AS t(id, a)");
    p.sql("SELECT id FROM v WHERE a = ARRAY[1, 2] ORDER BY id");
    p.sql("SELECT CARDINALITY(a) AS n, COUNT(*) AS c FROM v GROUP BY a ORDER BY n");
    p.sql("SELECT COUNT(DISTINCT a) AS d FROM v");
    p.sql("SELECT id FROM v WHERE ROW(id, 'x') = ROW(3, 'x')");
  }
}
