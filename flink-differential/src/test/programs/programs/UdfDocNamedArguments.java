package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.annotation.ArgumentHint;
import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.FunctionHint;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.types.Row;

/** Named parameters with @ArgumentHint, called positionally and by name, optional ones left out. */
public class UdfDocNamedArguments {
  public static class NamedParameterClass extends ScalarFunction {
    public String eval(@ArgumentHint(name = "param1", isOptional = false, type = @DataTypeHint("STRING")) String s1,
        @ArgumentHint(name = "param2", isOptional = true, type = @DataTypeHint("INT")) Integer s2) {
      return s1 + ", " + s2;
    }
  }

  public static class NamedHintClass extends ScalarFunction {
    @FunctionHint(argument = {@ArgumentHint(name = "in1", type = @DataTypeHint("STRING")), @ArgumentHint(name = "in2", type = @DataTypeHint("INT"))})
    public String eval(String a, Integer b) {
      return a + "/" + b;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("MyUdf", NamedParameterClass.class);
    env.createTemporarySystemFunction("MyHinted", NamedHintClass.class);
    p.sql("SELECT MyUdf(param1 => 'value1', param2 => 1)");
    p.sql("SELECT MyUdf(param2 => 2, param1 => 'value2')");
    p.sql("SELECT MyUdf(param1 => 'value3')");
    p.sql("SELECT MyUdf('value4', 4)");
    p.sql("SELECT MyHinted(in2 => 5, in1 => 'x')");
    p.sql("SELECT MyHinted(in1 => 'y')");
  }
}
