package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.AggregateFunction;

/** An AggregateFunction with accumulate, retract, merge and resetAccumulator over two arguments, in SQL and the Table API. */
public class UdfAggregateMergeRetract {
  public static class WeightedAvg extends AggregateFunction<Long, WeightedAvg.Acc> {
    public static class Acc {
      public long sum = 0;
      public int count = 0;
    }

    @Override
    public Acc createAccumulator() {
      return new Acc();
    }

    @Override
    public Long getValue(Acc acc) {
      return acc.count == 0 ? null : acc.sum / acc.count;
    }

    public void accumulate(Acc acc, Long value, Integer weight) {
      if (value != null && weight != null) {
        acc.sum += value * weight;
        acc.count += weight;
      }
    }

    public void retract(Acc acc, Long value, Integer weight) {
      if (value != null && weight != null) {
        acc.sum -= value * weight;
        acc.count -= weight;
      }
    }

    public void merge(Acc acc, Iterable<Acc> others) {
      for (Acc other : others) {
        acc.sum += other.sum;
        acc.count += other.count;
      }
    }

    public void resetAccumulator(Acc acc) {
      acc.sum = 0;
      acc.count = 0;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("wavg", WeightedAvg.class);

    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("player", DataTypes.STRING()), DataTypes.FIELD("score", DataTypes.BIGINT()), DataTypes.FIELD("w", DataTypes.INT())),
        row("ann", 10L, 1), row("ann", 20L, 3), row("bob", 7L, 2), row("bob", null, 5), row("cid", 5L, null));
    env.createTemporaryView("s", t);
    p.sql("SELECT player, wavg(score, w) AS avg_score FROM s GROUP BY player ORDER BY player");
    p.sql("SELECT wavg(score, w) AS overall, COUNT(*) AS n FROM s");
    p.table(t.groupBy($("player")).select($("player"), call("wavg", $("score"), $("w")).as("a")).orderBy($("player").asc()));
  }
}
