package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** union, unionAll, intersect, minus. */
public class TableSetOperations {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table a = env.fromValues(1, 2, 3).as("x");
    Table b = env.fromValues(2, 3, 4).as("x");
    p.table(a.union(b).orderBy($("x").asc()));
    p.table(a.unionAll(b).orderBy($("x").asc()));
    p.table(a.intersect(b).orderBy($("x").asc()));
    p.table(a.minus(b));
  }
}
