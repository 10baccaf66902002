package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** createTemporaryView of a Table, then SQL over it. */
public class TableCreateTemporaryView {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    env.createTemporaryView("nums", nums);
    p.sql("SELECT s, COUNT(*) AS c FROM nums GROUP BY s ORDER BY s");
    p.value("tables", java.util.Arrays.toString(env.listTables()));
    p.value("views", java.util.Arrays.toString(env.listViews()));
    p.value("temporaryViews", java.util.Arrays.toString(env.listTemporaryViews()));
  }
}
