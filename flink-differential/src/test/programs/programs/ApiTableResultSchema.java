package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TableResult: result kind, schema names and types, and collected rows. */
public class ApiTableResultSchema {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    TableResult r = env.executeSql("SELECT * FROM (VALUES (1, CAST(2.5 AS DOUBLE), CAST(NULL AS VARCHAR(3)))) AS t(a, b, c)");
    p.value("kind", r.getResultKind());
    p.value("names", r.getResolvedSchema().getColumnNames());
    p.value("types", r.getResolvedSchema().getColumnDataTypes());
    p.value("count", r.getResolvedSchema().getColumnCount());
    try (org.apache.flink.util.CloseableIterator<Row> it = r.collect()) {
      while (it.hasNext()) {
        Row row = it.next();
        p.value("row", row + " arity " + row.getArity() + " kind " + row.getKind());
      }
    }
  }
}
