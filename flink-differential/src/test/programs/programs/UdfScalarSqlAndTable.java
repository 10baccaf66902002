package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;

/** A ScalarFunction used from SQL and the Table API. */
public class UdfScalarSqlAndTable {
  public static class Twice extends ScalarFunction {
    public Integer eval(Integer x) {
      return x == null ? null : x * 2;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    env.createTemporarySystemFunction("twice", Twice.class);
    env.createTemporaryView("nums", nums);
    p.sql("SELECT n, twice(n) AS t FROM nums ORDER BY n");
    p.table(nums.select($("n"), call("twice", $("n")).as("t")).orderBy($("n").asc()));
    p.table(nums.select(call(Twice.class, $("n")).as("inline")).orderBy($("inline").asc()));
  }
}
