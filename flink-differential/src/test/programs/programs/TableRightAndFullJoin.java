package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** rightOuterJoin and fullOuterJoin with a join predicate; NULLs sort first. */
public class TableRightAndFullJoin {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table l = env.fromValues(row(1, "a"), row(2, "b"), row(3, "z")).as("n", "s");
    Table r = env.fromValues(row("a", 10), row("b", 20), row("c", 30)).as("k", "v");
    p.table(l.rightOuterJoin(r, $("s").isEqual($("k"))).select($("n"), $("k"), $("v")).orderBy($("n").asc(), $("k").asc()));
    p.table(l.fullOuterJoin(r, $("s").isEqual($("k"))).select($("n"), $("s"), $("k"), $("v")).orderBy($("n").asc(), $("k").asc()));
  }
}
