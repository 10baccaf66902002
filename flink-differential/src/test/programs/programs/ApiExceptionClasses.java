package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Which exception class each kind of error is. */
public class ApiExceptionClasses {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.attempt("unknown table", () -> env.from("nowhere"));
    p.attempt("parse error", () -> env.sqlQuery("SELEC 1"));
    p.attempt("unknown column", () -> env.sqlQuery("SELECT nope FROM (VALUES (1)) AS t(x)"));
    p.attempt("unknown function", () -> env.sqlQuery("SELECT nofunc(1)"));
    p.attempt("use unknown catalog", () -> env.executeSql("USE CATALOG nowhere"));
    p.attempt("use unknown database", () -> env.executeSql("USE nowhere"));
    p.attempt("drop unknown database", () -> env.executeSql("DROP DATABASE nowhere"));
  }
}
