package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** createTemporaryView, listTemporaryViews, dropTemporaryView and its answer. */
public class ApiTemporaryObjects {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("v1", env.fromValues(1, 2).as("x"));
    env.executeSql("CREATE TEMPORARY VIEW v2 AS SELECT 1 AS y");
    p.value("views", java.util.Arrays.asList(env.listTemporaryViews()));
    p.value("tables", java.util.Arrays.asList(env.listTables()));
    p.value("drop v1", env.dropTemporaryView("v1"));
    p.value("drop again", env.dropTemporaryView("v1"));
    p.value("views after", java.util.Arrays.asList(env.listViews()));
    p.attempt("from dropped", () -> env.from("v1").getResolvedSchema());
  }
}
