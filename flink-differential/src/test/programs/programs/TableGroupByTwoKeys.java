package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** groupBy on two keys with an aggregate over an expression. */
public class TableGroupByTwoKeys {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row("x", 1, 10), row("x", 1, 20), row("x", 2, 5), row("y", 1, 1)).as("a", "b", "v");
    p.table(t.groupBy($("a"), $("b")).select($("a"), $("b"), $("v").times(2).sum().as("s"), $("v").max().minus($("v").min()).as("range")).orderBy($("a").asc(), $("b").asc()));
  }
}
