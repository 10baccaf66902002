package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TIMESTAMP_LTZ(3) in DDL. */
public class SqlTimestampLtzDdl {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TABLE t (a TIMESTAMP_LTZ(3), b BYTES, c STRING NOT NULL) WITH ('connector' = 'datagen')");
    p.sql("DESCRIBE t");
  }
}
