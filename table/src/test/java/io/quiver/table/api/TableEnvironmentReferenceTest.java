package io.quiver.table.api;

import static io.quiver.table.api.Expressions.$;
import static io.quiver.table.api.TableApiTest.rows;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.catalog.GenericInMemoryCatalog;
import io.quiver.table.functions.FunctionDefinition;
import io.quiver.table.functions.ScalarFunction;
import io.quiver.table.module.Module;
import io.quiver.types.Row;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The TableEnvironment methods of reference document 000, one behaviour per test. */
class TableEnvironmentReferenceTest {
  private TableEnvironment env;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    env.executeSql("CREATE TABLE t (a INT, b VARCHAR(10))");
    env.executeSql("INSERT INTO t VALUES (1, 'x'), (2, 'y')");
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  @Test
  void ddlReturnsOkAndQueriesReturnContent() {
    TableResult ddl = env.executeSql("CREATE VIEW v AS SELECT a FROM t");
    assertEquals(ResultKind.SUCCESS, ddl.getResultKind());
    assertEquals(List.of(Row.of("OK")), rows(ddl));
    TableResult query = env.executeSql("SELECT a FROM v ORDER BY a");
    assertEquals(ResultKind.SUCCESS_WITH_CONTENT, query.getResultKind());
    assertEquals(List.of(Row.of(1), Row.of(2)), rows(query));
  }

  @Test
  void fromAcceptsQualifiedAndEscapedPaths() {
    env.executeSql("CREATE TABLE `my.table` (x INT)");
    assertEquals(List.of("x"), env.from("`my.table`").getResolvedSchema().getColumnNames());
    assertEquals(2, rows(env.from("default_catalog.default_database.t")).size());
    assertEquals(2, rows(env.scan("default_catalog", "default_database", "t")).size());
    ValidationException e = assertThrows(ValidationException.class, () -> env.from("missing"));
    assertEquals("42P01", e.getSqlState());
  }

  @Test
  void sqlQueryAcceptsOnlyQueries() {
    assertEquals(List.of("a", "b"), env.sqlQuery("SELECT * FROM t").getResolvedSchema().getColumnNames());
    assertThrows(ValidationException.class, () -> env.sqlQuery("CREATE TABLE u (x INT)"));
  }

  @Test
  void catalogsAndDatabases() {
    env.registerCatalog("cat2", new GenericInMemoryCatalog("cat2", "db0"));
    assertTrue(env.getCatalog("cat2").isPresent());
    assertEquals(Optional.empty(), env.getCatalog("nope"));
    assertArrayEquals(new String[] {"cat2", "default_catalog"}, env.listCatalogs());
    env.useCatalog("cat2");
    assertEquals("cat2", env.getCurrentCatalog());
    assertEquals("db0", env.getCurrentDatabase());
    env.executeSql("CREATE DATABASE db1");
    env.useDatabase("db1");
    assertArrayEquals(new String[] {"db0", "db1"}, env.listDatabases());
    // Flink throws the catalog's CatalogException for these
    assertThrows(io.quiver.table.catalog.exceptions.CatalogException.class, () -> env.useDatabase("nope"));
    assertThrows(io.quiver.table.catalog.exceptions.CatalogException.class, () -> env.useCatalog("nope"));
  }

  @Test
  void temporaryViewShadowsPermanentTableOfTheSameName() {
    env.executeSql("CREATE TABLE other (a INT, b VARCHAR(10))");
    env.executeSql("INSERT INTO other VALUES (7, 'z')");
    env.createTemporaryView("t", env.from("other"));
    assertEquals(List.of(Row.of(7, "z")), rows(env.from("t")));
    assertEquals(List.of(Row.of(7, "z")), rows(env.executeSql("SELECT * FROM t")));
    assertArrayEquals(new String[] {"t"}, env.listTemporaryViews());
    assertArrayEquals(new String[] {"other", "t"}, env.listTables());
    assertTrue(env.dropTemporaryView("t"));
    assertFalse(env.dropTemporaryView("t"));
    assertEquals(2, rows(env.from("t")).size());
  }

