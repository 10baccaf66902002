package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;

/** StatementSet and TablePipeline: add statements and pipelines, explain is skipped, execute and read back. */
public class Doc120ApiStatementSetPipelines {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("doc120-set");
    env.executeSql("CREATE TABLE a_sink (id INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '" + dir.resolve("a").toUri() + "', 'format' = 'json')");
    env.executeSql("CREATE TABLE b_sink (id INT) WITH ('connector' = 'filesystem', 'path' = '" + dir.resolve("b").toUri() + "', 'format' = 'csv')");
    Table src = env.fromValues(DataTypes.ROW(DataTypes.FIELD("id", DataTypes.INT()), DataTypes.FIELD("s", DataTypes.STRING())), row(1, "x"), row(2, "y"));
    StatementSet set = env.createStatementSet();
    set.add(src.insertInto("a_sink"));
    set.addInsertSql("INSERT INTO b_sink SELECT id * 100 FROM a_sink");
    set.addInsert("b_sink", src.select($("id")));
    TableResult result = set.execute();
    p.value("kind", result.getResultKind());
    p.value("schema", result.getResolvedSchema());
    result.await();
    p.sql("SELECT * FROM a_sink ORDER BY id");
    p.sql("SELECT * FROM b_sink ORDER BY id");
    TablePipeline pipeline = src.filter($("id").isGreater(1)).insertInto("a_sink", true);
    p.value("sinkId", pipeline.getSinkIdentifier());
    pipeline.execute().await();
    p.sql("SELECT * FROM a_sink ORDER BY id");
    p.attempt("empty set", () -> env.createStatementSet().execute());
    p.attempt("missing sink", () -> src.insertInto("nowhere"));
  }
}
