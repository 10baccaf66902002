package io.quiver.table.api;

import io.quiver.configuration.ConfigOption;
import io.quiver.configuration.Configuration;
import io.quiver.table.api.config.ExecutionConfigOptions;
import io.quiver.table.api.config.TableConfigOptions;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The configuration of a TableEnvironment's session: typed options ({@link TableConfigOptions},
 * {@link ExecutionConfigOptions}), the SQL dialect, the local time zone, the maximum length of
 * generated code, idle state retention and job parameters.
 */
public final class TableConfig implements io.quiver.configuration.ReadableConfig, io.quiver.configuration.WritableConfig {
  private final Configuration configuration = new Configuration();
  /** Flink's option holding the job parameters, a map written {@code key:value,key:value}. */
  private static final String GLOBAL_JOB_PARAMETERS = "pipeline.global-job-parameters";
  /** What RESET returns to: see {@link #markSessionDefaults()}. */
  private volatile Map<String, String> sessionDefaults = Map.of();

  /** A configuration with every option at its default. */
  public static TableConfig getDefault() {
    return new TableConfig();
  }

  /** Sets a typed option value. */
  @Override
  public <T> TableConfig set(ConfigOption<T> option, T value) {
    validate(option, value);
    configuration.set(option, value);
    return this;
  }

  /** Sets an option by its string key, parsing and validating the value where the key is known. */
  public TableConfig set(String key, String value) {
    ConfigOption<?> known = KnownOptions.find(key);
    if (known != null) {
      validate(known, Configuration.parse(known, value));
    }
    configuration.setString(key, value);
    return this;
  }

  /** The option's value, or its default when it was not set. */
  @Override
  public <T> T get(ConfigOption<T> option) {
    return configuration.get(option);
  }

  /** The option's value if it was set. */
  @Override
  public <T> Optional<T> getOptional(ConfigOption<T> option) {
    return configuration.getOptional(option);
  }

  /** The options that were set, as string key-value pairs. */
  @Override
  public Map<String, String> toMap() {
    return configuration.toMap();
  }

  /** Direct access to the underlying key-value map for advanced configuration. */
  public Configuration getConfiguration() {
    return configuration;
  }

  /**
   * Takes the options set now as the session's defaults, which {@code RESET} returns to (as
   * Flink's SQL client returns to the options it started with): a JDBC connection marks its URL
   * and property options, so {@code RESET} keeps, say, its {@code table.sql-dialect}.
   */
  public void markSessionDefaults() {
    sessionDefaults = Map.copyOf(configuration.toMap());
  }

  /** Returns one option ({@code key}) or, with null, every option to the session's defaults. */
  public void reset(String key) {
    Map<String, String> defaults = sessionDefaults;
    if (key == null) {
      configuration.toMap().keySet().forEach(configuration::removeKey);
      defaults.forEach(configuration::setString);
    } else if (defaults.containsKey(key)) {
      configuration.setString(key, defaults.get(key));
    } else {
      configuration.removeKey(key);
    }
  }

  /** Adds all values of {@code other}, overwriting existing keys. */
  public void addConfiguration(Configuration other) {
    other.toMap().forEach(this::set);
  }

  /** The SQL dialect of the session's statements ({@link SqlDialect#DEFAULT} unless set). */
  public SqlDialect getSqlDialect() {
    return SqlDialect.valueOf(get(TableConfigOptions.TABLE_SQL_DIALECT).toUpperCase(java.util.Locale.ROOT));
  }

  /** Sets the SQL dialect: {@link SqlDialect#DEFAULT} or {@link SqlDialect#STANDARD}; others are an error. */
  public void setSqlDialect(SqlDialect dialect) {
    set(TableConfigOptions.TABLE_SQL_DIALECT, dialect.name().toLowerCase(java.util.Locale.ROOT));
  }

  /** The session time zone; 'default' means the JVM's. */
  public ZoneId getLocalTimeZone() {
    String zone = get(TableConfigOptions.LOCAL_TIME_ZONE);
    return zone.equals("default") ? ZoneId.systemDefault() : ZoneId.of(zone);
  }

  /**
   * Sets the session time zone, used when converting {@code TIMESTAMP WITH LOCAL TIME ZONE}
   * values (held in UTC) to and from types without a time zone.
   */
  public void setLocalTimeZone(ZoneId zoneId) {
    set(TableConfigOptions.LOCAL_TIME_ZONE, zoneId.getId());
  }

  /**
   * The length above which generated code is split into methods; default 4000 rather than 64 KB,
   * since the JIT refuses to compile methods over 8 K of byte code.
   */
  public Integer getMaxGeneratedCodeLength() {
    return get(TableConfigOptions.MAX_LENGTH_GENERATED_CODE);
  }

  /** Sets the split threshold of generated code (100 to 64000). */
  public void setMaxGeneratedCodeLength(Integer maxGeneratedCodeLength) {
    set(TableConfigOptions.MAX_LENGTH_GENERATED_CODE, maxGeneratedCodeLength);
  }

  /** How long idle state is retained (zero: never cleaned up). */
  public Duration getIdleStateRetention() {
    return get(ExecutionConfigOptions.IDLE_STATE_RETENTION);
  }

  /** Stored and validated; a batch engine keeps no state, so it changes nothing at run time. */
  public void setIdleStateRetention(Duration duration) {
    set(ExecutionConfigOptions.IDLE_STATE_RETENTION, duration);
  }