  @Test
  void temporaryViewCannotReadTheTableItShadows() {
    ValidationException e = assertThrows(ValidationException.class,
        () -> env.createTemporaryView("t", env.from("t").where($("a").isEqual(1))));
    assertTrue(e.getMessage().contains("shadow"), e.getMessage());
  }

  @Test
  void temporaryTablesAreListedAndDropped() {
    env.executeSql("CREATE TEMPORARY TABLE tmp (x INT)");
    assertArrayEquals(new String[] {"tmp"}, env.listTemporaryTables());
    assertFalse(env.dropTemporaryView("tmp"));
    assertTrue(env.dropTemporaryTable("tmp"));
    assertEquals(0, env.listTemporaryTables().length);
  }

  @Test
  void listViewsHasPermanentAndTemporaryViews() {
    env.executeSql("CREATE VIEW pv AS SELECT a FROM t");
    env.createTemporaryView("tv", env.from("t"));
    assertArrayEquals(new String[] {"pv", "tv"}, env.listViews());
  }

  /** Doubles an INT. */
  public static class Twice extends ScalarFunction {
    public Integer eval(Integer x) {
      return x == null ? null : 2 * x;
    }
  }

  /** Triples an INT. */
  public static class Thrice extends ScalarFunction {
    public Integer eval(Integer x) {
      return x == null ? null : 3 * x;
    }
  }

  @Test
  void temporaryFunctionShadowsCatalogFunction() {
    env.createFunction("f", Twice.class);
    assertEquals(List.of(Row.of(2)), rows(env.executeSql("SELECT f(a) FROM t WHERE a = 1")));
    env.createTemporaryFunction("f", Thrice.class);
    assertEquals(List.of(Row.of(3)), rows(env.executeSql("SELECT f(a) FROM t WHERE a = 1")));
    assertThrows(ValidationException.class, () -> env.dropFunction("f"));
    assertTrue(env.dropTemporaryFunction("f"));
    assertEquals(List.of(Row.of(2)), rows(env.executeSql("SELECT f(a) FROM t WHERE a = 1")));
  }

  @Test
  void createFunctionTwiceFailsUnlessIgnored() {
    env.createFunction("f", Twice.class);
    assertThrows(ValidationException.class, () -> env.createFunction("f", Twice.class));
    env.createFunction("f", Twice.class, true);
    assertArrayEquals(new String[] {"f"}, env.listUserDefinedFunctions());
  }

  @Test
  void temporarySystemFunctionShadowsBuiltIn() {
    env.createTemporarySystemFunction("abs", Twice.class);
    assertEquals(List.of(Row.of(2)), rows(env.executeSql("SELECT abs(a) FROM t WHERE a = 1")));
    env.dropTemporarySystemFunction("abs");
    assertEquals(List.of(Row.of(1)), rows(env.executeSql("SELECT abs(a) FROM t WHERE a = 1")));
  }

  @Test
  void sqlFunctionDdl() {
    String className = Twice.class.getName();
    env.executeSql("CREATE TEMPORARY SYSTEM FUNCTION tw AS '" + className + "'");
    env.executeSql("CREATE TEMPORARY FUNCTION tf AS '" + className + "' LANGUAGE JAVA");
    env.executeSql("CREATE FUNCTION IF NOT EXISTS pf AS '" + className + "'");
    assertEquals(List.of(Row.of(4, 4, 4)), rows(env.executeSql("SELECT tw(a), tf(a), pf(a) FROM t WHERE a = 2")));
    env.executeSql("DROP TEMPORARY SYSTEM FUNCTION tw");
    env.executeSql("DROP TEMPORARY FUNCTION tf");
    env.executeSql("DROP FUNCTION pf");
    env.executeSql("DROP FUNCTION IF EXISTS pf");
    assertEquals(0, env.listUserDefinedFunctions().length);
    ValidationException e = assertThrows(ValidationException.class,
        () -> env.executeSql("CREATE FUNCTION bad AS 'no.such.Clazz'"));
    assertTrue(e.getMessage().contains("no.such.Clazz"), e.getMessage());
  }

