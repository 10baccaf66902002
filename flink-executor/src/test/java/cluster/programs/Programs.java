package cluster.programs;

import static io.quiver.table.api.Expressions.$;
import static io.quiver.table.api.Expressions.call;

import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.Table;
import io.quiver.table.api.TableEnvironment;
import io.quiver.table.functions.ScalarFunction;
import io.quiver.table.functions.TableFunction;
import java.util.List;
import java.util.Map;

/**
 * Table API programs as a user writes them against Quiver: each runs on a fresh TableEnvironment
 * with the given options (none: Quiver's engine; execution.target=remote...: the Flink cluster)
 * over the input files in {@code in}, writing into {@code out}, and returns what it observed.
 * The test loads this class in a class loader of exactly the user's class path: the all-in-one
 * driver jar and the Flink executor jar.
 */
public final class Programs {
  private Programs() {}

  public static final List<String> NAMES = List.of("tableApiExamples", "sqlOverFiles", "functionsByClass",
      "managedTableAsValues", "insertIntoFiles", "errors");

  public static List<String> run(String name, Map<String, String> options, String in, String out) throws Exception {
    try (TableEnvironment env = TableEnvironment.create(EnvironmentSettings.inBatchMode())) {
      options.forEach(env.getConfig()::set);
      Probe p = new Probe(env);
      createInputs(env, in);
      switch (name) {
        case "tableApiExamples" -> tableApiExamples(env, p);
        case "sqlOverFiles" -> sqlOverFiles(env, p);
        case "functionsByClass" -> functionsByClass(env, p);
        case "managedTableAsValues" -> managedTableAsValues(env, p);
        case "insertIntoFiles" -> insertIntoFiles(env, p, out);
        case "errors" -> errors(env, p);
        default -> throw new IllegalArgumentException(name);
      }
      return p.lines();
    }
  }

  /** The file-backed tables every program reads: CSV orders, JSON customers, CSV returns in another database. */
  private static void createInputs(TableEnvironment env, String in) {
    env.executeSql("CREATE TABLE orders (id INT, customer STRING, country STRING, amount DECIMAL(10, 2), ordered DATE)"
        + " WITH ('connector' = 'filesystem', 'path' = '" + in + "/orders', 'format' = 'csv')");
    env.executeSql("CREATE TABLE customers (name STRING, tier STRING, since DATE)"
        + " WITH ('connector' = 'filesystem', 'path' = '" + in + "/customers', 'format' = 'json')");
    env.executeSql("CREATE DATABASE shop");
    env.executeSql("CREATE TABLE shop.`returns` (order_id INT, reason STRING)"
        + " WITH ('connector' = 'filesystem', 'path' = '" + in + "/returns', 'format' = 'csv')");
  }

  /** The Table API examples of Flink's documentation ("Table API" and "Concepts & Common API"). */
  static void tableApiExamples(TableEnvironment env, Probe p) {
    Table orders = env.from("orders");
    p.rows(orders.filter($("country").isEqual("DE")).select($("id"), $("amount")));
    p.rows(orders.groupBy($("customer")).select($("customer"), $("amount").sum().as("total"), $("id").count().as("n")));
    p.rows(orders.select($("customer"), $("country")).distinct());
    Table revenue = orders.groupBy($("country")).select($("country"), $("amount").sum().as("revenue"));
    env.createTemporaryView("revenue", revenue);
    p.print("SELECT country, revenue FROM revenue ORDER BY revenue DESC");
    p.rows(orders.orderBy($("amount").desc()).fetch(3).select($("id"), $("amount")));
    Table customers = env.from("customers");
    p.rows(orders.join(customers).where($("customer").isEqual($("name"))).select($("id"), $("tier")));
    p.rows(orders.select($("customer")).union(customers.select($("name").as("customer"))));
    p.rows(orders.where($("amount").isGreater(10)).select($("id"), $("amount").times(2).as("twice")));
    p.rows(env.sqlQuery("SELECT customer, COUNT(*) AS n FROM orders GROUP BY customer").where($("n").isGreater(1)));
  }

  /** SQL over CSV and JSON files: a view, a temporary view, a table of another database, dates. */
  static void sqlOverFiles(TableEnvironment env, Probe p) {
    p.run("CREATE VIEW gold_orders AS SELECT o.id, o.customer, o.amount FROM orders o JOIN customers c"
        + " ON o.customer = c.name WHERE c.tier = 'gold'");
    p.run("CREATE TEMPORARY VIEW big AS SELECT * FROM orders WHERE amount > 10");
    p.print("SELECT customer, SUM(amount) AS total FROM gold_orders GROUP BY customer ORDER BY customer");
    p.print("SELECT b.id, r.reason FROM big b JOIN shop.`returns` r ON b.id = r.order_id ORDER BY b.id");
    p.print("SELECT country, COUNT(*) AS n, MAX(ordered) AS last_order FROM orders GROUP BY country ORDER BY country");
    p.print("SELECT EXTRACT(MONTH FROM ordered) AS m, SUM(amount) AS total FROM orders"
        + " GROUP BY EXTRACT(MONTH FROM ordered) ORDER BY m");
    p.run("USE shop");
    p.print("SELECT reason, COUNT(*) AS n FROM `returns` GROUP BY reason ORDER BY reason");
    p.rows("SELECT c.name, c.since FROM default_catalog.default_database.customers c WHERE c.since < DATE '2020-01-01'");
  }

