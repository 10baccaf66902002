package io.quiver.table.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** A fresh batch TableEnvironment per test, with helpers that run SQL and compare rows. */
abstract class SqlTestBase {
  protected TableEnvironment env;

  @BeforeEach
  void createEnvironment() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
  }

  @AfterEach
  void closeEnvironment() {
    env.close();
  }

  protected void exec(String... statements) {
    for (String sql : statements) {
      env.executeSql(sql);
    }
  }

  protected List<Row> query(String sql) {
    List<Row> rows = new ArrayList<>();
    try (CloseableIterator<Row> it = env.executeSql(sql).collect()) {
      it.forEachRemaining(rows::add);
    }
    return rows;
  }

  /** The rows as lists of values, in result order. */
  protected List<List<Object>> values(String sql) {
    List<List<Object>> rows = new ArrayList<>();
    for (Row row : query(sql)) {
      List<Object> values = new ArrayList<>();
      for (int i = 0; i < row.getArity(); i++) {
        values.add(row.getField(i));
      }
      rows.add(values);
    }
    return rows;
  }

  protected static List<List<Object>> rows(Object[]... rows) {
    List<List<Object>> list = new ArrayList<>();
    for (Object[] row : rows) {
      list.add(Arrays.asList(row));
    }
    return list;
  }

  protected static Object[] row(Object... values) {
    return values;
  }

  protected void assertRows(String sql, Object[]... expected) {
    assertEquals(rows(expected), values(sql), sql);
  }

  /** For queries without ORDER BY: compares as multisets. */
  protected void assertUnordered(String sql, Object[]... expected) {
    List<List<Object>> want = rows(expected);
    List<List<Object>> got = values(sql);
    want.sort(Comparator.comparing(Object::toString));
    got.sort(Comparator.comparing(Object::toString));
    assertEquals(want, got, sql);
  }

  protected void assertSqlState(String sqlState, String sql) {
    RuntimeException thrown = assertThrows(RuntimeException.class, () -> query(sql), sql);
    // A query failing while it runs throws, as in Flink, when its result is read, with the engine's error as the cause.
    RuntimeException e = thrown.getClass() == RuntimeException.class && thrown.getCause() instanceof RuntimeException cause
        ? cause : thrown;
    String actual = e instanceof io.quiver.table.api.HasSqlState t ? t.getSqlState()
        : e instanceof io.quiver.engine.error.EngineException x ? x.sqlState() : e.toString();
    assertEquals(sqlState, actual, e.getMessage());
  }
}
