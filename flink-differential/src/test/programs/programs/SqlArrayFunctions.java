package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Flink's ARRAY_* functions over literals, NULL elements and NULL arrays. */
public class SqlArrayFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW arr AS SELECT * FROM (VALUES (1, ARRAY[3, 1, 2, 1]), (2, ARRAY[5, CAST(NULL AS INT), 5]), (3, CAST(NULL AS ARRAY<INT>))) AS t(id, a)");
    p.sql("SELECT id, ARRAY_CONTAINS(a, 1) AS c1, ARRAY_CONTAINS(a, CAST(NULL AS INT)) AS cn, ARRAY_POSITION(a, 1) AS p1, ARRAY_POSITION(a, 5) AS p5 FROM arr ORDER BY id");
    p.sql("SELECT id, ARRAY_DISTINCT(a) AS d, ARRAY_REMOVE(a, 1) AS r, ARRAY_REVERSE(a) AS rv FROM arr ORDER BY id");
    p.sql("SELECT id, ARRAY_SLICE(a, 2, 3) AS s, ARRAY_SLICE(a, -2) AS tail, ARRAY_SLICE(a, 0, 1) AS z FROM arr ORDER BY id");
    p.sql("SELECT id, ARRAY_UNION(a, ARRAY[2, 9]) AS u, ARRAY_CONCAT(a, ARRAY[7]) AS c, ARRAY_MAX(a) AS mx, ARRAY_MIN(a) AS mn FROM arr ORDER BY id");
    p.sql("SELECT ARRAY_JOIN(ARRAY['a', 'b', CAST(NULL AS STRING), 'c'], '-') AS j, ARRAY_JOIN(ARRAY['a', CAST(NULL AS STRING)], ',', 'N') AS jn");
    p.sql("SELECT ARRAY_CONTAINS(ARRAY['x', 'y'], 'y') AS s, ARRAY_POSITION(ARRAY[1.5, 2.5], 2.5) AS d, ARRAY_MAX(ARRAY['kiwi', 'pear']) AS smax, ARRAY_MIN(ARRAY[2.5, 1.5]) AS dmin, ARRAY_REVERSE(ARRAY['a', 'b']) AS sr");
    p.sql("SELECT ARRAY_CONCAT(ARRAY[1], ARRAY[2, 3], ARRAY[4]) AS c3, ARRAY_APPEND(ARRAY[1, 2], 3) AS ap, ARRAY_PREPEND(ARRAY[1, 2], 0) AS pp");
    p.sql("SELECT id, ARRAY_APPEND(a, CAST(NULL AS INT)) AS an, ARRAY_JOIN(ARRAY_REVERSE(ARRAY['x', 'y', 'z']), '') AS zyx, ARRAY_POSITION(a, CAST(NULL AS INT)) AS pn FROM arr ORDER BY id");
    p.sql("SELECT ARRAY_SLICE(ARRAY[1, 2, 3, 4, 5], 4, 2) AS nothing, ARRAY_SLICE(ARRAY[1, 2, 3, 4, 5], 2, 4) AS mid");
    p.sql("SELECT ARRAY_SLICE(ARRAY[1, 2, 3, 4, 5], -10, 10) AS whole, ARRAY_SLICE(ARRAY[1, 2, 3, 4, 5], 2, -2) AS inner_part");
  }
}
