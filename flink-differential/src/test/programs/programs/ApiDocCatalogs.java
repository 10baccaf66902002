package programs;

import static org.apache.flink.table.api.Expressions.*;

import java.util.HashMap;
import org.apache.flink.table.api.*;
import org.apache.flink.table.catalog.Catalog;
import org.apache.flink.table.catalog.CatalogDatabaseImpl;
import org.apache.flink.table.catalog.GenericInMemoryCatalog;
import org.apache.flink.table.catalog.ObjectPath;
import org.apache.flink.types.Row;

/** Registering a GenericInMemoryCatalog, CREATE CATALOG, and the Catalog API's databases and tables. */
public class ApiDocCatalogs {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Catalog catalog = new GenericInMemoryCatalog("mycatalog");
    env.registerCatalog("mycatalog", catalog);
    p.sql("CREATE CATALOG other WITH ('type' = 'generic_in_memory', 'default-database' = 'd0')");
    p.sql("SHOW CATALOGS");
    env.useCatalog("mycatalog");
    p.value("current", env.getCurrentCatalog() + "." + env.getCurrentDatabase());
    catalog.createDatabase("mydb", new CatalogDatabaseImpl(new HashMap<>(), "my comment"), false);
    p.value("databases", catalog.listDatabases());
    p.value("exists", catalog.databaseExists("mydb") + " " + catalog.databaseExists("nope"));
    p.value("comment", catalog.getDatabase("mydb").getComment());
    env.useDatabase("mydb");
    p.run("CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '2')");
    p.value("tables", catalog.listTables("mydb"));
    p.value("tableExists", catalog.tableExists(new ObjectPath("mydb", "t")));
    p.value("tableKind", catalog.getTable(new ObjectPath("mydb", "t")).getTableKind());
    p.value("options", catalog.getTable(new ObjectPath("mydb", "t")).getOptions());
    p.sql("SHOW TABLES");
    p.sql("USE CATALOG other");
    p.sql("SHOW CURRENT DATABASE");
    p.sql("SHOW DATABASES");
    p.value("getCatalog", env.getCatalog("other").isPresent() + " " + env.getCatalog("none").isPresent());
    p.attempt("useMissing", () -> {
      env.useCatalog("none");
      return null;
    });
    p.attempt("dropDb", () -> {
      catalog.dropDatabase("mydb", false);
      return null;
    });
    p.sql("DROP CATALOG other");
    p.sql("USE CATALOG default_catalog");
    p.sql("DROP CATALOG other");
    p.sql("DROP CATALOG IF EXISTS other");
    p.sql("SHOW CATALOGS");
  }
}
