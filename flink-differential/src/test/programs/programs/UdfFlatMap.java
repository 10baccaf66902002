package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.TableFunction;

/** Table.flatMap with a TableFunction. */
public class UdfFlatMap {
  public static class Repeat extends TableFunction<Integer> {
    public void eval(Integer n) {
      for (int i = 0; i < n % 3; i++) {
        collect(n);
      }
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    p.table(nums.flatMap(call(Repeat.class, $("n"))).as("r").orderBy($("r").asc()));
  }
}
