package programs;

import static org.apache.flink.table.api.Expressions.*;

import java.util.ArrayList;
import java.util.List;
import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** EXPLAIN statements and explainSql with details: the result's schema and the plan's section headings. */
public class SqlDocExplainStatement {
  static List<String> headings(String plan) {
    List<String> h = new ArrayList<>();
    for (String line : plan.split("\n")) {
      if (line.startsWith("==")) {
        h.add(line);
      }
    }
    return h;
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TABLE MyTable1 (cnt BIGINT, word STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1')");
    p.run("CREATE TABLE MyTable2 (cnt BIGINT, word STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1')");
    String q = "SELECT cnt, word FROM MyTable1 WHERE word LIKE 'F%' UNION ALL SELECT cnt, word FROM MyTable2";
    for (String prefix : new String[] {"EXPLAIN ", "EXPLAIN PLAN FOR ", "EXPLAIN ESTIMATED_COST, CHANGELOG_MODE ", "EXPLAIN JSON_EXECUTION_PLAN "}) {
      try {
        TableResult r = env.executeSql(prefix + q);
        p.value(prefix + "kind", r.getResultKind());
        p.value(prefix + "schema", r.getResolvedSchema());
        Row row = r.collect().next();
        p.value(prefix + "arity", row.getArity());
        p.value(prefix + "headings", headings((String) row.getField(0)));
      } catch (Exception e) {
        p.value(prefix + "failed", Probe.name(e.getClass()));
      }
    }
    p.value("explainSql", headings(env.explainSql(q)));
    p.value("explainSqlCost", headings(env.explainSql(q, ExplainDetail.ESTIMATED_COST)));
    p.value("explainSqlChangelog", headings(env.explainSql(q, ExplainDetail.CHANGELOG_MODE)));
    p.value("explainTable", headings(env.sqlQuery(q).explain()));
    p.run("CREATE TABLE Sink (cnt BIGINT, word STRING) WITH ('connector' = 'blackhole')");
    p.value("explainInsert", headings(env.explainSql("INSERT INTO Sink SELECT * FROM MyTable1")));
    p.sql("EXPLAIN SELECT nope FROM MyTable1");
  }
}
