package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** union, unionAll, intersect, intersectAll, minus, minusAll and in. */
public class TableDocSetOps {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table left = env.fromValues(row(1, "a"), row(2, "b"), row(2, "b"), row(3, "c")).as("a", "b");
    Table right = env.fromValues(row(2, "b"), row(3, "c"), row(4, "d")).as("a", "b");
    p.table(left.union(right).orderBy($("a").asc()));
    p.table(left.unionAll(right).orderBy($("a").asc()));
    p.table(left.intersect(right).orderBy($("a").asc()));
    p.table(left.intersectAll(right).orderBy($("a").asc()));
    p.table(left.minus(right).orderBy($("a").asc()));
    p.table(left.minusAll(right).orderBy($("a").asc()));
    Table other = env.fromValues(row(1L, "a")).as("x", "y");
    p.attempt("unionMismatch", () -> left.union(other).getResolvedSchema());
    Table three = env.fromValues(row(1, "a", 1)).as("a", "b", "c");
    p.attempt("unionArity", () -> left.union(three).getResolvedSchema());
  }
}
