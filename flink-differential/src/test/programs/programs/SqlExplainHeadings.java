package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** explainSql and EXPLAIN section headings. */
public class SqlExplainHeadings {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    String plan = env.explainSql("SELECT 1 + 1");
    for (String line : plan.split("\n")) {
      if (line.startsWith("==")) {
        p.value("heading", line);
      }
    }
    TableResult r = env.executeSql("EXPLAIN PLAN FOR SELECT 1");
    p.value("kind", r.getResultKind());
    p.value("schema", r.getResolvedSchema());
  }
}
