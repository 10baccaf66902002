package io.quiver.table.api;

import static io.quiver.table.api.TableApiTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.configuration.Configuration;
import io.quiver.table.api.config.ExecutionConfigOptions;
import io.quiver.table.api.config.TableConfigOptions;
import io.quiver.types.Row;
import java.time.Duration;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The TableConfig methods of reference document 004. */
class TableConfigReferenceTest {
  private TableEnvironment env;
  private TableConfig config;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    config = env.getConfig();
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  @Test
  void jobParametersLiveInTheGlobalJobParametersOption() {
    config.getConfiguration().setString("pipeline.global-job-parameters", "a:1,b:two");
    config.addJobParameter("c:d", "x,'y'");
    assertEquals(Map.of("a", "1", "b", "two", "c:d", "x,'y'"), config.getJobParameters());
    assertEquals("a:1,b:two,'c:d':'x,''y'''", config.getConfiguration().getString("pipeline.global-job-parameters", null));
  }

  @Test
  void typedSetAndGet() {
    assertEquals(4000, config.get(TableConfigOptions.MAX_LENGTH_GENERATED_CODE));
    assertEquals(4000, config.getMaxGeneratedCodeLength());
    config.set(TableConfigOptions.MAX_LENGTH_GENERATED_CODE, 8000);
    assertEquals(8000, config.getMaxGeneratedCodeLength());
    assertEquals(Map.of("table.generated-code.max-length", "8000"), config.toMap());
    assertEquals("8000", config.getConfiguration().toMap().get("table.generated-code.max-length"));
    assertThrows(ValidationException.class, () -> config.setMaxGeneratedCodeLength(10));
  }

  @Test
  void stringSetParsesAndValidatesKnownKeys() {
    config.set("table.exec.state.ttl", "1 h");
    assertEquals(Duration.ofHours(1), config.getIdleStateRetention());
    assertThrows(RuntimeException.class, () -> config.set("table.generated-code.max-length", "many"));
    config.set("my.own.key", "anything");
    assertEquals("anything", config.toMap().get("my.own.key"));
  }

  @Test
  void addConfigurationOverwritesExistingKeys() {
    config.setMaxGeneratedCodeLength(5000);
    Configuration other = new Configuration();
    other.set(TableConfigOptions.MAX_LENGTH_GENERATED_CODE, 6000);
    other.setString("x", "y");
    config.addConfiguration(other);
    assertEquals(6000, config.getMaxGeneratedCodeLength());
    assertEquals("y", config.toMap().get("x"));
  }

  @Test
  void theDefaultAndStandardDialectsAreSupported() {
    assertEquals(SqlDialect.DEFAULT, config.getSqlDialect());
    config.setSqlDialect(SqlDialect.STANDARD);
    assertEquals(SqlDialect.STANDARD, config.getSqlDialect());
    env.executeSql("SET 'table.sql-dialect' = 'default'");
    assertEquals(SqlDialect.DEFAULT, env.getConfig().getSqlDialect());
    config.setSqlDialect(SqlDialect.DEFAULT);
    ValidationException e = assertThrows(ValidationException.class, () -> config.setSqlDialect(SqlDialect.HIVE));
    assertTrue(e.getMessage().contains("not supported"), e.getMessage());
    assertThrows(ValidationException.class, () -> env.executeSql("SET 'table.sql-dialect' = 'hive'"));
  }

  @Test
  void localTimeZoneIsStoredAndValidated() {
    config.setLocalTimeZone(ZoneOffset.ofHours(2));
    assertEquals(ZoneId.of("+02:00"), config.getLocalTimeZone());
    assertEquals(ZoneId.systemDefault(), TableConfig.getDefault().getLocalTimeZone());
    assertThrows(ValidationException.class, () -> config.set("table.local-time-zone", "Mars/Olympus"));
  }

  @Test
  void idleStateRetentionIsStoredAndValidated() {
    config.setIdleStateRetention(Duration.ofMinutes(10));
    assertEquals(Duration.ofMinutes(10), config.getIdleStateRetention());
    assertEquals(600_000L, config.getMinIdleStateRetentionTime());
    assertEquals(900_000L, config.getMaxIdleStateRetentionTime());
    assertThrows(ValidationException.class, () -> config.setIdleStateRetention(Duration.ofSeconds(-1)));
    assertThrows(IllegalArgumentException.class,
        () -> config.setIdleStateRetentionTime(Duration.ofMinutes(1), Duration.ofMinutes(2)));
    config.setIdleStateRetentionTime(Duration.ofMinutes(1), Duration.ofMinutes(6));
    assertEquals(Duration.ofMinutes(1), config.getIdleStateRetention());
  }

  @Test
  void jobParameters() {
    config.addJobParameter("k", "v");
    assertEquals(Map.of("k", "v"), config.getJobParameters());
  }

  @Test
  void optionsSetFromSql() {
    env.executeSql("SET 'table.exec.resource.default-parallelism' = '3'");
    assertEquals(3, config.get(ExecutionConfigOptions.TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM));
    List<Row> all = rows(env.executeSql("SET"));
    assertTrue(all.contains(Row.of("table.exec.resource.default-parallelism", "3")), all.toString());
  }

  @Test
  void maxGeneratedCodeLengthReachesTheCodeGenerator() {
    env.executeSql("CREATE TABLE t (a INT)");
    config.setMaxGeneratedCodeLength(100);
    // A small limit still runs: generated methods are split instead of failing.
    env.executeSql("INSERT INTO t VALUES (1), (2)");
    assertEquals(List.of(Row.of(3)), rows(env.executeSql("SELECT a + a + a FROM t WHERE a = 1")));
  }
}
