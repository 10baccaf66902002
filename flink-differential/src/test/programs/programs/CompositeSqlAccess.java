package programs;

import org.apache.flink.table.api.*;

/** a[i] (1-based, NULL out of range), m[k] (NULL for a missing key), CARDINALITY and ELEMENT. */
public class CompositeSqlAccess {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, ARRAY[10, 20, 30], MAP['a', 1, 'b', 2]),"
        + " (2, ARRAY[40], MAP['c', 3])) AS t(id, a, m)");
    p.sql("SELECT id, a[1] AS first, a[3] AS third, a[4] AS beyond, m['a'] AS ma, m['c'] AS mc FROM v ORDER BY id");
    p.sql("SELECT id, CARDINALITY(a) AS na, CARDINALITY(m) AS nm FROM v ORDER BY id");
    p.sql("SELECT ELEMENT(ARRAY[7]) AS e");
    p.rows("SELECT id FROM v WHERE a[1] > 15 ORDER BY id");
  }
}
