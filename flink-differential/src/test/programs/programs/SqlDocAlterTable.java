package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** ALTER TABLE: add, modify, rename and drop columns, rename the table, set and reset options. */
public class SqlDocAlterTable {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1')");
    p.sql("ALTER TABLE t ADD (price DECIMAL(10, 2) COMMENT 'the price', flag BOOLEAN)");
    p.sql("DESCRIBE t");
    p.sql("ALTER TABLE t ADD note STRING FIRST");
    p.sql("ALTER TABLE t MODIFY name VARCHAR(100) AFTER id");
    p.sql("DESCRIBE t");
    p.sql("ALTER TABLE t RENAME name TO full_name");
    p.sql("ALTER TABLE t DROP (flag, note)");
    p.sql("DESCRIBE t");
    p.sql("ALTER TABLE t SET ('number-of-rows' = '2')");
    p.sql("ALTER TABLE t RENAME TO t2");
    p.sql("SHOW TABLES");
    p.sql("SHOW CREATE TABLE t2");
    p.sql("ALTER TABLE t2 RESET ('number-of-rows')");
    p.sql("ALTER TABLE IF EXISTS missing ADD x INT");
    p.sql("ALTER TABLE missing ADD x INT");
    p.sql("ALTER TABLE t2 DROP nope");
  }
}
