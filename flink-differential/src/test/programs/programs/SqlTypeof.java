package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Flink's TYPEOF. */
public class SqlTypeof {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT TYPEOF(1) AS a, TYPEOF('x') AS b, TYPEOF(1.5) AS c");
  }
}
