package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** sqlQuery over an unregistered Table concatenated into the SQL text, and mixing SQL and Table API. */
public class ApiDocSqlQueryTableConcat {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row("FRANCE", 10L), row("US", 20L), row("FRANCE", 5L)).as("cCountry", "revenue");
    Table revenue = env.sqlQuery("SELECT cCountry, SUM(revenue) AS revSum FROM " + t + " WHERE cCountry = 'FRANCE' GROUP BY cCountry");
    p.table(revenue);
    Table counted = env.sqlQuery("SELECT COUNT(*) AS n FROM " + t);
    p.table(counted);
    p.table(revenue.select($("revSum").times(2).as("twice")));
    env.createTemporaryView("revenue_view", revenue);
    p.sql("SELECT * FROM revenue_view");
    p.attempt("twoStatements", () -> env.sqlQuery("SELECT 1; SELECT 2"));
    p.attempt("ddlInSqlQuery", () -> env.sqlQuery("CREATE TABLE x (a INT) WITH ('connector' = 'blackhole')"));
    p.attempt("insertInSqlQuery", () -> env.sqlQuery("INSERT INTO revenue_view SELECT * FROM revenue_view"));
  }
}
