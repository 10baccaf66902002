package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;

/** A temporary system function shows in listFunctions and listUserDefinedFunctions. */
public class UdfSystemFunctionListed {
  public static class Twice extends ScalarFunction {
    public int eval(int x) {
      return 2 * x;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("twice", Twice.class);
    env.createTemporaryFunction("twice2", Twice.class);
    p.value("udfs", java.util.Arrays.toString(env.listUserDefinedFunctions()));
    p.value("dropped", env.dropTemporarySystemFunction("twice"));
    p.value("dropped again", env.dropTemporarySystemFunction("twice"));
    p.value("udfs after", java.util.Arrays.toString(env.listUserDefinedFunctions()));
  }
}
