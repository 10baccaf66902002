package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.FunctionHint;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.AggregateFunction;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.types.Row;

/** User-defined functions that take and return arrays and rows; map and aggregate with ROW results. */
public class CompositeUdfs {
  public static class SumAll extends ScalarFunction {
    public Integer eval(Integer[] xs) {
      int sum = 0;
      for (Integer x : xs) {
        sum += x == null ? 0 : x;
      }
      return sum;
    }
  }

  public static class Split extends ScalarFunction {
    public String[] eval(String s) {
      return s.split(",");
    }
  }

  public static class WordAndLength extends ScalarFunction {
    public @DataTypeHint("ROW<word STRING, len INT>") Row eval(String s) {
      return Row.of(s, s.length());
    }
  }

  public static class Acc {
    public int min = Integer.MAX_VALUE;
    public int max = Integer.MIN_VALUE;
  }

  @FunctionHint(output = @DataTypeHint("ROW<lo INT, hi INT>"))
  public static class MinMax extends AggregateFunction<Row, Acc> {
    @Override
    public Acc createAccumulator() {
      return new Acc();
    }

    @Override
    public Row getValue(Acc acc) {
      return Row.of(acc.min, acc.max);
    }

    public void accumulate(Acc acc, Integer n) {
      if (n != null) {
        acc.min = Math.min(acc.min, n);
        acc.max = Math.max(acc.max, n);
      }
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("sum_all", SumAll.class);
    env.createTemporarySystemFunction("split", Split.class);
    env.createTemporarySystemFunction("word_and_length", WordAndLength.class);
    p.sql("SELECT sum_all(ARRAY[1, 2, 3]) AS s, split('a,b,c') AS parts, CARDINALITY(split('x,y')) AS n");
    p.sql("SELECT word_and_length('hello') AS r");
    Table words = env.fromValues(row(1, "ab"), row(2, "cde"), row(3, "ab")).as("id", "w");
    p.table(words.map(call(WordAndLength.class, $("w"))).orderBy($("len").asc(), $("word").asc()));
    p.table(words.groupBy($("w")).aggregate(call(MinMax.class, $("id")).as("mn", "mx"))
        .select($("w"), $("mn"), $("mx")).orderBy($("w").asc()));
    p.table(words.aggregate(call(MinMax.class, $("id"))).select($("lo"), $("hi")));
  }
}
