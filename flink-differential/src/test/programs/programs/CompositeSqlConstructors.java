package programs;

import org.apache.flink.table.api.*;

/** ARRAY[...], MAP[...] and ROW(...) built in SQL: their types, printed values and rows. */
public class CompositeSqlConstructors {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT ARRAY[1, 2, 3] AS a, MAP['k', 1] AS m, ROW(1, 'x') AS r");
    p.rows("SELECT ARRAY['a', 'b'] AS a, ROW(2, ARRAY[1, 2]) AS r");
    p.sql("SELECT ARRAY[ARRAY[1], ARRAY[2, 3]] AS nested, ARRAY[CAST(NULL AS INT), 1] AS with_null");
  }
}
