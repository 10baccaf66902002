package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A catalog-level failure: creating a database twice. */
public class ApiCatalogException {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE DATABASE d");
    p.attempt("create twice", () -> env.executeSql("CREATE DATABASE d"));
    p.attempt("use catalog api", () -> { env.useCatalog("nowhere"); return null; });
    p.attempt("use database api", () -> { env.useDatabase("nowhere"); return null; });
  }
}
