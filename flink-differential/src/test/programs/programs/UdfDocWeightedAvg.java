package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.AggregateFunction;
import org.apache.flink.types.Row;

/** The documentation's WeightedAvg with accumulate, retract, merge and resetAccumulator. */
public class UdfDocWeightedAvg {
  public static class WeightedAvgAccumulator {
    public long sum = 0;
    public int count = 0;
  }

  public static class WeightedAvg extends AggregateFunction<Long, WeightedAvgAccumulator> {
    @Override
    public WeightedAvgAccumulator createAccumulator() {
      return new WeightedAvgAccumulator();
    }

    @Override
    public Long getValue(WeightedAvgAccumulator acc) {
      if (acc.count == 0) {
        return null;
      } else {
        return acc.sum / acc.count;
      }
    }

    public void accumulate(WeightedAvgAccumulator acc, Long iValue, Integer iWeight) {
      acc.sum += iValue * iWeight;
      acc.count += iWeight;
    }

    public void retract(WeightedAvgAccumulator acc, Long iValue, Integer iWeight) {
      acc.sum -= iValue * iWeight;
      acc.count -= iWeight;
    }

    public void merge(WeightedAvgAccumulator acc, Iterable<WeightedAvgAccumulator> it) {
      for (WeightedAvgAccumulator a : it) {
        acc.count += a.count;
        acc.sum += a.sum;
      }
    }

    public void resetAccumulator(WeightedAvgAccumulator acc) {
      acc.count = 0;
      acc.sum = 0L;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("MyTable", env.fromValues(row("a", 10L, 1), row("a", 20L, 3), row("b", 5L, 2), row("c", 1L, 0)).as("myField", "value", "weight"));
    p.table(env.from("MyTable").groupBy($("myField")).select($("myField"), call(WeightedAvg.class, $("value"), $("weight"))).orderBy($("myField").asc()));
    env.createTemporarySystemFunction("WeightedAvg", WeightedAvg.class);
    p.table(env.from("MyTable").groupBy($("myField")).select($("myField"), call("WeightedAvg", $("value"), $("weight")).as("avg")).orderBy($("myField").asc()));
    p.sql("SELECT myField, WeightedAvg(`value`, weight) FROM MyTable GROUP BY myField ORDER BY myField");
    p.sql("SELECT WeightedAvg(`value`, weight) AS w FROM MyTable");
  }
}
