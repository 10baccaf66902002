package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A StatementSet as the documentation uses it: addInsertSql, addInsert with a Table and a descriptor, explain, execute. */
public class ApiDocStatementSet {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TABLE Orders (product STRING, amount INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.amount.min' = '1', 'fields.amount.max' = '1')");
    p.run("CREATE TABLE GlassOrders (product STRING, amount INT) WITH ('connector' = 'blackhole')");
    p.run("CREATE TABLE RubberOrders (product STRING, amount INT) WITH ('connector' = 'blackhole')");
    StatementSet stmtSet = env.createStatementSet();
    stmtSet.addInsertSql("INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%'");
    Table glass = env.from("Orders").filter($("product").like("%Glass%"));
    stmtSet.addInsert("GlassOrders", glass);
    stmtSet.addInsert(TableDescriptor.forConnector("blackhole").schema(Schema.newBuilder().column("product", DataTypes.STRING()).column("amount", DataTypes.INT()).build()).build(), glass);
    String plan = stmtSet.explain();
    p.value("heading", plan.split("\n")[0]);
    TableResult result = stmtSet.execute();
    p.print(result);
    StatementSet empty = env.createStatementSet();
    p.attempt("emptyExecute", () -> empty.execute().getResultKind());
    p.attempt("emptyExplain", () -> empty.explain().length() > 0);
    p.attempt("notInsert", () -> env.createStatementSet().addInsertSql("SELECT 1"));
    p.attempt("missingSink", () -> env.createStatementSet().addInsert("Nope", glass));
  }
}
