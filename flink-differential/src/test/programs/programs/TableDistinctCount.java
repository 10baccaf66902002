package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** count of distinct values and select distinct through the Table API. */
public class TableDistinctCount {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row("a", 1), row("a", 1), row("b", 2), row("a", 3)).as("k", "n");
    p.table(t.groupBy($("k")).select($("k"), $("n").count().distinct().as("dc"), $("n").sum().distinct().as("ds")).orderBy($("k").asc()));
    p.table(t.select($("k")).distinct().orderBy($("k").desc()));
  }
}
