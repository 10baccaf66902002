package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** intersectAll and minusAll keep duplicates as bags. */
public class TableIntersectAllMinusAll {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table a = env.fromValues(1, 1, 2, 2, 3).as("x");
    Table b = env.fromValues(1, 2, 2, 4).as("x");
    p.table(a.intersectAll(b).orderBy($("x").asc()));
    p.table(a.minusAll(b).orderBy($("x").asc()));
    p.table(b.minus(a).orderBy($("x").asc()));
  }
}
