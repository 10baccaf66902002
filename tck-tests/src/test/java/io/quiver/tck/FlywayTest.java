package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Random;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.output.MigrateResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Flyway over the driver, which carries a Flyway database type for Quiver
 * ({@code io.quiver.flyway.QuiverDatabaseType}, found through {@code ServiceLoader}; without it
 * Flyway refuses with "Unsupported Database: Quiver"): versioned SQL migrations applied once,
 * recorded in its schema history table, validated, and not applied again; a failing migration
 * stops with its SQLSTATE and is repaired.
 */
class FlywayTest extends JdbcTestBase {
  private HikariDataSource dataSource;

  @BeforeEach
  void start() {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(target.url());
    config.setConnectionInitSql("USE " + database);
    config.setMaximumPoolSize(3);
    dataSource = new HikariDataSource(config);
  }

  @AfterEach
  void stop() {
    dataSource.close();
  }

  private Flyway flyway() {
    return Flyway.configure().dataSource(dataSource).locations("classpath:flyway/shop").load();
  }

  @Test
  void migratesOnceAndRecordsHistory() throws SQLException {
    MigrateResult first = flyway().migrate();
    assertTrue(first.success);
    assertEquals(2, first.migrationsExecuted);
    assertEquals("2", first.targetSchemaVersion);
    assertEquals(List.of(List.of("Ann", true), List.of("Bob", false)),
        rows("SELECT name, vip FROM customer ORDER BY name"));
    assertEquals(List.of(List.of("10.50")), rows("SELECT CAST(total AS VARCHAR) FROM orders"));

    MigrateResult second = flyway().migrate();
    assertEquals(0, second.migrationsExecuted);
    flyway().validate();
    MigrationInfo[] applied = flyway().info().applied();
    assertEquals(2, applied.length);
    assertEquals("create shop", applied[0].getDescription());
    assertTrue(applied[1].getState().isApplied());
  }

  @Test
  void generatedMigrationsApplyInOrderAndOnlyOnce(@TempDir Path dir) throws IOException, SQLException {
    Random random = new Random(20261205L ^ target.ordinal());
    int first = 2 + random.nextInt(4);
    int[] rowsPerTable = new int[first + 3];
    for (int v = 1; v <= rowsPerTable.length; v++) {
      rowsPerTable[v - 1] = random.nextInt(6);
    }
    writeMigrations(dir, 1, first, rowsPerTable);
    Flyway flyway = Flyway.configure().dataSource(dataSource).locations("filesystem:" + dir).load();
    assertEquals(first, flyway.migrate().migrationsExecuted);
    writeMigrations(dir, first + 1, rowsPerTable.length, rowsPerTable);
    assertEquals(rowsPerTable.length - first, flyway.migrate().migrationsExecuted);
    assertEquals(0, flyway.migrate().migrationsExecuted);
    for (int v = 1; v <= rowsPerTable.length; v++) {
      assertEquals(List.of(List.of((long) rowsPerTable[v - 1])), rows("SELECT COUNT(*) FROM t" + v));
    }
    assertEquals(List.of(List.of((long) rowsPerTable.length)),
        rows("SELECT COUNT(*) FROM \"flyway_schema_history\" WHERE \"success\""));
  }

  private static void writeMigrations(Path dir, int from, int to, int[] rowsPerTable) throws IOException {
    for (int v = from; v <= to; v++) {
      StringBuilder sql = new StringBuilder("CREATE TABLE t" + v + " (id INT PRIMARY KEY, label VARCHAR(20));\n");
      for (int r = 0; r < rowsPerTable[v - 1]; r++) {
        sql.append("INSERT INTO t").append(v).append(" VALUES (").append(r).append(", 'row ''").append(r)
            .append("'' ;');\n");
      }
      Files.writeString(dir.resolve("V" + v + "__table_" + v + ".sql"), sql);
    }
  }

  @Test
  void failingMigrationStopsWithItsStateAndIsRepaired(@TempDir Path dir) throws IOException, SQLException {
    Files.writeString(dir.resolve("V1__good.sql"), "CREATE TABLE good (id INT PRIMARY KEY);\n");
    Files.writeString(dir.resolve("V2__bad.sql"), "CREATE TABLE bad (id INT PRIMARY KEY);\nSELEC 1;\n");
    Flyway flyway = Flyway.configure().dataSource(dataSource).locations("filesystem:" + dir).load();
    FlywayException failure = org.junit.jupiter.api.Assertions.assertThrows(FlywayException.class, flyway::migrate);
    Throwable cause = failure;
    while (cause != null && !(cause instanceof SQLException)) {
      cause = cause.getCause();
    }
    assertTrue(cause instanceof SQLException, () -> "no SQLException under " + failure);
    assertEquals("42601", ((SQLException) cause).getSQLState());
    assertEquals(List.of(List.of("1", true), List.of("2", false)),
        rows("SELECT \"version\", \"success\" FROM \"flyway_schema_history\" ORDER BY \"installed_rank\""));
    // Fixed and repaired, the migration runs again (DDL is not transactional: the script drops what it made).
    Files.writeString(dir.resolve("V2__bad.sql"), "DROP TABLE IF EXISTS bad;\nCREATE TABLE bad (id INT PRIMARY KEY);\n");
    flyway.repair();
    assertEquals(1, flyway.migrate().migrationsExecuted);
    assertEquals(List.of(List.of("1", true), List.of("2", true)),
        rows("SELECT \"version\", \"success\" FROM \"flyway_schema_history\" ORDER BY \"installed_rank\""));
  }
}
