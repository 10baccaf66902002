package programs;

import org.apache.flink.table.api.*;

/** What a user's mistakes raise: unknown objects, wrong types, syntax, ambiguous columns. */
public class Doc120SqlErrors {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES (1, 'a')) AS x(id, s)");
    p.sql("SELECT nope FROM t");
    p.sql("SELECT * FROM missing_table");
    p.sql("SELECT UNKNOWN_FN(id) FROM t");
    p.sql("SELECT id + s FROM t");
    p.sql("SELECT id FROM t WHERE s");
    p.sql("SELEC id FROM t");
    p.sql("SELECT id, COUNT(*) FROM t");
    p.sql("SELECT a.id FROM t AS a, t AS b WHERE id = 1");
    p.sql("DROP TABLE missing_table");
    p.sql("CREATE TABLE bad (x INT) WITH ('connector' = 'no-such-connector')");
    p.sql("SELECT SUBSTRING('abc', 'x')");
    p.attempt("sqlQuery of DDL", () -> env.sqlQuery("CREATE TABLE y (x INT)"));
    p.attempt("from missing", () -> env.from("missing_table"));
  }
}
