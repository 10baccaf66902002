package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** addColumns, addOrReplaceColumns, dropColumns and renameColumns as the documentation shows them. */
public class TableDocColumnOps {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table orders = env.fromValues(row("a1", 10, "c1"), row("a2", 20, "c2")).as("a", "b", "c");
    p.table(orders.addColumns(concat($("c"), "sunny")));
    p.table(orders.addOrReplaceColumns(concat($("c"), "sunny").as("desc")));
    p.table(orders.addOrReplaceColumns(concat($("c"), "sunny").as("c")));
    p.table(orders.dropColumns($("b"), $("c")));
    p.table(orders.renameColumns($("b").as("b2"), $("c").as("c2")));
    p.table(orders.addColumns($("b").times(2).as("b2"), lit("k").as("k")).select($("*")));
    p.attempt("dropMissing", () -> orders.dropColumns($("zz")).getResolvedSchema());
    p.attempt("addDuplicate", () -> orders.addColumns($("b").as("a")).getResolvedSchema());
  }
}
