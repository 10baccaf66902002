package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** temporary functions: create, list, drop and their answers. */
public class ApiFunctionsRegistry {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("twice", Twice.class);
    env.createTemporaryFunction("thrice", Thrice.class);
    p.value("has twice", java.util.Arrays.asList(env.listUserDefinedFunctions()).contains("twice"));
    p.value("has thrice", java.util.Arrays.asList(env.listUserDefinedFunctions()).contains("thrice"));
    p.sql("SELECT twice(4) AS a, thrice(4) AS b");
    p.value("drop system", env.dropTemporarySystemFunction("twice"));
    p.value("drop system again", env.dropTemporarySystemFunction("twice"));
    p.value("drop temp", env.dropTemporaryFunction("thrice"));
    p.sql("SELECT twice(1)");
  }

  public static class Twice extends org.apache.flink.table.functions.ScalarFunction {
    public Integer eval(Integer x) {
      return x == null ? null : x * 2;
    }
  }

  public static class Thrice extends org.apache.flink.table.functions.ScalarFunction {
    public Integer eval(Integer x) {
      return x == null ? null : x * 3;
    }
  }
}
