package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** DROP TABLE of an unknown table, with and without IF EXISTS. */
public class SqlDropUnknownTable {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("DROP TABLE nowhere");
    p.sql("DROP TABLE IF EXISTS nowhere");
  }
}
