package programs;

import org.apache.flink.table.api.*;

/** CAST to ARRAY<T>, MAP<K, V> and ROW<...> type names. */
public class CompositeSqlCastTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CAST(ARRAY[1, 2] AS ARRAY<BIGINT>) AS a, CAST(MAP['k', 1] AS MAP<STRING, DOUBLE>) AS m");
    p.sql("SELECT CAST(ROW(1, 'x') AS ROW<n INT, s STRING>) AS r");
  }
}
