package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.FunctionHint;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.AggregateFunction;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.table.functions.TableFunction;
import org.apache.flink.types.Row;

/** Row-based operations of the Table API page: map, flatMap and aggregate with user functions. */
public class Doc120TableApiMapFlatMapAggregate {
  public static class MyMapFunction extends ScalarFunction {
    @DataTypeHint("ROW<s STRING, t STRING>")
    public Row eval(String a) {
      return Row.of(a, "pre-" + a);
    }
  }

  @FunctionHint(output = @DataTypeHint("ROW<word STRING, len INT>"))
  public static class MyFlatMapFunction extends TableFunction<Row> {
    public void eval(String str) {
      if (str.contains("#")) {
        for (String s : str.split("#")) {
          collect(Row.of(s, s.length()));
        }
      }
    }
  }

  public static class MinMaxAcc {
    public int min = Integer.MAX_VALUE;
    public int max = Integer.MIN_VALUE;
  }

  @FunctionHint(output = @DataTypeHint("ROW<minv INT, maxv INT>"))
  public static class MyMinMax extends AggregateFunction<Row, MinMaxAcc> {
    public void accumulate(MinMaxAcc acc, Integer value) {
      if (value != null) {
        acc.min = Math.min(acc.min, value);
        acc.max = Math.max(acc.max, value);
      }
    }

    @Override
    public MinMaxAcc createAccumulator() {
      return new MinMaxAcc();
    }

    @Override
    public Row getValue(MinMaxAcc acc) {
      return Row.of(acc.min, acc.max);
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table input = env.fromValues(DataTypes.ROW(DataTypes.FIELD("k", DataTypes.STRING()), DataTypes.FIELD("v", DataTypes.INT())),
        row("a#bb", 3), row("a", 7), row("ccc#d#", 1));
    p.table(input.map(call(MyMapFunction.class, $("k"))).orderBy($("s")));
    p.table(input.flatMap(call(MyFlatMapFunction.class, $("k"))).orderBy($("word")));
    p.table(input.groupBy($("k").charLength().as("l")).aggregate(call(MyMinMax.class, $("v")).as("x", "y")).select($("l"), $("x"), $("y")).orderBy($("l")));
    p.table(input.aggregate(call(MyMinMax.class, $("v"))).select($("*")));
  }
}
