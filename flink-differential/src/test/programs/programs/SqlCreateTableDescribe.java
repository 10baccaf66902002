package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CREATE TABLE with Flink types, then DESCRIBE. */
public class SqlCreateTableDescribe {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TABLE t (id INT NOT NULL, name STRING, price DECIMAL(10, 2), ts TIMESTAMP(3), PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'datagen')");
    p.sql("DESCRIBE t");
    p.sql("SHOW TABLES");
  }
}
