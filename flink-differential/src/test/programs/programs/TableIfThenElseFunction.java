package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Expressions.ifThenElse over strings of different lengths and numbers. */
public class TableIfThenElseFunction {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    p.table(nums.select($("n"), ifThenElse($("n").isGreater(2), "big", "small").as("size"), ifThenElse($("s").isEqual("a"), $("n"), 10L).as("num")).orderBy($("n").asc()));
  }
}
