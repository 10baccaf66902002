package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.FunctionHint;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.table.functions.TableFunction;
import org.apache.flink.types.Row;

/** @FunctionHint on a class and on methods, as in the documentation's OverloadedFunction examples. */
public class UdfDocFunctionHints {
  @FunctionHint(output = @DataTypeHint("ROW<s STRING, i INT>"))
  public static class OverloadedFunction extends TableFunction<Row> {
    public void eval(int a, int b) {
      collect(Row.of("Sum", a + b));
    }

    public void eval() {
      collect(Row.of("Empty args", -1));
    }
  }

  @FunctionHint(input = {@DataTypeHint("INT"), @DataTypeHint("INT")}, output = @DataTypeHint("INT"))
  @FunctionHint(input = {@DataTypeHint("BIGINT"), @DataTypeHint("BIGINT")}, output = @DataTypeHint("BIGINT"))
  @FunctionHint(input = {}, output = @DataTypeHint("BOOLEAN"))
  public static class OverloadedFunction2 extends TableFunction<Object> {
    public void eval(Object... o) {
      if (o.length == 0) {
        collect(false);
      }
      collect(o[0]);
    }
  }

  public static class Shout extends ScalarFunction {
    @FunctionHint(input = @DataTypeHint("STRING"), output = @DataTypeHint("STRING"))
    public String eval(String s) {
      return s == null ? null : s.toUpperCase() + "!";
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("f1", OverloadedFunction.class);
    env.createTemporarySystemFunction("f2", OverloadedFunction2.class);
    env.createTemporarySystemFunction("shout", Shout.class);
    env.createTemporaryView("T", env.fromValues(row(1, 2L, "a"), row(3, 4L, "b")).as("x", "y", "z"));
    p.sql("SELECT x, s, i FROM T, LATERAL TABLE(f1(x, x))");
    p.sql("SELECT x, s, i FROM T, LATERAL TABLE(f1())");
    p.sql("SELECT x, v FROM T, LATERAL TABLE(f2(x, x)) AS r(v)");
    p.sql("SELECT y, v FROM T, LATERAL TABLE(f2(y, y)) AS r(v)");
    p.sql("SELECT shout(z) FROM T");
    p.table(env.from("T").joinLateral(call("f1", $("x"), $("x"))).select($("x"), $("s"), $("i")));
  }
}
