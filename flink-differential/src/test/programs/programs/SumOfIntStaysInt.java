package programs;

import org.apache.flink.table.api.TableEnvironment;

/** SUM of an INT column is an INT in Flink. */
public class SumOfIntStaysInt {
  public static void run(TableEnvironment env, Probe p) {
    p.sql("SELECT SUM(x) AS s, COUNT(*) AS c, AVG(x) AS a, MIN(x) AS mn, MAX(x) AS mx FROM (VALUES (1), (2), (4)) AS t(x)");
  }
}
