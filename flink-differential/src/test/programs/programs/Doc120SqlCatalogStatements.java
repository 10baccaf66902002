package programs;

import org.apache.flink.table.api.*;

/** CREATE CATALOG, USE CATALOG, databases with comments and properties, DROP ... CASCADE. */
public class Doc120SqlCatalogStatements {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE CATALOG cat1 WITH ('type' = 'generic_in_memory')");
    p.sql("SHOW CATALOGS");
    p.sql("USE CATALOG cat1");
    p.sql("SHOW CURRENT CATALOG");
    p.sql("CREATE DATABASE IF NOT EXISTS db1 COMMENT 'first' WITH ('k1' = 'v1')");
    p.sql("CREATE DATABASE db1");
    p.sql("SHOW DATABASES");
    p.sql("USE db1");
    p.sql("SHOW CURRENT DATABASE");
    p.sql("CREATE TABLE t (x INT) WITH ('connector' = 'blackhole')");
    p.sql("ALTER DATABASE db1 SET ('k2' = 'v2')");
    p.sql("USE `default`");
    p.sql("DROP DATABASE db1");
    p.sql("DROP DATABASE db1 CASCADE");
    p.sql("SHOW DATABASES");
    p.sql("USE CATALOG default_catalog");
    p.sql("DROP CATALOG cat1");
    p.sql("SHOW CATALOGS");
    p.value("currentCatalog", env.getCurrentCatalog());
  }
}
