package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** creating and switching databases; current catalog and database. */
public class ApiCatalogDatabaseSwitch {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE DATABASE db2");
    p.value("databases", java.util.Arrays.asList(env.listDatabases()));
    env.useDatabase("db2");
    p.value("current", env.getCurrentCatalog() + "." + env.getCurrentDatabase());
    env.executeSql("CREATE TEMPORARY VIEW w AS SELECT 1 AS x");
    p.rows("SELECT * FROM w");
    env.useDatabase("default_database");
    p.rows("SELECT * FROM db2.w");
    p.attempt("use missing", () -> { env.useDatabase("nope"); return null; });
    p.sql("DROP DATABASE db2");
  }
}
