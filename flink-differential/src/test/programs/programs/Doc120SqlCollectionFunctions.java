package programs;

import org.apache.flink.table.api.*;

/** Collection and value construction functions: ARRAY, MAP, ROW, CARDINALITY, indexing. */
public class Doc120SqlCollectionFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT ARRAY[1, 2, 3], CARDINALITY(ARRAY[1, 2, 3]), ARRAY[1, 2, 3][2], MAP['a', 1, 'b', 2], MAP['a', 1, 'b', 2]['b'], CARDINALITY(MAP['a', 1])");
    p.sql("SELECT ROW(1, 'a'), (1, 'b', TRUE), ELEMENT(ARRAY['only']), ARRAY_CONTAINS(ARRAY['a', 'b'], 'b'), ARRAY_JOIN(ARRAY['a', 'b'], '-')");
    p.run("CREATE TEMPORARY VIEW arr AS SELECT * FROM (VALUES (1, ARRAY[3, 1, 2]), (2, ARRAY[5])) AS t(id, xs)");
    p.sql("SELECT id, xs, CARDINALITY(xs), xs[1], ARRAY_MAX(xs), ARRAY_SORT(xs), ARRAY_REVERSE(xs) FROM arr ORDER BY id");
    p.sql("SELECT id, x FROM arr CROSS JOIN UNNEST(xs) AS u(x) ORDER BY id, x");
    p.sql("SELECT MAP_KEYS(MAP['k1', 'v1', 'k2', 'v2']), MAP_VALUES(MAP['k1', 'v1']), MAP_FROM_ARRAYS(ARRAY['a', 'b'], ARRAY[1, 2]), MAP_ENTRIES(MAP['a', 1])");
  }
}
