package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CREATE TABLE with SQL type names, then DESCRIBE. */
public class SqlCreateTableBasicTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TABLE t (a TINYINT, b SMALLINT, c INTEGER, d BIGINT, e FLOAT, f DOUBLE, g BOOLEAN, h DATE, i TIME, j VARCHAR(10), k CHAR(3), l DECIMAL(5, 1)) WITH ('connector' = 'datagen')");
    p.sql("DESCRIBE t");
  }
}
