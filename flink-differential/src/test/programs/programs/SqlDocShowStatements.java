package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** SHOW CURRENT CATALOG/DATABASE, SHOW VIEWS, SHOW COLUMNS, SHOW TABLES FROM, SHOW DATABASES LIKE. */
public class SqlDocShowStatements {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SHOW CURRENT CATALOG");
    p.sql("SHOW CURRENT DATABASE");
    p.run("CREATE TABLE orders (user_id BIGINT, product STRING, amount INT, user_name STRING) WITH ('connector' = 'datagen')");
    p.run("CREATE VIEW v1 AS SELECT user_id, product FROM orders");
    p.run("CREATE TEMPORARY VIEW tv AS SELECT amount FROM orders");
    p.sql("SHOW VIEWS");
    p.sql("SHOW TABLES");
    p.sql("SHOW COLUMNS FROM orders");
    p.sql("SHOW COLUMNS FROM orders LIKE '%r'");
    p.sql("SHOW COLUMNS IN orders NOT LIKE '%_id'");
    p.sql("SHOW COLUMNS FROM v1");
    p.run("CREATE DATABASE db1");
    p.run("CREATE DATABASE db2 COMMENT 'second'");
    p.sql("SHOW DATABASES");
    p.sql("SHOW DATABASES LIKE 'db%'");
    p.run("CREATE TABLE db1.x (a INT) WITH ('connector' = 'datagen')");
    p.sql("SHOW TABLES FROM db1");
    p.sql("SHOW TABLES IN default_catalog.db1 LIKE 'x%'");
    p.sql("SHOW VIEWS FROM db1");
    p.sql("SHOW CATALOGS LIKE 'default%'");
    p.sql("SHOW PROCEDURES");
    p.sql("SHOW JARS");
  }
}
