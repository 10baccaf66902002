package programs;

import org.apache.flink.table.api.*;

/** SHOW and DESCRIBE statements of the SHOW page over a few objects. */
public class Doc120SqlShowAndDescribe {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TABLE orders (id BIGINT NOT NULL, product STRING COMMENT 'the product', amount INT, PRIMARY KEY (id) NOT ENFORCED) COMMENT 'all orders' WITH ('connector' = 'blackhole')");
    p.run("CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 10");
    p.run("CREATE DATABASE other");
    p.run("CREATE TABLE other.items (x INT) WITH ('connector' = 'blackhole')");
    p.sql("SHOW TABLES");
    p.sql("SHOW TABLES FROM other");
    p.sql("SHOW TABLES IN default_catalog.other LIKE 'it%'");
    p.sql("SHOW DATABASES LIKE 'oth%'");
    p.sql("DESCRIBE orders");
    p.sql("DESC big_orders");
    p.sql("SHOW COLUMNS FROM orders LIKE 'a%'");
    p.sql("SHOW CREATE TABLE orders");
    p.sql("SHOW CREATE VIEW big_orders");
    p.sql("SHOW CURRENT DATABASE");
    p.sql("SHOW FULL MODULES");
  }
}
