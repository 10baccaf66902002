package io.quiver.table.delegation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.TableException;
import io.quiver.types.Row;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code execution.target}: unset, Quiver's engine; set with no executor on the class path, a clear error. */
class ExecutionTargetTest {
  @Test
  void unsetTargetRunsOnQuiversEngine() throws Exception {
    try (TableEnvironment env = TableEnvironment.create(EnvironmentSettings.inBatchMode())) {
      List<Row> rows = new ArrayList<>();
      try (var it = env.executeSql("SELECT 1 + 1").collect()) {
        it.forEachRemaining(rows::add);
      }
      assertEquals(List.of(Row.of(2)), rows);
    }
  }

  @Test
  void targetWithoutExecutorJarFailsWith0A000NamingTheJar() throws Exception {
    try (TableEnvironment env = TableEnvironment.create(EnvironmentSettings.inBatchMode())) {
      env.executeSql("CREATE TABLE t (a INT)");
      env.getConfig().set("execution.target", "remote");
      TableException e = assertThrows(TableException.class, () -> env.executeSql("SELECT a FROM t"));
      assertEquals("0A000", e.getSqlState());
      assertTrue(e.getMessage().contains("quiver-flink-executor"), e.getMessage());
      // DDL still runs on the session's own catalog, and unsetting the target brings queries back.
      env.executeSql("CREATE TABLE u (b INT)");
      env.getConfig().set("execution.target", "");
      try (var it = env.executeSql("SELECT COUNT(*) FROM u").collect()) {
        assertEquals(Row.of(0L), it.next());
      }
    }
  }
}
