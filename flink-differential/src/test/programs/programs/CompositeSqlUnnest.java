package programs;

import org.apache.flink.table.api.*;

/** UNNEST of arrays and maps, CROSS JOIN UNNEST, WITH ORDINALITY and a ROW element type. */
public class CompositeSqlUnnest {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, ARRAY[10, 20], MAP['a', 1]),"
        + " (2, ARRAY[30], MAP['b', 2])) AS t(id, a, m)");
    p.sql("SELECT * FROM UNNEST(ARRAY['x', 'y', 'z']) AS u(s)");
    p.sql("SELECT id, x FROM v CROSS JOIN UNNEST(v.a) AS u(x) ORDER BY id, x");
    p.sql("SELECT id, k, n FROM v CROSS JOIN UNNEST(v.m) AS u(k, n) ORDER BY id");
    p.sql("SELECT id, x, pos FROM v CROSS JOIN UNNEST(v.a) WITH ORDINALITY AS u(x, pos) ORDER BY id, pos");
    p.sql("SELECT p, q FROM UNNEST(ARRAY[ROW(1, 'one'), ROW(2, 'two')]) AS u(p, q) ORDER BY p");
  }
}
