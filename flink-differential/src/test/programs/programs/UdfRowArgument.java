package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.functions.ScalarFunction;

/** A ScalarFunction taking a ROW argument typed by @DataTypeHint. */
public class UdfRowArgument {
  public static class Label extends ScalarFunction {
    public String eval(@DataTypeHint("ROW<id INT, name STRING>") Row r) {
      return r.getField(1) + "#" + r.getField(0) + " arity " + r.getArity();
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("label", Label.class);
    p.sql("SELECT label(ROW(7, 'ann')) AS a");
    p.table(env.fromValues(row(1, "x"), row(2, "y")).as("id", "name")
        .select(call("label", row($("id"), $("name"))).as("l")).orderBy($("l").asc()));
  }
}
