package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Querying an unknown table is a ValidationException. */
public class SqlUnknownTable {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT * FROM nowhere");
  }
}
