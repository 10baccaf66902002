package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Column functions: withColumns, withoutColumns, range and withAllColumns. */
public class TableDocColumnFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row(1, "b", 2.5, true, 7L)).as("a", "b", "c", "d", "e");
    p.table(t.select(withColumns(range(2, 4))));
    p.table(t.select(withColumns($("a"), range(3, 4))));
    p.table(t.select(withoutColumns(range("b", "c"))));
    p.table(t.select(withColumns(range(1, 2)), withoutColumns(range(1, 4))));
    p.table(t.select(withAllColumns()));
    p.table(t.select(call("concat", withColumns(range(2, 2)), "!")));
  }
}
