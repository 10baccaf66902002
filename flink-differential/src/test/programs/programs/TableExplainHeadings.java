package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** explain() starts with Flink's section headings. */
public class TableExplainHeadings {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    String plan = nums.where($("n").isGreater(1)).explain();
    for (String line : plan.split("\n")) {
      if (line.startsWith("==")) {
        p.value("heading", line);
      }
    }
  }
}
