package io.quiver.table.api;

import static io.quiver.table.api.Expressions.$;
import static io.quiver.table.api.Expressions.call;
import static io.quiver.table.api.Expressions.lit;
import static io.quiver.table.api.Expressions.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.functions.FunctionContext;
import io.quiver.table.functions.ScalarFunction;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TableApiTest {
  private TableEnvironment env;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    env.executeSql("CREATE TABLE orders (id INT NOT NULL, customer VARCHAR(20), amount INT)");
    env.executeSql("INSERT INTO orders VALUES (1, 'ann', 10), (2, 'bob', 20), (3, 'ann', 5), (4, 'cid', NULL)");
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  static List<Row> rows(Table table) {
    return rows(table.execute());
  }

  static List<Row> rows(TableResult result) {
    List<Row> rows = new ArrayList<>();
    try (CloseableIterator<Row> it = result.collect()) {
      it.forEachRemaining(rows::add);
    }
    return rows;
  }

  /** Flink's Top2 example: the two largest values of a group, each with its rank. */
  @io.quiver.table.annotation.FunctionHint(output = @io.quiver.table.annotation.DataTypeHint("ROW<v INT, `rank` INT>"))
  public static class Top2 extends io.quiver.table.functions.TableAggregateFunction<Row, Top2.Accumulator> {
    /** The accumulator: the largest value and the runner-up. */
    public static class Accumulator {
      public Integer first;
      public Integer second;
    }

    @Override
    public Accumulator createAccumulator() {
      return new Accumulator();
    }

    public void accumulate(Accumulator acc, Integer value) {
      if (value == null) {
        return;
      }
      if (acc.first == null || value > acc.first) {
        acc.second = acc.first;
        acc.first = value;
      } else if (acc.second == null || value > acc.second) {
        acc.second = value;
      }
    }

    public void merge(Accumulator acc, Iterable<Accumulator> others) {
      for (Accumulator other : others) {
        accumulate(acc, other.first);
        accumulate(acc, other.second);
      }
    }

    public void emitValue(Accumulator acc, io.quiver.util.Collector<Row> out) {
      if (acc.first != null) {
        out.collect(Row.of(acc.first, 1));
      }
      if (acc.second != null) {
        out.collect(Row.of(acc.second, 2));
      }
    }
  }

  /** Every distinct value of a group, once: a table aggregate emitting single values. */
  public static class DistinctValues extends io.quiver.table.functions.TableAggregateFunction<String,
      java.util.TreeSet<String>> {
    @Override
    public java.util.TreeSet<String> createAccumulator() {
      return new java.util.TreeSet<>();
    }

    public void accumulate(java.util.TreeSet<String> acc, String value) {
      if (value != null) {
        acc.add(value);
      }
    }

    public void emitValue(java.util.TreeSet<String> acc, io.quiver.util.Collector<String> out) {
      acc.forEach(out::collect);
    }
  }

  @Test
  void flatAggregateEmitsRowsPerGroup() {
    env.executeSql("INSERT INTO orders VALUES (5, 'ann', 7), (6, 'bob', 1)");
    Table top = env.from("orders").groupBy($("customer"))
        .flatAggregate(call(Top2.class, $("amount")).as("v", "rank"))
        .select($("customer"), $("v"), $("rank"))
        .orderBy($("customer"), $("rank"));
    assertEquals(List.of("customer", "v", "rank"), top.getResolvedSchema().getColumnNames());
    // cid's only amount is NULL: Top2 emits nothing for it.
    assertEquals(List.of(Row.of("ann", 10, 1), Row.of("ann", 7, 2), Row.of("bob", 20, 1), Row.of("bob", 1, 2)),
        rows(top));
  }

  @Test
  void flatAggregateOverTheWholeTableAndByRegisteredName() {
    env.createTemporarySystemFunction("top2", Top2.class);
    Table top = env.from("orders").flatAggregate(call("top2", $("amount"))).orderBy($("rank"));
    assertEquals(List.of("v", "rank"), top.getResolvedSchema().getColumnNames());
    assertEquals(List.of(Row.of(20, 1), Row.of(10, 2)), rows(top));
    Table customers = env.from("orders").flatAggregate(call(new DistinctValues(), $("customer")).as("name"))
        .orderBy($("name"));
    assertEquals(List.of(Row.of("ann"), Row.of("bob"), Row.of("cid")), rows(customers));
  }

  @Test
  void tableAggregateFunctionsAreNotCallableFromSqlOrAsScalars() {
    env.createTemporarySystemFunction("top2", Top2.class);
    ValidationException inSql = assertThrows(ValidationException.class,
        () -> env.executeSql("SELECT top2(amount) FROM orders"));
    assertEquals("0A000", inSql.getSqlState());
    ValidationException notTableAggregate = assertThrows(ValidationException.class,
        () -> env.from("orders").flatAggregate($("amount").sum()));
    assertTrue(notTableAggregate.getMessage().contains("table aggregate function"), notTableAggregate.getMessage());
  }

  @Test
  void selectWhereAndOrderBy() {
    Table t = env.from("orders").where($("amount").isGreater(6)).select($("id"), $("amount").times(2).as("twice"))
        .orderBy($("id").desc());
    assertEquals(List.of("id", "twice"), t.getResolvedSchema().getColumnNames());
    assertEquals(List.of(Row.of(2, 40), Row.of(1, 20)), rows(t));
  }

  @Test
  void unnamedExpressionsAreNamedByPosition() {
    Table t = env.from("orders").select($("id"), $("id").plus(1));
    assertEquals(List.of("id", "_c1"), t.getResolvedSchema().getColumnNames());
  }

  @Test
  void groupByWithAggregates() {
    Table t = env.from("orders").groupBy($("customer"))
        .select($("customer"), $("amount").sum().as("total"), $("id").count().as("n"))
        .orderBy($("customer").asc());
    assertEquals(List.of(Row.of("ann", 15, 2L), Row.of("bob", 20, 1L), Row.of("cid", null, 1L)), rows(t));
  }

  @Test
  void offsetAndFetchNeedASort() {
    Table sorted = env.from("orders").orderBy($("id"));
    assertEquals(List.of(Row.of(2, "bob", 20), Row.of(3, "ann", 5)), rows(sorted.offset(1).fetch(2)));
    // Flink 1.20 takes fetch on unsorted rows as a limit; offset still needs a sort
    assertEquals(2, rows(env.from("orders").fetch(2)).size());
    ValidationException e = assertThrows(ValidationException.class, () -> env.from("orders").offset(2));
    assertTrue(e.getMessage().contains("must be preceded by a sort"), e.getMessage());
  }

  @Test
  void distinctFilterAndStringFunctions() {
    Table t = env.from("orders").select($("customer").upperCase().as("c")).distinct().filter($("c").like("A%"));
    assertEquals(List.of(Row.of("ANN")), rows(t));
  }

  @Test
  void columnOperations() {
    Table t = env.from("orders").addColumns($("id").plus(100).as("big"));
    assertEquals(List.of("id", "customer", "amount", "big"), t.getResolvedSchema().getColumnNames());
    t = t.addOrReplaceColumns($("id").times(10).as("id")).renameColumns($("customer").as("who")).dropColumns($("amount"));
    assertEquals(List.of("id", "who", "big"), t.getResolvedSchema().getColumnNames());
    assertEquals(Row.of(10, "ann", 101), rows(t.orderBy($("id"))).get(0));
    assertThrows(ValidationException.class, () -> env.from("orders").addColumns($("id").as("id")));
    assertEquals(List.of("a", "b", "c"), env.from("orders").as("a", "b", "c").getResolvedSchema().getColumnNames());
  }

  @Test
  void fromValuesGeneralisesTypes() {
    Table t = env.fromValues(row(1, "ABC"), row(2L, "ABCDE"));
    assertEquals("(\n  `f0` BIGINT NOT NULL,\n  `f1` VARCHAR(5) NOT NULL\n)", t.getResolvedSchema().toString());
    assertEquals(List.of(Row.of(1L, "ABC"), Row.of(2L, "ABCDE")), rows(t));
    Table single = env.fromValues(1, 2L, 3);
    assertEquals("(\n  `f0` BIGINT NOT NULL\n)", single.getResolvedSchema().toString());
  }

  @Test
  void fromValuesWithARowType() {
    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("id", DataTypes.DECIMAL(10, 2)), DataTypes.FIELD("name", DataTypes.STRING())),
        row(1, "ABC"), row(2L, "ABCDE"));
    assertEquals(List.of("id", "name"), t.getResolvedSchema().getColumnNames());
    assertEquals("DECIMAL(10, 2)", t.getResolvedSchema().getColumns().get(0).getDataType().sqlType()
        .withNullable(true).toString());
    assertEquals(List.of(Row.of(new BigDecimal("1.00"), "ABC"), Row.of(new BigDecimal("2.00"), "ABCDE")), rows(t));
  }

  @Test
  void fromValuesWithoutCommonTypeFails() {
    ValidationException e = assertThrows(ValidationException.class, () -> env.fromValues(row(1, "a"), row("b", 2)));
    assertTrue(e.getMessage().contains("common super type"), e.getMessage());
  }

  @Test
  void joinWithAPredicate() {
    Table customers = env.fromValues(row("ann", "Berlin")).as("name", "city");
    Table joined = env.from("orders").join(customers, $("customer").isEqual($("name")))
        .select($("id"), $("city")).orderBy($("id"));
    assertEquals(List.of(Row.of(1, "Berlin"), Row.of(3, "Berlin")), rows(joined));
  }

  @Test
  void joinOfOverlappingFieldsIsRejected() {
    assertThrows(ValidationException.class, () -> env.from("orders").join(env.from("orders")));
  }

  @Test
  void toStringRegistersTheTableForSql() {
    Table t = env.from("orders").where($("id").isLess(3));
    assertEquals(List.of(Row.of(2L)), rows(env.executeSql("SELECT COUNT(*) FROM " + t)));
  }

  @Test
  void unionAllOfTables() {
    Table a = env.from("orders").select($("id"));
    assertEquals(8, rows(a.unionAll(a)).size());
  }

  @Test
  void executeInsertWritesRows() {
    env.executeSql("CREATE TABLE big (id INT NOT NULL, customer VARCHAR(20), amount INT)");
    TableResult result = env.from("orders").where($("amount").isGreaterOrEqual(10)).executeInsert("big");
    assertEquals(List.of(Row.of(-1L)), rows(result)); // INSERT rows are -1 per sink, as in Flink
  }

  /** A scalar function with overloads chosen by the argument types. */
  public static class Describe extends ScalarFunction {
    public String eval(Integer i) {
      return "int:" + i;
    }

    public String eval(String s) {
      return "string:" + s;
    }

    public long eval(long a, long b) {
      return a * 1000 + b;
    }
  }

  /** Reads a job parameter in open(). */
  public static class Prefix extends ScalarFunction {
    private String prefix;

    @Override
    public void open(FunctionContext context) {
      prefix = context.getJobParameter("prefix", "none");
    }

    public String eval(String s) {
      return s == null ? null : prefix + s;
    }
  }

  @Test
  void scalarFunctionOverloadsAreChosenByArgumentTypes() {
    env.createTemporarySystemFunction("descr", Describe.class);
    assertEquals(List.of(Row.of("int:1", "string:ann", 1010L)),
        rows(env.executeSql("SELECT descr(id), descr(customer), descr(id, amount) FROM orders WHERE id = 1")));
    assertEquals(List.of(Row.of("int:2")),
        rows(env.from("orders").where($("id").isEqual(2)).select(call("descr", $("id")))));
    assertEquals(List.of(Row.of("string:bob")),
        rows(env.from("orders").where($("id").isEqual(2)).select(call(new Describe(), $("customer")))));
  }

  @Test
  void functionContextGivesJobParameters() {
    env.getConfig().addJobParameter("prefix", "customer-");
    env.createTemporaryFunction("prefix", new Prefix());
    assertEquals(List.of(Row.of("customer-ann")), rows(env.executeSql("SELECT prefix(customer) FROM orders WHERE id = 1")));
  }

  @Test
  void functionsAreListedAndDropped() {
    env.createTemporarySystemFunction("descr", new Describe());
    env.executeSql("CREATE FUNCTION prefix AS '" + Prefix.class.getName() + "'");
    assertEquals(List.of("descr", "prefix"), List.of(env.listUserDefinedFunctions()));
    assertTrue(List.of(env.listFunctions()).contains("upper"));
    assertEquals(List.of(Row.of("descr"), Row.of("prefix")), rows(env.executeSql("SHOW USER FUNCTIONS")));
    assertTrue(env.dropTemporarySystemFunction("descr"));
    assertTrue(env.dropFunction("prefix"));
    assertEquals(0, env.listUserDefinedFunctions().length);
    ValidationException e = assertThrows(ValidationException.class,
        () -> env.executeSql("SELECT descr(id) FROM orders"));
    assertTrue(e.getMessage().contains("descr"), e.getMessage());
  }

  @Test
  void modulesLoadUnloadAndShow() {
    assertEquals(List.of("core"), List.of(env.listModules()));
    assertEquals(List.of(Row.of("core", true)), rows(env.executeSql("SHOW FULL MODULES")));
    env.unloadModule("core");
    assertEquals(0, env.listModules().length);
    assertThrows(ValidationException.class, () -> env.unloadModule("core"));
    env.executeSql("LOAD MODULE core");
    assertEquals(List.of(Row.of("core")), rows(env.executeSql("SHOW MODULES")));
  }

  @Test
  void statementSetRunsAllInsertsAndClears() {
    env.executeSql("CREATE TABLE a (id INT)");
    env.executeSql("CREATE TABLE b (id INT)");
    StatementSet set = env.createStatementSet()
        .addInsertSql("INSERT INTO a SELECT id FROM orders")
        .addInsert("b", env.from("orders").where($("id").isGreater(2)).select($("id")));
    assertTrue(set.explain().contains("== Optimized Execution Plan =="));
    TableResult result = set.execute();
    assertEquals(List.of("default_catalog.default_database.a", "default_catalog.default_database.b"),
        result.getResolvedSchema().getColumnNames());
    assertEquals(List.of(Row.of(-1L, -1L)), rows(result)); // INSERT rows are -1 per sink, as in Flink
    assertThrows(IllegalStateException.class, set::execute); // an empty set: Flink's empty job graph
  }

  @Test
  void deprecatedSqlUpdateBuffersInsertsUntilExecute() {
    env.sqlUpdate("CREATE TABLE c (id INT)");
    env.sqlUpdate("INSERT INTO c SELECT id FROM orders");
    assertEquals(List.of(Row.of(0L)), rows(env.executeSql("SELECT COUNT(*) FROM c")));
    rows(env.execute("job"));
    assertEquals(List.of(Row.of(4L)), rows(env.executeSql("SELECT COUNT(*) FROM c")));
  }

  @Test
  void completionHintsAreCaseInsensitive() {
    List<String> hints = List.of(env.getCompletionHints("SELECT * FROM ord", 17));
    assertTrue(hints.contains("orders"), hints.toString());
    assertTrue(List.of(env.getCompletionHints("sel", 3)).contains("SELECT"));
    assertTrue(List.of(env.getCompletionHints("SELECT CUS", 10)).contains("customer"));
  }

  @Test
  void alterTableRenamesAndRejectsOptionsNoTableTakes() {
    // A managed table takes no options: an unknown one is an error, as in CREATE TABLE.
    ValidationException e = assertThrows(ValidationException.class,
        () -> env.executeSql("ALTER TABLE orders SET ('k' = 'v')"));
    assertEquals("42704", e.getSqlState());
    env.executeSql("ALTER TABLE orders RENAME TO orders2");
    assertEquals(List.of(Row.of(4L)), rows(env.executeSql("SELECT COUNT(*) FROM orders2")));
  }

  @Test
  void flinkStyleWordCount() {
    Table words = env.fromValues(row("hello"), row("world"), row("hello")).as("word");
    Table counts = words.groupBy($("word")).select($("word"), lit(1).count().as("frequency")).orderBy($("word"));
    assertEquals(List.of(Row.of("hello", 2L), Row.of("world", 1L)), rows(counts));
  }
}
