package io.quiver.table.api.config;

import io.quiver.configuration.ConfigOption;
import io.quiver.configuration.ConfigOptions;

/** Options of the Table API and SQL layer. */
public final class TableConfigOptions {
  private TableConfigOptions() {}

  public static final ConfigOption<String> TABLE_SQL_DIALECT = ConfigOptions.key("table.sql-dialect")
      .stringType().defaultValue("default")
      .withDescription("The SQL dialect of statements: 'default' (Flink's SQL and semantics) or 'standard' "
          + "(the SQL standard as PostgreSQL and DuckDB read it; the default of JDBC connections).");

  public static final ConfigOption<String> LOCAL_TIME_ZONE = ConfigOptions.key("table.local-time-zone")
      .stringType().defaultValue("default")
      .withDescription("The session time zone, e.g. 'UTC' or '+02:00'; 'default' is the JVM's time zone.");

  public static final ConfigOption<Integer> MAX_LENGTH_GENERATED_CODE = ConfigOptions.key("table.generated-code.max-length")
      .intType().defaultValue(4000)
      .withDescription("The largest generated method, in characters of Java source; longer code is split into "
          + "methods so that none outgrows what the JIT compiles (8,000 bytes of bytecode).");

  public static final ConfigOption<String> TABLE_CATALOG_NAME = ConfigOptions.key("table.builtin-catalog-name")
      .stringType().defaultValue("default_catalog")
      .withDescription("The name of the initial catalog.");

  public static final ConfigOption<String> TABLE_DATABASE_NAME = ConfigOptions.key("table.builtin-database-name")
      .stringType().defaultValue("default_database")
      .withDescription("The name of the initial database of the initial catalog.");

  public static final ConfigOption<Boolean> PLAN_CACHE_ENABLED = ConfigOptions.key("table.optimizer.plan-cache.enabled")
      .booleanType().defaultValue(true)
      .withDescription("Whether ad-hoc queries that differ only in literals share one optimized plan through the "
          + "database's plan cache.");
}
