package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Result kinds of DDL, queries and SHOW. */
public class ApiTableResultKinds {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.value("ddl", env.executeSql("CREATE TEMPORARY VIEW v AS SELECT 1 AS x").getResultKind());
    p.value("query", env.executeSql("SELECT * FROM v").getResultKind());
    p.value("show", env.executeSql("SHOW TABLES").getResultKind());
    p.value("use", env.executeSql("USE CATALOG default_catalog").getResultKind());
  }
}
