package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.FunctionHint;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.AggregateFunction;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.table.functions.TableFunction;
import org.apache.flink.types.Row;

/** map, flatMap and aggregate with functions returning Row, as the row-based operations section shows. */
public class TableDocRowBasedOps {
  public static class MyMapFunction extends ScalarFunction {
    @DataTypeHint("ROW<s0 STRING, s1 STRING>")
    public Row eval(String a) {
      return Row.of(a, "pre-" + a);
    }
  }

  @FunctionHint(output = @DataTypeHint("ROW<s STRING, i INT>"))
  public static class MyFlatMapFunction extends TableFunction<Row> {
    public void eval(String str) {
      if (str.contains("#")) {
        String[] array = str.split("#");
        for (int i = 0; i < array.length; ++i) {
          collect(Row.of(array[i], array[i].length()));
        }
      }
    }
  }

  public static class MyMinMaxAcc {
    public int min = 0;
    public int max = 0;
  }

  @FunctionHint(output = @DataTypeHint("ROW<minv INT, maxv INT>"))
  public static class MyMinMax extends AggregateFunction<Row, MyMinMaxAcc> {
    public void accumulate(MyMinMaxAcc acc, int value) {
      if (value < acc.min) {
        acc.min = value;
      }
      if (value > acc.max) {
        acc.max = value;
      }
    }

    @Override
    public MyMinMaxAcc createAccumulator() {
      return new MyMinMaxAcc();
    }

    public void resetAccumulator(MyMinMaxAcc acc) {
      acc.min = 0;
      acc.max = 0;
    }

    @Override
    public Row getValue(MyMinMaxAcc acc) {
      return Row.of(acc.min, acc.max);
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table input = env.fromValues(row("k1", "a#bb", 3), row("k1", "ccc", -2), row("k2", "d#e#f", 9)).as("key", "c", "a");
    ScalarFunction func = new MyMapFunction();
    env.createTemporarySystemFunction("func", func);
    p.table(input.map(call("func", $("c"))).as("a", "b"));
    p.table(input.map(call("func", $("c"))));
    env.createTemporarySystemFunction("flatfunc", MyFlatMapFunction.class);
    p.table(input.flatMap(call("flatfunc", $("c"))).as("a", "b"));
    env.createTemporarySystemFunction("myAggFunc", MyMinMax.class);
    p.table(input.groupBy($("key")).aggregate(call("myAggFunc", $("a")).as("x", "y")).select($("key"), $("x"), $("y")).orderBy($("key").asc()));
    p.table(input.aggregate(call("myAggFunc", $("a")).as("x", "y")).select($("x"), $("y")));
  }
}
