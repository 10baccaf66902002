package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Flink's MAP_* functions. */
public class SqlMapFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT MAP_KEYS(MAP['a', 1]) AS k, MAP_VALUES(MAP['a', 1]) AS v, MAP_ENTRIES(MAP['a', 1]) AS e, CARDINALITY(MAP_KEYS(MAP['a', 1, 'b', 2])) AS n");
    p.sql("SELECT MAP_FROM_ARRAYS(ARRAY['x'], ARRAY[10]) AS m");
    p.sql("SELECT CARDINALITY(MAP_FROM_ARRAYS(ARRAY['x', 'y'], ARRAY[10, 20])) AS n");
    p.sql("SELECT MAP_FROM_ARRAYS(ARRAY['x'], ARRAY[CAST(NULL AS INT)]) AS m");
    p.sql("SELECT MAP_KEYS(m) AS k, MAP_VALUES(m) AS v FROM (VALUES (MAP['k', 1]), (CAST(NULL AS MAP<STRING, INT>))) AS t(m)");
    p.sql("SELECT CARDINALITY(MAP_UNION(MAP['a', 1, 'b', 2], MAP['b', 3, 'c', 4])) AS n");
    p.sql("SELECT MAP_UNION(MAP['a', 1], MAP['a', 2]) AS u");
    p.sql("SELECT MAP_ENTRIES(m) AS e FROM (VALUES (MAP['k', 1]), (CAST(NULL AS MAP<STRING, INT>))) AS t(m)");
  }
}
