package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** COALESCE and NULLIF types and values. */
public class SqlCoalesceNullif {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT COALESCE(CAST(NULL AS INT), 5) AS a, NULLIF(3, 3) AS b, NULLIF(3, 4) AS c, COALESCE(CAST(NULL AS VARCHAR(5)), 'x') AS d");
  }
}
