package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** three-valued logic, NULL comparisons, IS DISTINCT FROM and NULL in arithmetic. */
public class SqlNullSemantics {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CAST(NULL AS INT) + 1 AS a, CAST(NULL AS INT) = 1 AS b, CAST(NULL AS BOOLEAN) AND FALSE AS c, CAST(NULL AS BOOLEAN) OR TRUE AS d, CAST(NULL AS INT) IS DISTINCT FROM 1 AS e, CAST(NULL AS INT) IS NOT DISTINCT FROM CAST(NULL AS INT) AS f, NULLIF(1, 1) AS g");
  }
}
