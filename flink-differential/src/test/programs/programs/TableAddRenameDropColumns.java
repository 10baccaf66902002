package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** addColumns, addOrReplaceColumns, renameColumns and dropColumns. */
public class TableAddRenameDropColumns {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row(1, "a"), row(2, "b")).as("n", "s");
    p.table(t.addColumns($("n").times(10).as("t")).orderBy($("n").asc()));
    p.table(t.addOrReplaceColumns($("n").plus(100).as("n")).orderBy($("n").asc()));
    p.table(t.renameColumns($("s").as("letter")).orderBy($("n").asc()));
    p.table(t.dropColumns($("s")).orderBy($("n").asc()));
  }
}
