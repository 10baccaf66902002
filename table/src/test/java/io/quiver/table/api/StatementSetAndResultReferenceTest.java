package io.quiver.table.api;

import static io.quiver.table.api.Expressions.$;
import static io.quiver.table.api.TableApiTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** StatementSet (reference 002) and TableResult, ResultKind, executeSql (reference 003). */
class StatementSetAndResultReferenceTest {
  private TableEnvironment env;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    env.executeSql("CREATE TABLE src (id INT, name VARCHAR(10))");
    env.executeSql("INSERT INTO src VALUES (1, 'a'), (2, 'b'), (3, NULL)");
    env.executeSql("CREATE TABLE s1 (id INT, name VARCHAR(10))");
    env.executeSql("CREATE TABLE s2 (id INT)");
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  @Test
  void statementSetReportsOneCountPerSinkAndClears() {
    StatementSet set = env.createStatementSet();
    set.addInsertSql("INSERT INTO s1 SELECT * FROM src");
    set.addInsert("s2", env.from("src").select($("id")));
    set.addInsert("s2", env.from("src").where($("id").isEqual(1)).select($("id")), true);
    TableResult result = set.execute();
    assertEquals(ResultKind.SUCCESS_WITH_CONTENT, result.getResultKind());
    // as Flink names them: every insert into a sink written twice is numbered
    assertEquals(List.of("default_catalog.default_database.s1", "default_catalog.default_database.s2_1",
        "default_catalog.default_database.s2_2"), result.getResolvedSchema().getColumnNames());
    assertEquals(List.of(Row.of(-1L, -1L, -1L)), rows(result)); // INSERT rows are -1 per sink, as in Flink
    assertEquals(List.of(Row.of(1)), rows(env.executeSql("SELECT * FROM s2")));
    assertThrows(IllegalStateException.class, set::execute); // as Flink: an empty set is an empty job graph
    assertEquals("", set.explain());
  }

  /** Upper-cases its argument and counts its calls, to show how often a plan computes it. */
  public static class CountedUpper extends io.quiver.table.functions.ScalarFunction {
    static final java.util.concurrent.atomic.AtomicInteger CALLS = new java.util.concurrent.atomic.AtomicInteger();

    public String eval(String s) {
      CALLS.incrementAndGet();
      return s == null ? null : s.toUpperCase(java.util.Locale.ROOT);
    }
  }

  @Test
  void aQueryFeedingTwoSinksIsComputedOnce() {
    env.createTemporarySystemFunction("counted_upper", CountedUpper.class);
    env.executeSql("CREATE TEMPORARY VIEW shouted AS SELECT id, counted_upper(name) AS name FROM src WHERE id <= 2");
    env.executeSql("CREATE TABLE s3 (id INT, name VARCHAR(10))");
    CountedUpper.CALLS.set(0);
    TableResult result = env.createStatementSet()
        .addInsertSql("INSERT INTO s1 SELECT * FROM shouted")
        .addInsert("s3", env.from("shouted"))
        .execute();
    assertEquals(List.of(Row.of(-1L, -1L)), rows(result)); // INSERT rows are -1 per sink, as in Flink
    assertEquals(2, CountedUpper.CALLS.get(), "one call per source row, not one per row and sink");
    List<Row> expected = List.of(Row.of(1, "A"), Row.of(2, "B"));
    assertEquals(expected, rows(env.executeSql("SELECT * FROM s1 ORDER BY id")));
    assertEquals(expected, rows(env.executeSql("SELECT * FROM s3 ORDER BY id")));
  }

  @Test
  void aSharedAggregateUnderDifferentQueriesIsComputedOnce() {
    env.createTemporarySystemFunction("counted_upper", CountedUpper.class);
    env.executeSql("INSERT INTO src VALUES (4, 'a')");
    env.executeSql("CREATE TEMPORARY VIEW per_name AS"
        + " SELECT counted_upper(name) AS name, COUNT(*) AS n FROM src GROUP BY counted_upper(name)");
    CountedUpper.CALLS.set(0);
    TableResult result = env.createStatementSet()
        .addInsertSql("INSERT INTO s1 SELECT CAST(n AS INT), name FROM per_name WHERE n > 1")
        .addInsertSql("INSERT INTO s2 SELECT CAST(n AS INT) FROM per_name WHERE n = 1")
        .execute();
    assertEquals(List.of(Row.of(-1L, -1L)), rows(result)); // INSERT rows are -1 per sink, as in Flink
    assertEquals(4, CountedUpper.CALLS.get(), "the aggregate's input is computed once for both sinks");
    assertEquals(List.of(Row.of(2, "A")), rows(env.executeSql("SELECT * FROM s1")));
    assertEquals(List.of(Row.of(1), Row.of(1)), rows(env.executeSql("SELECT * FROM s2")));
  }

