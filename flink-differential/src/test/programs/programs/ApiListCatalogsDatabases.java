package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** listCatalogs, listDatabases, current catalog and database. */
public class ApiListCatalogsDatabases {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.value("catalogs", java.util.Arrays.toString(env.listCatalogs()));
    p.value("databases", java.util.Arrays.toString(env.listDatabases()));
    p.value("catalog", env.getCurrentCatalog());
    p.value("database", env.getCurrentDatabase());
    p.value("modules", java.util.Arrays.toString(env.listModules()));
  }
}
