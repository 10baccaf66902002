package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** SET and RESET through executeSql. */
public class SqlSetReset {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SET 'table.local-time-zone' = 'Europe/Berlin'");
    p.sql("RESET 'table.local-time-zone'");
  }
}
