package io.quiver.table.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.TableResult;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Aggregations over a scan on several workers give what one worker gives: every aggregate
 * function, with and without group keys, NULLs, empty inputs and filters that rule out chunks.
 */
class ParallelAggregationTest {
  private Database database;
  private TableEnvironmentImpl env;

  @BeforeEach
  void setUp() {
    database = Database.inMemory("parallel_test");
    env = (TableEnvironmentImpl) TableEnvironmentImpl.create(EnvironmentSettings.inBatchMode(), database);
    env.executeSql("CREATE TABLE t (k BIGINT NOT NULL, g INT, v BIGINT, d DECIMAL(12, 2), s VARCHAR(10))");
    rows(env.executeSql("INSERT INTO t VALUES (0, 1, 1, 1.50, 'a'), (1, NULL, NULL, NULL, NULL),"
        + " (2, 3, 3, 2.25, 'c'), (3, 4, 4, -7.00, 'd')"));
    // Each INSERT commits a chunk of its own: 12 chunks, the morsels of the parallel scan.
    for (int i = 0; i < 11; i++) {
      rows(env.executeSql("INSERT INTO t SELECT k + 4 * " + (1 << i) + ", MOD(k, 7), v + k, d * 2, s FROM t"
          + " WHERE k < 4 * " + (1 << i)));
    }
  }

  @AfterEach
  void tearDown() {
    env.close();
    database.close();
    assertEquals(0, database.queryMemory().allocated());
  }

  private static List<Row> rows(TableResult result) {
    List<Row> rows = new ArrayList<>();
    try (CloseableIterator<Row> it = result.collect()) {
      it.forEachRemaining(rows::add);
    }
    return rows;
  }

  private List<Row> at(int parallelism, String sql) {
    env.executeSql("SET 'table.exec.resource.default-parallelism' = '" + parallelism + "'");
    return rows(env.executeSql(sql));
  }

  private void assertSameOnOneAndThreeWorkers(String sql) {
    List<Row> one = at(1, sql);
    assertEquals(one, at(3, sql), sql);
    assertEquals(one, at(2, sql), sql);
  }

  @Test
  void groupedAggregatesAgree() {
    assertSameOnOneAndThreeWorkers("SELECT g, COUNT(*), COUNT(v), SUM(v), MIN(v), MAX(v), SUM(d), MIN(s), MAX(s),"
        + " AVG(v) FROM t GROUP BY g ORDER BY g");
  }

  @Test
  void globalAggregatesAgreeAlsoOverNoRows() {
    assertSameOnOneAndThreeWorkers("SELECT COUNT(*), SUM(v), MIN(d), MAX(s), COUNT(DISTINCT g) FROM t");
    assertSameOnOneAndThreeWorkers("SELECT COUNT(*), SUM(v), MIN(d) FROM t WHERE k < 0");
    assertSameOnOneAndThreeWorkers("SELECT g, COUNT(*) FROM t WHERE k = 5000 GROUP BY g");
  }

  @Test
  void listAggFollowsTheTableOrderOnAnyNumberOfWorkers() {
    // LISTAGG concatenates in input order, so it stays on one thread: the same string every time,
    // the values in the order a scan returns them, NULLs skipped.
    StringBuilder expected = new StringBuilder();
    for (Row row : at(1, "SELECT s FROM t WHERE g = 3")) {
      if (row.getField(0) != null) {
        expected.append(expected.length() == 0 ? "" : "-").append(row.getField(0));
      }
    }
    assertEquals(List.of(Row.of(expected.toString())), at(3, "SELECT LISTAGG(s, '-') FROM t WHERE g = 3"));
    assertSameOnOneAndThreeWorkers("SELECT g, LISTAGG(s), LISTAGG(CAST(k AS STRING), '') FROM t GROUP BY g ORDER BY g");
  }

  @Test
  void theAnswerIsExact() {
    assertEquals(List.of(Row.of(8192L, 8192L)), at(2, "SELECT COUNT(*), COUNT(DISTINCT k) FROM t"));
  }
}
