package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** join with a where condition and leftOuterJoin. */
public class TableJoin {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    Table names = env.fromValues(row("a", "apple"), row("b", "banana")).as("k", "name");
    p.table(nums.join(names).where($("s").isEqual($("k"))).select($("n"), $("name")).orderBy($("n").asc()));
    p.table(nums.leftOuterJoin(names, $("s").isEqual($("k"))).select($("n"), $("name")).orderBy($("n").asc()));
  }
}
