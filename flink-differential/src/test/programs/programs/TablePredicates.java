package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** between, notBetween, in, isNull, and/or/not in where. */
public class TablePredicates {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(1, 2, 3, 4, 5, 6).as("x");
    p.table(t.where($("x").between(2, 4)).orderBy($("x").asc()));
    p.table(t.where($("x").notBetween(2, 4)).orderBy($("x").asc()));
    p.table(t.where($("x").in(1, 3, 5)).orderBy($("x").asc()));
    p.table(t.where($("x").isGreater(4).or($("x").isLess(2))).orderBy($("x").asc()));
    p.table(t.where($("x").isGreaterOrEqual(3).and($("x").isLessOrEqual(4).not())).orderBy($("x").asc()));
    p.table(t.select($("x"), $("x").isNull().as("n"), $("x").isNotNull().as("nn")).where($("x").isEqual(1)));
  }
}
