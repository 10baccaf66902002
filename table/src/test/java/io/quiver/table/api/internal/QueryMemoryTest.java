package io.quiver.table.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.engine.error.EngineException;
import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Per-query memory: a query over {@code table.exec.resource.query-memory} fails with 53200
 * naming the limit, the session goes on, and every query allocator is back to zero and closed.
 */
class QueryMemoryTest {
  private Database database;
  private TableEnvironmentImpl env;

  @BeforeEach
  void setUp() {
    database = Database.inMemory("memory_test");
    env = (TableEnvironmentImpl) TableEnvironmentImpl.create(EnvironmentSettings.inBatchMode(), database);
    env.executeSql("CREATE TABLE t (k BIGINT NOT NULL, v BIGINT NOT NULL)");
    rows(env.executeSql("INSERT INTO t VALUES (0, 1), (1, 2), (2, 3), (3, 4)"));
    // Doubling 15 times: 131,072 rows with distinct keys.
    for (int i = 0; i < 15; i++) {
      rows(env.executeSql("INSERT INTO t SELECT k + (SELECT COUNT(*) FROM t), v FROM t"));
    }
  }

  @AfterEach
  void tearDown() {
    env.close();
    database.close();
  }

  private static List<Row> rows(TableResult result) {
    List<Row> rows = new ArrayList<>();
    try (CloseableIterator<Row> it = result.collect()) {
      it.forEachRemaining(rows::add);
    }
    return rows;
  }

  private void assertNothingHeld() {
    assertEquals(0, database.queryMemory().allocated(), "bytes still charged to queries");
    assertEquals(0, database.queryMemory().openQueries(), "query allocators still open");
  }

  private static EngineException engineCause(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof EngineException engine) {
        return engine;
      }
    }
    throw new AssertionError("no EngineException in " + e, e);
  }

  @Test
  void queriesWithinTheLimitReturnTheirMemory() {
    assertEquals(List.of(Row.of(131072L, 131072L)),
        rows(env.executeSql("SELECT COUNT(*), COUNT(DISTINCT k) FROM t")));
    assertEquals(10, rows(env.executeSql("SELECT k, SUM(v) FROM t GROUP BY k ORDER BY k LIMIT 10")).size());
    assertNothingHeld();
  }

  @Test
  void hashAggregationOverTheLimitFailsWith53200NamingIt() {
    env.executeSql("SET 'table.exec.resource.query-memory' = '1 mb'");
    RuntimeException e = assertThrows(RuntimeException.class,
        () -> rows(env.executeSql("SELECT k, SUM(v) FROM t GROUP BY k")));
    EngineException engine = engineCause(e);
    assertEquals("53200", engine.sqlState());
    assertTrue(engine.getMessage().contains("1 MB (table.exec.resource.query-memory)"), engine.getMessage());
    assertNothingHeld();
    // The session goes on, under the same limit, with queries that fit.
    assertEquals(List.of(Row.of(131072L)), rows(env.executeSql("SELECT COUNT(*) FROM t")));
    assertNothingHeld();
  }

  @Test
  void joinBuildAndSortOverTheLimitFailWith53200() {
    env.executeSql("SET 'table.exec.resource.query-memory' = '1 mb'");
    EngineException join = engineCause(assertThrows(RuntimeException.class,
        () -> rows(env.executeSql("SELECT COUNT(*) FROM t a JOIN t b ON a.k = b.k"))));
    assertEquals("53200", join.sqlState());
    EngineException sort = engineCause(assertThrows(RuntimeException.class,
        () -> rows(env.executeSql("SELECT k FROM t ORDER BY v, k"))));
    assertEquals("53200", sort.sqlState());
    assertNothingHeld();
    env.executeSql("RESET 'table.exec.resource.query-memory'");
    assertEquals(List.of(Row.of(131072L)), rows(env.executeSql("SELECT COUNT(*) FROM t a JOIN t b ON a.k = b.k")));
    assertNothingHeld();
  }

  @Test
  void theDatabaseWideCapIsNamedWhenItIsTheLimitReached() {
    env.executeSql("SET 'table.exec.resource.database-query-memory' = '1 mb'");
    EngineException e = engineCause(assertThrows(RuntimeException.class,
        () -> rows(env.executeSql("SELECT k, SUM(v) FROM t GROUP BY k"))));
    assertEquals("53200", e.sqlState());
    assertTrue(e.getMessage().contains("table.exec.resource.database-query-memory"), e.getMessage());
    env.executeSql("SET 'table.exec.resource.database-query-memory' = '1 gb'");
    assertEquals(131072, rows(env.executeSql("SELECT k, SUM(v) FROM t GROUP BY k")).size());
    assertNothingHeld();
  }

  @Test
  void aMemorySizeThatIsNotOneIsRefused() {
    assertThrows(ValidationException.class,
        () -> env.executeSql("SET 'table.exec.resource.query-memory' = 'lots'"));
  }
}
