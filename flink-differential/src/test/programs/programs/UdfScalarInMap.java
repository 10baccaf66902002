package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.table.annotation.DataTypeHint;

/** Table.map with a ScalarFunction returning a Row. */
public class UdfScalarInMap {
  public static class Both extends ScalarFunction {
    public @DataTypeHint("ROW<a INT, b STRING>") Row eval(Integer n, String s) {
      return Row.of(n * 10, s + s);
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    p.table(nums.map(call(Both.class, $("n"), $("s"))).as("x", "y").orderBy($("x").asc()));
  }
}
