package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** select with all columns, an alias list and a second select on the result. */
public class TableSelectStar {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row(1, "a", true), row(2, "b", false)).as("n", "s", "f");
    p.table(t.select($("*")).orderBy($("n").asc()));
    p.table(t.select($("n").as("num"), $("f")).where($("f").isTrue()));
    p.table(t.select($("s"), $("n")).select($("n").plus(1).as("m")).orderBy($("m").desc()));
  }
}
