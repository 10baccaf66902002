package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TRY_CAST yields NULL where CAST fails. */
public class SqlTryCast {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT TRY_CAST('x' AS INT) AS a, TRY_CAST('5' AS INT) AS b");
  }
}
