package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** limit(offset, fetch) after a sort. */
public class TableLimitOffset {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    p.table(nums.orderBy($("n").asc()).limit(1, 2));
  }
}
