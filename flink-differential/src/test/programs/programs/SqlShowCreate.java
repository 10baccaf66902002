package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** SHOW CREATE TABLE and SHOW CREATE VIEW. */
public class SqlShowCreate {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TABLE orders (id BIGINT NOT NULL, product STRING, amount DECIMAL(10, 2), ts TIMESTAMP(3), PRIMARY KEY (id) NOT ENFORCED) COMMENT 'all orders' WITH ('connector' = 'datagen', 'number-of-rows' = '3')");
    p.sql("SHOW CREATE TABLE orders");
    p.run("CREATE VIEW big AS SELECT id, amount FROM orders WHERE amount > 10");
    p.sql("SHOW CREATE VIEW big");
    p.run("CREATE TABLE plain (a INT, b STRING) WITH ('connector' = 'blackhole')");
    p.sql("SHOW CREATE TABLE plain");
    p.run("CREATE TEMPORARY TABLE opts (a INT, b STRING) WITH ('number-of-rows' = '1', 'connector' = 'datagen', 'fields.a.kind' = 'random', 'fields.b.length' = '2')");
    p.sql("SHOW CREATE TABLE opts");
    p.sql("SHOW CREATE TABLE missing");
    p.sql("SHOW CREATE TABLE big");
  }
}
