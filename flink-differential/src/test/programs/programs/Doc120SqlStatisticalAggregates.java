package programs;

import org.apache.flink.table.api.*;

/** Aggregate functions of the system functions page, grouped and not. */
public class Doc120SqlStatisticalAggregates {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW scores AS SELECT * FROM (VALUES ('a', 10, 1.5E0), ('a', 20, 2.5E0), ('b', 5, 4.0E0), ('b', CAST(NULL AS INT), 8.0E0), ('c', 7, 1.0E0)) AS t(g, n, x)");
    p.sql("SELECT g, COUNT(*), COUNT(n), SUM(n), AVG(n), MIN(x), MAX(x) FROM scores GROUP BY g ORDER BY g");
    p.sql("SELECT g, STDDEV_POP(x), STDDEV_SAMP(x), VAR_POP(x), VAR_SAMP(x), VARIANCE(x) FROM scores GROUP BY g ORDER BY g");
    p.sql("SELECT COUNT(DISTINCT g), SUM(DISTINCT n), AVG(x), MAX(g), MIN(g) FROM scores");
    p.sql("SELECT g, COLLECT(n) FROM scores GROUP BY g ORDER BY g");
    p.sql("SELECT g, FIRST_VALUE(n), LAST_VALUE(n), LISTAGG(CAST(n AS STRING)) FROM scores GROUP BY g ORDER BY g");
    p.sql("SELECT g, n, RANK() OVER (ORDER BY n DESC), DENSE_RANK() OVER (ORDER BY n DESC), ROW_NUMBER() OVER (PARTITION BY g ORDER BY n) FROM scores ORDER BY g, n");
  }
}
