package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;

/**
 * Table, TablePipeline and StatementSet as Explainable and Executable; StatementSet.add of a
 * pipeline; the sink identifier of a pipeline; which catch clause Flink's exceptions land in.
 */
public class ApiExplainableAndExceptions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE TABLE src (id INT, name STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3')");
    env.executeSql("CREATE TABLE snk (id INT, name STRING) WITH ('connector' = 'blackhole')");
    Table t = env.from("src").select($("id"));
    Executable runnable = t;
    Explainable<Table> explainable = t;
    p.value("explain starts with AST", explainable.explain().startsWith("== Abstract Syntax Tree =="));
    p.value("explain TEXT equals explain()", t.explain(ExplainFormat.TEXT).equals(t.explain()));
    p.value("explainSql TEXT", env.explainSql("SELECT 1", ExplainFormat.TEXT).startsWith("== Abstract Syntax Tree =="));

    TablePipeline pipeline = env.from("src").insertInto("snk");
    p.value("sink identifier", pipeline.getSinkIdentifier().map(Object::toString).orElse("none"));
    TablePipeline anonymous = env.from("src").insertInto(TableDescriptor.forConnector("blackhole").schema(Schema.newBuilder().column("id", DataTypes.INT()).column("name", DataTypes.STRING()).build()).build());
    p.value("anonymous sink identifier", anonymous.getSinkIdentifier().isPresent());
    p.value("printExplain returns the pipeline", p.captured(() -> p.value("same", pipeline.printExplain() == pipeline)).contains("== Optimized"));

    StatementSet set = env.createStatementSet();
    StatementSet same = set.add(pipeline);
    p.value("add returns the set", same == set);
    p.collect(set.execute());

    for (String query : new String[] {"SELECT * FROM nope", "SELEC 1", "SELECT CAST('x' AS INT)"}) {
      try {
        env.sqlQuery(query).execute().collect().forEachRemaining(r -> { });
        p.value(query, "ran");
      } catch (TableException e) {
        p.value(query, "caught as TableException");
      } catch (ValidationException e) {
        p.value(query, "caught as ValidationException");
      } catch (SqlParserException e) {
        p.value(query, "caught as SqlParserException");
      } catch (RuntimeException e) {
        p.value(query, "caught as RuntimeException");
      }
    }
  }
}
