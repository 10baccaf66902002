package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Flink's ARRAY_EXCEPT, ARRAY_INTERSECT, ARRAY_SORT and SPLIT. */
public class SqlArraySetAndSort {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW arr AS SELECT * FROM (VALUES (1, ARRAY[3, 1, 2, 1]), (2, ARRAY[5, CAST(NULL AS INT), 4]), (3, CAST(NULL AS ARRAY<INT>))) AS t(id, a)");
    p.sql("SELECT id, ARRAY_EXCEPT(a, ARRAY[1, 4]) AS e, ARRAY_INTERSECT(a, ARRAY[1, 5, 7]) AS i FROM arr ORDER BY id");
    p.sql("SELECT id, ARRAY_SORT(a) AS s, ARRAY_SORT(a, FALSE) AS d, ARRAY_SORT(a, TRUE, FALSE) AS nl FROM arr ORDER BY id");
    p.sql("SELECT ARRAY_SORT(ARRAY['b', 'c', 'a']) AS s, ARRAY_EXCEPT(ARRAY[1, 2], ARRAY[2]) AS e, ARRAY_INTERSECT(ARRAY[1, 2, 2], ARRAY[2]) AS i");
    p.sql("SELECT SPLIT('a,b,,c', ',') AS parts, SPLIT('abc', '') AS chars, SPLIT('a--b', '--') AS two, SPLIT(CAST(NULL AS STRING), ',') AS n");
    p.sql("SELECT s, SPLIT(s, ' ') AS words FROM (VALUES ('hello big world'), ('one')) AS t(s) ORDER BY s");
  }
}
