package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Table.insertInto returns a TablePipeline. */
public class ApiInsertIntoPipeline {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    env.executeSql("CREATE TABLE sink (n INT, s STRING) WITH ('connector' = 'blackhole')");
    TablePipeline pipeline = nums.insertInto("sink");
    p.value("explainHeading", pipeline.explain().split("\n")[0]);
    p.print(pipeline.execute());
  }
}
