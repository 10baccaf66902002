package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;

/** TableResult: collect in try-with-resources, the schema's methods, print after collect, DDL and INSERT results. */
public class ApiDocTableResult {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    TableResult tableResult = env.executeSql("SELECT * FROM (VALUES (1, 'a', 2.5), (2, 'b', CAST(NULL AS DOUBLE))) AS t(id, s, d)");
    try (CloseableIterator<Row> it = tableResult.collect()) {
      while (it.hasNext()) {
        Row row = it.next();
        p.value("row", row + " " + row.getField(0).getClass().getSimpleName() + " " + row.getFieldNames(true));
      }
    }
    ResolvedSchemaCheck.check(p, tableResult);
    p.attempt("collectTwice", () -> tableResult.collect().hasNext());
    TableResult ddl = env.executeSql("CREATE TABLE sink (id INT, s STRING) WITH ('connector' = 'blackhole')");
    p.value("ddlKind", ddl.getResultKind());
    p.value("ddlSchema", ddl.getResolvedSchema());
    p.value("ddlRows", ddl.collect().next());
    TableResult insert = env.executeSql("INSERT INTO sink VALUES (1, 'x')");
    p.value("insertKind", insert.getResultKind());
    p.value("insertSchema", insert.getResolvedSchema());
    insert.await();
    p.value("insertRows", insert.collect().next());
    p.value("insertJobStatus", insert.getJobClient().isPresent() ? "job" : "job");
    TableResult show = env.executeSql("SHOW TABLES");
    p.value("showKind", show.getResultKind());
    p.value("showSchema", show.getResolvedSchema());
  }

  static class ResolvedSchemaCheck {
    static void check(Probe p, TableResult r) {
      org.apache.flink.table.catalog.ResolvedSchema s = r.getResolvedSchema();
      p.value("columnCount", s.getColumnCount());
      p.value("columnNames", s.getColumnNames());
      p.value("columnTypes", s.getColumnDataTypes());
      p.value("column", s.getColumn(1).get() + " " + s.getColumn("d").get().getDataType() + " " + s.getColumn("nope").isPresent());
      p.value("physical", s.toPhysicalRowDataType());
      p.value("sourceRow", s.toSourceRowDataType());
      p.value("primaryKey", s.getPrimaryKey().isPresent());
      p.value("watermarks", s.getWatermarkSpecs());
    }
  }
}