  /** Splits a name into its characters. */
  public static class Letters extends io.quiver.table.functions.TableFunction<String> {
    public void eval(String s) {
      if (s != null) {
        s.chars().forEach(c -> collect(String.valueOf((char) c)));
      }
    }
  }

  @Test
  void equalPlansThatDependOnTheirOwnRowsAreNotShared() {
    env.createTemporarySystemFunction("letters", Letters.class);
    env.executeSql("INSERT INTO src VALUES (4, 'xy')");
    // Both lateral sides call letters(name) alike, but each on the rows of its own left side.
    TableResult result = env.createStatementSet()
        .addInsertSql("INSERT INTO s1 SELECT id, l FROM src, LATERAL TABLE(letters(name)) AS T(l)")
        .addInsertSql("INSERT INTO s2 SELECT id FROM (SELECT * FROM src WHERE id > 2), LATERAL TABLE(letters(name))"
            + " AS T(l)")
        .execute();
    assertEquals(List.of(Row.of(-1L, -1L)), rows(result)); // INSERT rows are -1 per sink, as in Flink
    assertEquals(List.of(Row.of(1, "a"), Row.of(2, "b"), Row.of(4, "x"), Row.of(4, "y")),
        rows(env.executeSql("SELECT * FROM s1 ORDER BY id, name")));
    assertEquals(List.of(Row.of(4), Row.of(4)), rows(env.executeSql("SELECT * FROM s2")));
  }

  @Test
  void setsWithoutSharedWorkStillWriteEverySink() {
    TableResult result = env.createStatementSet()
        .addInsertSql("INSERT INTO s1 SELECT id, name FROM src WHERE id = 1")
        .addInsertSql("INSERT INTO s2 SELECT id FROM src WHERE id > 1")
        .execute();
    assertEquals(List.of(Row.of(-1L, -1L)), rows(result)); // INSERT rows are -1 per sink, as in Flink
    assertEquals(List.of(Row.of(2), Row.of(3)), rows(env.executeSql("SELECT * FROM s2 ORDER BY id")));
  }

  @Test
  void anInvalidStatementFailsTheWholeSetBeforeAnyWrite() {
    StatementSet set = env.createStatementSet()
        .addInsertSql("INSERT INTO s1 SELECT * FROM src")
        .addInsertSql("INSERT INTO s2 SELECT missing FROM src");
    assertThrows(ValidationException.class, set::execute);
    assertEquals(List.of(Row.of(0L)), rows(env.executeSql("SELECT COUNT(*) FROM s1")));
  }

  @Test
  void onlyInsertsCanBeAdded() {
    assertThrows(TableException.class, () -> env.createStatementSet().addInsertSql("SELECT * FROM src"));
  }

  @Test
  void statementSetExplainShowsEveryStatement() {
    String plan = env.createStatementSet()
        .addInsertSql("INSERT INTO s1 SELECT * FROM src")
        .addInsertSql("INSERT INTO s2 SELECT id FROM src").explain();
    assertEquals(2, plan.split("== Optimized Execution Plan ==", -1).length - 1, plan);
  }

  @Test
  void resultKindsOfStatements() {
    assertEquals(ResultKind.SUCCESS, env.executeSql("CREATE TABLE x (a INT)").getResultKind());
    assertEquals(ResultKind.SUCCESS, env.executeSql("USE default_database").getResultKind());
    TableResult insert = env.executeSql("INSERT INTO x VALUES (1)");
    assertEquals(ResultKind.SUCCESS_WITH_CONTENT, insert.getResultKind());
    assertEquals(List.of(Row.of(-1L)), rows(insert)); // INSERT rows are -1 per sink, as in Flink
    assertEquals(ResultKind.SUCCESS_WITH_CONTENT, env.executeSql("SHOW TABLES").getResultKind());
    assertEquals(List.of(Row.of("src"), Row.of("s1"), Row.of("s2"), Row.of("x")).size(),
        rows(env.executeSql("SHOW TABLES")).size());
  }

  @Test
  void collectStreamsAndCanBeClosedEarly() {
    TableResult result = env.executeSql("SELECT id FROM src ORDER BY id");
    assertEquals(List.of("id"), result.getTableSchema().getColumnNames());
    try (CloseableIterator<Row> it = result.collect()) {
      assertTrue(it.hasNext());
      assertEquals(Row.of(1), it.next());
    }
    assertFalse(result.collect().hasNext(), "a second collect has no rows left, as Flink's");
    assertFalse(result.getJobClient().isPresent());
    result.await();
  }

  @Test
  void printUsesTheTableauLayout() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      env.executeSql("SELECT id, name FROM src ORDER BY id").print();
    } finally {
      System.setOut(original);
    }
    assertEquals(String.join(System.lineSeparator(),
        "+-------------+--------------------------------+",
        "|          id |                           name |",
        "+-------------+--------------------------------+",
        "|           1 |                              a |",
        "|           2 |                              b |",
        "|           3 |                         <NULL> |",
        "+-------------+--------------------------------+",
        "3 rows in set") + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
  }
}
