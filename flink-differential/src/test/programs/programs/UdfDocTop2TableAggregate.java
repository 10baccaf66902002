package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.TableAggregateFunction;
import org.apache.flink.types.Row;
import org.apache.flink.util.Collector;

/** The documentation's Top2 table aggregate function with flatAggregate. */
public class UdfDocTop2TableAggregate {
  public static class Top2Accumulator {
    public Integer first;
    public Integer second;
  }

  public static class Top2 extends TableAggregateFunction<Tuple2<Integer, Integer>, Top2Accumulator> {
    @Override
    public Top2Accumulator createAccumulator() {
      Top2Accumulator acc = new Top2Accumulator();
      acc.first = Integer.MIN_VALUE;
      acc.second = Integer.MIN_VALUE;
      return acc;
    }

    public void accumulate(Top2Accumulator acc, Integer value) {
      if (value > acc.first) {
        acc.second = acc.first;
        acc.first = value;
      } else if (value > acc.second) {
        acc.second = value;
      }
    }

    public void emitValue(Top2Accumulator acc, Collector<Tuple2<Integer, Integer>> out) {
      if (acc.first != Integer.MIN_VALUE) {
        out.collect(Tuple2.of(acc.first, 1));
      }
      if (acc.second != Integer.MIN_VALUE) {
        out.collect(Tuple2.of(acc.second, 2));
      }
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("MyTable", env.fromValues(row("a", 1), row("a", 5), row("a", 3), row("b", 2)).as("myField", "value"));
    env.createTemporarySystemFunction("Top2", Top2.class);
    p.table(env.from("MyTable").groupBy($("myField")).flatAggregate(call("Top2", $("value"))).select($("myField"), $("f0"), $("f1")));
    p.table(env.from("MyTable").groupBy($("myField")).flatAggregate(call("Top2", $("value")).as("value", "rank")).select($("myField"), $("value"), $("rank")));
  }
}
