package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CONCAT_WS skips NULL arguments. */
public class SqlConcatWs {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CONCAT_WS('-', 'a', 'b', CAST(NULL AS VARCHAR(3)), 'c') AS s");
  }
}
