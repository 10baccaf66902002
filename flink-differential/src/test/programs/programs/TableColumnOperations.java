package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** addColumns, addOrReplaceColumns, renameColumns, dropColumns. */
public class TableColumnOperations {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    p.table(nums.addColumns($("n").times(2).as("d")).renameColumns($("s").as("t")).dropColumns($("n")).orderBy($("d").asc()));
    p.table(nums.addOrReplaceColumns(lit("z").as("s")).orderBy($("n").asc()));
  }
}
