package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.AggregateFunction;

/** An AggregateFunction in SQL and the Table API. */
public class UdfAggregateFunction {
  public static class Acc {
    public String best = null;
  }

  public static class Longest extends AggregateFunction<String, Acc> {
    @Override
    public Acc createAccumulator() {
      return new Acc();
    }

    @Override
    public String getValue(Acc acc) {
      return acc.best;
    }

    public void accumulate(Acc acc, String s) {
      if (s != null && (acc.best == null || s.length() > acc.best.length() || (s.length() == acc.best.length() && s.compareTo(acc.best) > 0))) {
        acc.best = s;
      }
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    env.createTemporarySystemFunction("longest", Longest.class);
    env.createTemporaryView("nums", nums);
    p.sql("SELECT s, longest(CAST(n AS STRING)) AS l FROM nums GROUP BY s ORDER BY s");
    p.table(nums.groupBy($("s")).select($("s"), call("longest", $("s")).as("l")).orderBy($("s").asc()));
    // Built-in aggregates next to a user-defined one.
    p.sql("SELECT s, longest(CAST(n AS STRING)) AS l, LISTAGG(CAST(n AS STRING), '-') AS ns, COUNT(*) AS c FROM nums GROUP BY s ORDER BY s");
  }
}
