package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** from(path) reads a registered view. */
public class TableFromPath {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    env.createTemporaryView("nums", nums);
    p.table(env.from("nums").select($("n")).orderBy($("n").asc()));
    p.table(env.sqlQuery("SELECT n * 2 AS d FROM nums").orderBy($("d").asc()));
  }
}
