package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** SHOW CATALOGS / DATABASES / CURRENT ... */
public class SqlShowCatalogsDatabases {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SHOW CATALOGS");
    p.sql("SHOW DATABASES");
    p.sql("SHOW CURRENT CATALOG");
    p.sql("SHOW CURRENT DATABASE");
  }
}
