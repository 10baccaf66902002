package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** groupBy with sum, avg, min, max and count through the expression DSL. */
public class TableGroupByAggregates {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row("a", 1, 2.5), row("b", 2, 1.0), row("a", 3, 4.0), row("b", 5, 2.0), row("c", 7, 0.5)).as("k", "n", "d");
    p.table(t.groupBy($("k")).select($("k"), $("n").sum().as("s"), $("n").avg().as("a"), $("n").min().as("lo"), $("n").max().as("hi"), $("n").count().as("c"), $("d").sum().as("ds")).orderBy($("k").asc()));
  }
}