  @Test
  void showFunctionsListsBuiltInsAndUserFunctions() {
    env.createTemporarySystemFunction("twice", Twice.class);
    List<Row> all = rows(env.executeSql("SHOW FUNCTIONS"));
    assertTrue(all.contains(Row.of("twice")));
    assertTrue(all.contains(Row.of("sum")));
    assertEquals(List.of(Row.of("twice")), rows(env.executeSql("SHOW USER FUNCTIONS")));
  }

  @Test
  void modulesResolveFunctionsInLoadOrder() {
    Module extra = new Module() {
      @Override
      public Set<String> listFunctions() {
        return Set.of("extra_fn");
      }

      @Override
      public Optional<FunctionDefinition> getFunctionDefinition(String name) {
        return name.equals("extra_fn") ? Optional.of(new Twice()) : Optional.empty();
      }
    };
    env.loadModule("extra", extra);
    assertArrayEquals(new String[] {"core", "extra"}, env.listModules());
    assertTrue(List.of(env.listFunctions()).contains("extra_fn"));
    assertThrows(ValidationException.class, () -> env.loadModule("extra", extra));
    env.unloadModule("extra");
    assertArrayEquals(new String[] {"core"}, env.listModules());
    assertThrows(ValidationException.class, () -> env.executeSql("LOAD MODULE hive"));
  }

  @Test
  void explainShowsThePlansAndRequestedDetails() {
    String plan = env.explainSql("SELECT a FROM t WHERE a > 1", ExplainDetail.ESTIMATED_COST, ExplainDetail.CHANGELOG_MODE);
    assertTrue(plan.contains("== Abstract Syntax Tree =="), plan);
    assertTrue(plan.contains("== Optimized Physical Plan =="), plan);
    assertTrue(plan.contains("== Optimized Execution Plan =="), plan);
    assertTrue(plan.contains("cumulative cost"), plan);
    assertTrue(plan.contains("changelogMode=[I]"), plan);
    assertTrue(env.explainSql("SELECT a FROM t", ExplainDetail.CODEGEN).contains("== Generated Code =="));
    assertEquals(env.explain(env.from("t")), env.from("t").explain());
    List<Row> explained = rows(env.executeSql("EXPLAIN PLAN FOR SELECT a FROM t"));
    assertTrue(explained.get(0).getField(0).toString().contains("== Optimized Execution Plan =="));
  }

  @Test
  void completionHints() {
    assertTrue(List.of(env.getCompletionHints("SEL", 3)).contains("SELECT"));
    assertTrue(List.of(env.getCompletionHints("select * from T", 15)).contains("t"));
    assertTrue(List.of(env.getCompletionHints("select B", 8)).contains("b"));
  }

  @Test
  void deprecatedDelegates() {
    env.registerTable("reg", env.from("t"));
    assertEquals(2, rows(env.from("reg")).size());
    env.registerFunction("twice", new Twice());
    assertEquals(List.of(Row.of(2)), rows(env.executeSql("SELECT twice(a) FROM t WHERE a = 1")));
    env.executeSql("CREATE TABLE sink (a INT, b VARCHAR(10))");
    env.insertInto("sink", env.from("t"));
    assertTrue(env.explain(false).contains("== Optimized Execution Plan =="));
    assertEquals(List.of(Row.of(-1L)), rows(env.execute("job"))); // INSERT rows are -1 per sink, as in Flink
    assertThrows(ValidationException.class, () -> env.sqlUpdate("SELECT * FROM t"));
  }

  @Test
  void showModulesAndSetReset() {
    assertEquals(List.of(Row.of("core")), rows(env.executeSql("SHOW MODULES")));
    env.executeSql("SET 'table.generated-code.max-length' = '5000'");
    assertEquals(5000, env.getConfig().getMaxGeneratedCodeLength());
    env.executeSql("RESET 'table.generated-code.max-length'");
    assertEquals(4000, env.getConfig().getMaxGeneratedCodeLength());
  }
}