  /**
   * @deprecated use {@link #setIdleStateRetention(Duration)}: {@code minTime} becomes the
   *     retention; {@code maxTime} must exceed it by at least 5 minutes unless both are zero, and
   *     is otherwise ignored (derived as 1.5 x minTime), as in Flink.
   */
  @Deprecated
  public void setIdleStateRetentionTime(Duration minTime, Duration maxTime) {
    if (!maxTime.isZero() || !minTime.isZero()) {
      if (maxTime.minus(minTime).compareTo(Duration.ofMinutes(5)) < 0) {
        throw new IllegalArgumentException("Difference between minTime: " + minTime + " and maxTime: " + maxTime
            + " should be at least 5 minutes.");
      }
    }
    setIdleStateRetention(minTime);
  }

  /** @deprecated use {@link #getIdleStateRetention()}: the retention in milliseconds. */
  @Deprecated
  public long getMinIdleStateRetentionTime() {
    return getIdleStateRetention().toMillis();
  }

  /** @deprecated use {@link #getIdleStateRetention()}: 1.5 x the retention, in milliseconds. */
  @Deprecated
  public long getMaxIdleStateRetentionTime() {
    return getMinIdleStateRetentionTime() * 3 / 2;
  }

  /** The environment's configuration; Quiver keeps one configuration per session, so this is {@link #getConfiguration()}. */
  public Configuration getRootConfiguration() {
    return configuration;
  }

  /** Sets a parameter user functions read with {@code FunctionContext.getJobParameter(key, default)}. */
  public void addJobParameter(String key, String value) {
    synchronized (configuration) {
      Map<String, String> parameters = new LinkedHashMap<>(getJobParameters());
      parameters.put(key, value);
      configuration.setString(GLOBAL_JOB_PARAMETERS, JobParameters.format(parameters));
    }
  }

  /**
   * The job parameters: {@code pipeline.global-job-parameters}, as Flink keeps them, whether set
   * with {@link #addJobParameter} or as the option itself.
   */
  public Map<String, String> getJobParameters() {
    return JobParameters.parse(configuration.getString(GLOBAL_JOB_PARAMETERS, ""));
  }

  private static void validate(ConfigOption<?> option, Object value) {
    if (option.equals(TableConfigOptions.MAX_LENGTH_GENERATED_CODE)) {
      int length = (Integer) value;
      if (length < 100 || length > 64_000) {
        throw new ValidationException("table.generated-code.max-length must be between 100 and 64000, was " + length);
      }
    } else if (option.equals(TableConfigOptions.TABLE_SQL_DIALECT)) {
      String dialect = value.toString();
      if (!dialect.equalsIgnoreCase("default") && !dialect.equalsIgnoreCase("standard")) {
        throw new ValidationException("SQL dialect '" + dialect
            + "' is not supported; Quiver parses the 'default' (Flink) and 'standard' dialects.");
      }
    } else if (option.equals(TableConfigOptions.LOCAL_TIME_ZONE)) {
      String zone = value.toString();
      if (!zone.equals("default")) {
        try {
          ZoneId.of(zone);
        } catch (RuntimeException e) {
          throw new ValidationException("Invalid time zone '" + zone + "' for table.local-time-zone.");
        }
      }
    } else if (option.equals(ExecutionConfigOptions.QUERY_MEMORY)
        || option.equals(ExecutionConfigOptions.DATABASE_QUERY_MEMORY)) {
      try {
        if (io.quiver.engine.memory.MemorySizes.parse(value.toString()) <= 0) {
          throw new IllegalArgumentException(option.key() + " must be positive");
        }
      } catch (IllegalArgumentException | ArithmeticException e) {
        throw new ValidationException("Invalid value for " + option.key() + ": " + e.getMessage());
      }
    } else if (option.equals(ExecutionConfigOptions.IDLE_STATE_RETENTION)) {
      if (((Duration) value).isNegative()) {
        throw new ValidationException("table.exec.state.ttl must not be negative");
      }
    }
  }

  /** The options Quiver knows, by key. */
  public static final class KnownOptions {
    private static final Map<String, ConfigOption<?>> OPTIONS = Map.of(
        TableConfigOptions.TABLE_SQL_DIALECT.key(), TableConfigOptions.TABLE_SQL_DIALECT,
        TableConfigOptions.LOCAL_TIME_ZONE.key(), TableConfigOptions.LOCAL_TIME_ZONE,
        TableConfigOptions.MAX_LENGTH_GENERATED_CODE.key(), TableConfigOptions.MAX_LENGTH_GENERATED_CODE,
        TableConfigOptions.TABLE_CATALOG_NAME.key(), TableConfigOptions.TABLE_CATALOG_NAME,
        TableConfigOptions.TABLE_DATABASE_NAME.key(), TableConfigOptions.TABLE_DATABASE_NAME,
        ExecutionConfigOptions.IDLE_STATE_RETENTION.key(), ExecutionConfigOptions.IDLE_STATE_RETENTION,
        ExecutionConfigOptions.TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM.key(),
        ExecutionConfigOptions.TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM,
        ExecutionConfigOptions.CODEGEN_DUMP_DIR.key(), ExecutionConfigOptions.CODEGEN_DUMP_DIR,
        ExecutionConfigOptions.QUERY_MEMORY.key(), ExecutionConfigOptions.QUERY_MEMORY,
        ExecutionConfigOptions.DATABASE_QUERY_MEMORY.key(), ExecutionConfigOptions.DATABASE_QUERY_MEMORY);

    private KnownOptions() {}

    public static ConfigOption<?> find(String key) {
      return OPTIONS.get(key);
    }

    public static java.util.Set<String> keys() {
      return OPTIONS.keySet();
    }
  }
}
