package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Three-valued logic. */
public class SqlBooleanLogic {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT TRUE AND CAST(NULL AS BOOLEAN) AS a, FALSE AND CAST(NULL AS BOOLEAN) AS b, TRUE OR CAST(NULL AS BOOLEAN) AS c, NOT FALSE AS d");
  }
}
