package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.AggregateFunction;

/** A user aggregate with a POJO accumulator (the UDF page's pattern), in SQL and the Table API, with and without groups. */
public class Doc120UdfAggregateMaxBy {
  public static class MaxByAccumulator {
    public String item;
    public Integer score;
  }

  public static class MaxBy extends AggregateFunction<String, MaxByAccumulator> {
    @Override
    public MaxByAccumulator createAccumulator() {
      return new MaxByAccumulator();
    }

    public void accumulate(MaxByAccumulator acc, String item, Integer score) {
      if (score != null && (acc.score == null || score > acc.score)) {
        acc.item = item;
        acc.score = score;
      }
    }

    @Override
    public String getValue(MaxByAccumulator acc) {
      return acc.item;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("MaxBy", MaxBy.class);
    p.run("CREATE TEMPORARY VIEW bids AS SELECT * FROM (VALUES ('g1', 'apple', 3), ('g1', 'pear', 9), ('g2', 'plum', CAST(NULL AS INT)), ('g2', 'fig', 1)) AS t(g, item, score)");
    p.sql("SELECT g, MaxBy(item, score) FROM bids GROUP BY g ORDER BY g");
    p.sql("SELECT MaxBy(item, score) AS best FROM bids");
    p.sql("SELECT MaxBy(item, score) FROM bids WHERE g = 'none'");
    p.table(env.from("bids").groupBy($("g")).select($("g"), call("MaxBy", $("item"), $("score")).as("best")).orderBy($("g")));
    p.sql("SELECT MaxBy(item) FROM bids");
  }
}
