package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** GREATEST and LEAST, with a NULL argument. */
public class FunctionsGreatestLeast {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT GREATEST(1, 5, 3) AS g, LEAST(4, 2, 8) AS l, GREATEST('b', 'a') AS gs, GREATEST(1, CAST(NULL AS INT)) AS gn");
  }
}
