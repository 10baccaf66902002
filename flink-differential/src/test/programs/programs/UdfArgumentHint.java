package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.table.annotation.ArgumentHint;
import org.apache.flink.table.annotation.DataTypeHint;

/** @ArgumentHint names and types an argument. */
public class UdfArgumentHint {
  public static class Greet extends ScalarFunction {
    public String eval(@ArgumentHint(name = "who", type = @DataTypeHint("STRING")) String who) {
      return "hi " + who;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("greet", Greet.class);
    p.sql("SELECT greet('ann') AS g");
  }
}