  /** A scalar function. */
  public static class Shout extends ScalarFunction {
    public String eval(String s) {
      return s == null ? null : s.toUpperCase(java.util.Locale.ROOT) + "!";
    }
  }

  /** A scalar function with overloads. */
  public static class Plus extends ScalarFunction {
    public Integer eval(Integer a, Integer b) {
      return a == null || b == null ? null : a + b;
    }

    public String eval(String a, String b) {
      return a + b;
    }
  }

  /** A table function: one row per character. */
  public static class Chars extends TableFunction<String> {
    public void eval(String s) {
      for (char c : s.toCharArray()) {
        collect(String.valueOf(c));
      }
    }
  }

  /**
   * Functions registered by class, as system, catalog and temporary functions; called from SQL and
   * the Table API. (Not named "plus": Flink resolves built-in functions before catalog ones.)
   */
  static void functionsByClass(TableEnvironment env, Probe p) {
    env.createTemporarySystemFunction("shout", Shout.class);
    env.createFunction("add_up", Plus.class);
    p.run("CREATE TEMPORARY FUNCTION chars AS 'cluster.programs.Programs$Chars'");
    p.print("SELECT id, shout(customer) AS s, add_up(id, 100) AS p, add_up(country, '?') AS q FROM orders ORDER BY id");
    p.rows(env.from("orders").select($("id"), call("shout", $("country"))));
    p.print("SELECT c, COUNT(*) AS n FROM orders, LATERAL TABLE(chars(customer)) AS t(c) GROUP BY c ORDER BY c");
  }

  /** A small Quiver in-memory table, which travels to the cluster as VALUES, joined with a file table. */
  static void managedTableAsValues(TableEnvironment env, Probe p) {
    p.run("CREATE TABLE rates (country STRING, rate DECIMAL(4, 2), since DATE)");
    p.run("INSERT INTO rates VALUES ('DE', 0.19, DATE '2007-01-01'), ('FR', 0.20, DATE '2014-01-01'),"
        + " ('CN', 0.13, NULL)");
    p.print("SELECT o.country, SUM(o.amount * r.rate) AS tax, MIN(r.since) AS since FROM orders o"
        + " JOIN rates r ON o.country = r.country GROUP BY o.country ORDER BY o.country");
    p.rows(env.from("rates").where($("rate").isGreater(0.15)));
  }

  /** INSERT INTO CSV and JSON tables (on the cluster: Flink writes the files), read back, also by Quiver. */
  static void insertIntoFiles(TableEnvironment env, Probe p, String out) {
    p.run("CREATE TABLE summary (country STRING, total DECIMAL(12, 2), n BIGINT)"
        + " WITH ('connector' = 'filesystem', 'path' = '" + out + "/summary', 'format' = 'csv')");
    p.run("CREATE TABLE summary_json (country STRING, total DECIMAL(12, 2), n BIGINT)"
        + " WITH ('connector' = 'filesystem', 'path' = '" + out + "/summary_json', 'format' = 'json')");
    p.run("INSERT INTO summary SELECT country, SUM(amount), COUNT(*) FROM orders GROUP BY country");
    p.print(env.from("orders").groupBy($("country")).select($("country"), $("amount").sum(), $("id").count())
        .executeInsert("summary_json"));
    p.print("SELECT * FROM summary ORDER BY country");
    p.print("SELECT * FROM summary_json ORDER BY country");
    // The files the cluster wrote, read by Quiver's own engine.
    env.getConfig().set("execution.target", "");
    p.print("SELECT country, total, n FROM summary WHERE n > 1 ORDER BY country");
  }

  /** A scalar function that fails for some input, as user code does. */
  public static class Picky extends ScalarFunction {
    public Integer eval(String s) {
      if (s.startsWith("C")) {
        throw new IllegalStateException("Picky refuses " + s);
      }
      return s.length();
    }
  }

  /**
   * Failures: Quiver's parse and validation errors first (Quiver checks the statement before it
   * goes anywhere); then errors raised while the job runs, which on the cluster come back from
   * the failed job: a division by zero, a cast of a string that is no number, a user function
   * that throws, through SQL and through the Table API.
   */
  static void errors(TableEnvironment env, Probe p) {
    p.rows("SELEC id FROM orders");
    p.rows("SELECT nope FROM orders");
    p.rows("SELECT * FROM missing");
    p.rows("SELECT id, 100 / (id - id) AS q FROM orders");
    p.rows("SELECT CAST(customer AS INT) AS n FROM orders");
    env.createTemporarySystemFunction("picky", Picky.class);
    p.rows("SELECT id, picky(customer) AS n FROM orders");
    p.rows(env.from("orders").select($("id"), call("picky", $("customer"))));
    p.rows(env.from("orders").select($("id").dividedBy($("id").minus($("id")))));
    // The session goes on after a failed job.
    p.rows("SELECT COUNT(*) AS n FROM orders");
  }
}
