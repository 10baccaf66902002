package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;

/** A varargs ScalarFunction. */
public class UdfScalarVarargs {
  public static class Total extends ScalarFunction {
    public int eval(int... xs) {
      int s = 0;
      for (int x : xs) {
        s += x;
      }
      return s;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("total", Total.class);
    p.sql("SELECT total(1, 2, 3) AS a, total(5) AS b");
  }
}
