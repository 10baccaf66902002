package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A StatementSet with two INSERTs. */
public class ApiStatementSet {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    env.executeSql("CREATE TABLE sink1 (n INT, s STRING) WITH ('connector' = 'blackhole')");
    env.executeSql("CREATE TABLE sink2 (n INT) WITH ('connector' = 'blackhole')");
    env.createTemporaryView("nums", nums);
    StatementSet set = env.createStatementSet();
    set.addInsertSql("INSERT INTO sink1 SELECT * FROM nums");
    set.addInsert("sink2", nums.select($("n")));
    p.print(set.execute());
  }
}
