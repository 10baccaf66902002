package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** INT arithmetic overflows as in Java, as Flink does. */
public class SqlIntegerOverflow {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CAST(2147483647 AS INT) + CAST(1 AS INT) AS o");
  }
}
