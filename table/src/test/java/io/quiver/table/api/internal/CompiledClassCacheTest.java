package io.quiver.table.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.engine.compile.CompilerStats;
import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.TableResult;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compiled-class cache: shared by the sessions of a database, keyed by the generated source
 * (constants live in fields), with its counters visible through EXPLAIN CODEGEN and JMX; and the
 * dump folder set through SQL.
 */
class CompiledClassCacheTest {
  private Database database;
  private TableEnvironmentImpl env;

  @BeforeEach
  void setUp() {
    database = Database.inMemory("cache_test");
    env = (TableEnvironmentImpl) TableEnvironmentImpl.create(EnvironmentSettings.inBatchMode(), database);
    env.executeSql("CREATE TABLE t (a INT NOT NULL, b INT, s VARCHAR(10))");
    rows(env.executeSql("INSERT INTO t VALUES (1, 10, 'x'), (2, NULL, 'y'), (3, 30, 'z')"));
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

  private CompilerStats stats() {
    return database.compiler().stats();
  }

  @Test
  void statementRunTwiceCompilesNothingTheSecondTime() {
    String sql = "SELECT a * 2, UPPER(s) FROM t WHERE b > 5";
    assertEquals(List.of(Row.of(2, "X"), Row.of(6, "Z")), rows(env.executeSql(sql)));
    CompilerStats first = stats();
    assertEquals(List.of(Row.of(2, "X"), Row.of(6, "Z")), rows(env.executeSql(sql)));
    CompilerStats second = stats();
    assertEquals(first.misses(), second.misses(), "the second run compiled something");
    assertTrue(second.hits() > first.hits(), "the second run did not use the cache");
  }

  @Test
  void preparedQueryReExecutedWithNewParametersCompilesNothing() {
    PreparedQuery query = env.prepare("SELECT a, s FROM t WHERE b > ?");
    assertEquals(List.of(Row.of(3, "z")), rows(query.execute(List.of(20), context -> {})));
    CompilerStats first = stats();
    assertEquals(List.of(Row.of(1, "x"), Row.of(3, "z")), rows(query.execute(List.of(5), context -> {})));
    CompilerStats second = stats();
    assertEquals(first.misses(), second.misses(), "re-executing with a new parameter compiled something");
    assertTrue(second.hits() > first.hits(), "the re-execution did not use the cache");
  }

  @Test
  void sameShapeWithOtherConstantsHitsTheCache() {
    assertEquals(List.of(Row.of(11), Row.of(33)), rows(env.executeSql("SELECT a + b FROM t WHERE b > 5")));
    CompilerStats first = stats();
    assertEquals(List.of(Row.of(33)), rows(env.executeSql("SELECT a + b FROM t WHERE b > 25")));
    assertEquals(List.of(Row.of(-9), Row.of(-27)), rows(env.executeSql("SELECT a - b FROM t WHERE b > 5")));
    CompilerStats second = stats();
    assertEquals(first.misses() + 1, second.misses(), "only the query of another shape (a - b) compiles");
    assertTrue(second.hits() > first.hits(), "the query with other constants did not hit the cache");
  }

  @Test
  void aggregationWithOtherConstantsHitsTheCache() {
    assertEquals(List.of(Row.of(44)), rows(env.executeSql("SELECT SUM(b + 2) FROM t WHERE a > 0")));
    long misses = stats().misses();
    assertEquals(List.of(Row.of(31)), rows(env.executeSql("SELECT SUM(b + 1) FROM t WHERE a > 1")));
    assertEquals(misses, stats().misses());
  }

  @Test
  void sessionsOfOneDatabaseShareTheCache() {
    String sql = "SELECT a - 1 FROM t WHERE s <> 'y'";
    assertEquals(List.of(Row.of(0), Row.of(2)), rows(env.executeSql(sql)));
    long misses = stats().misses();
    try (TableEnvironment other = TableEnvironmentImpl.create(EnvironmentSettings.inBatchMode(), database)) {
      assertEquals(List.of(Row.of(0), Row.of(2)), rows(other.executeSql(sql)));
    }
    assertEquals(misses, stats().misses(), "the second session compiled the same pipeline again");
  }

  @Test
  void explainCodegenShowsTheGeneratedSourceAndTheCacheCounters() {
    String text = rows(env.executeSql("EXPLAIN CODEGEN SELECT a + 1 FROM t WHERE b IS NOT NULL")).get(0).getField(0).toString();
    assertTrue(text.contains("== Generated Code =="), text);
    assertTrue(text.contains("public final class GeneratedCalc extends io.quiver.engine.runtime.CalcKernel"), text);
    // A table of three rows gets the compact class: the loop with null checks alone.
    assertTrue(text.contains("private int loop$"), "the loop with null checks is missing:\n" + text);
    assertFalse(text.contains("loopNoNulls"), "a 3-row input got the variant without null checks too:\n" + text);
    assertTrue(text.contains("== Compiled-Class Cache ==\nhits="), text);
    assertTrue(text.contains("misses="), text);
    assertTrue(text.contains("compileMs="), text);
  }

  @Test
  void cacheCountersAreVisibleThroughJmx() throws Exception {
    assertNotNull(database.compilerMBeanName(), "the MBean is registered");
    rows(env.executeSql("SELECT a FROM t WHERE b > 1"));
    rows(env.executeSql("SELECT a FROM t WHERE b > 2"));
    MBeanServer server = ManagementFactory.getPlatformMBeanServer();
    Set<ObjectName> names = server.queryNames(new ObjectName("io.quiver:type=CompiledClassCache,database=\"cache_test\",*"), null);
    assertEquals(1, names.size(), names.toString());
    ObjectName name = names.iterator().next();
    assertEquals(stats().hits(), (long) (Long) server.getAttribute(name, "Hits"));
    assertEquals(stats().misses(), (long) (Long) server.getAttribute(name, "Misses"));
    assertTrue((Long) server.getAttribute(name, "Hits") >= 1);
    database.close();
    assertTrue(server.queryNames(name, null).isEmpty(), "closing the database unregisters its MBean");
    database = Database.inMemory("cache_test");
  }

  @Test
  void dumpDirSetThroughSqlReceivesSourceAndClassFiles(@TempDir Path dir) throws Exception {
    Path dump = dir.resolve("generated");
    env.executeSql("SET 'table.exec.codegen.dump-dir' = '" + dump + "'");
    assertEquals(List.of(Row.of(30)), rows(env.executeSql("SELECT a * 10 FROM t WHERE s = 'z'")));
    List<Path> files;
    try (Stream<Path> list = Files.list(dump)) {
      files = list.sorted().toList();
    }
    assertEquals(2, files.size(), files.toString());
    Path classFile = files.stream().filter(f -> f.toString().endsWith(".class")).findFirst().orElseThrow();
    Path sourceFile = files.stream().filter(f -> f.toString().endsWith(".java")).findFirst().orElseThrow();
    assertTrue(Files.readString(sourceFile).contains("public final class GeneratedCalc"));
    byte[] bytes = Files.readAllBytes(classFile);
    assertEquals(0xCAFEBABE, ((bytes[0] & 0xFF) << 24) | ((bytes[1] & 0xFF) << 16) | ((bytes[2] & 0xFF) << 8) | (bytes[3] & 0xFF));
  }
}
