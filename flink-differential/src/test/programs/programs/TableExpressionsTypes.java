package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Expression DSL arithmetic and functions. */
public class TableExpressionsTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    p.table(nums.select($("n").times(3).as("a"), $("n").dividedBy(2).as("b"), $("n").mod(2).as("c"), $("s").lowerCase().as("d"), $("s").charLength().as("e"), $("n").cast(DataTypes.DOUBLE()).as("f"), $("n").isGreater(2).as("g")).orderBy($("a").asc()));
  }
}
