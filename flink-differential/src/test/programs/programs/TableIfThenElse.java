package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** ifThenElse and isNull. */
public class TableIfThenElse {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    p.table(nums.select($("n"), $("n").isGreater(2).then("big", "small").as("size"), $("s").isNull().as("nul")).orderBy($("n").asc()));
  }
}
