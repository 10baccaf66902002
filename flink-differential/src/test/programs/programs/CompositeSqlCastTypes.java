package programs;

import org.apache.flink.table.api.*;

/** CAST to ARRAY<T>, MAP<K, V> and ROW<...> type names, and columns declared with them. */
public class CompositeSqlCastTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CAST(ARRAY[1, 2] AS ARRAY<BIGINT>) AS a, CAST(MAP['k', 1] AS MAP<STRING, DOUBLE>) AS m");
    p.sql("SELECT CAST(ROW(1, 'x') AS ROW<n INT, s STRING>) AS r");
    p.sql("SELECT CAST(ROW(1, 'x') AS ROW<n INT NOT NULL, s STRING NULL>) AS r");
    p.sql("SELECT CAST(ARRAY[ROW(1, 'x')] AS ARRAY<ROW<n INT, s STRING>>) AS a, CAST(ROW(ARRAY[1]) AS ROW<xs ARRAY<BIGINT>>) AS r");
    p.sql("SELECT CAST(x AS ARRAY<INT>) AS a FROM (VALUES (ARRAY[1, 2]), (CAST(NULL AS ARRAY<INT>))) AS v(x)");
    p.sql("SELECT CAST(CAST(1 AS BIGINT) AS INT) AS plain, CAST('7' AS INT) AS parsed");
    p.sql("CREATE TABLE typed (a ARRAY<INT>, r ROW<x INT, y STRING NOT NULL>, m MAP<STRING, ARRAY<DOUBLE>>) WITH ('connector' = 'blackhole')");
    p.sql("DESCRIBE typed");
  }
}
