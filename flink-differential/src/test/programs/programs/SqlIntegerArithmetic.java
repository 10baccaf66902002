package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Integer arithmetic keeps integer types; division truncates. */
public class SqlIntegerArithmetic {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT 7 + 2 AS a, 7 - 9 AS b, 7 * 3 AS c, 7 / 2 AS d, 7 % 3 AS e, -7 / 2 AS f");
  }
}
