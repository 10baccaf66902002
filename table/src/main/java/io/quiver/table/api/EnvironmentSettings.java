package io.quiver.table.api;

import io.quiver.configuration.Configuration;
import io.quiver.table.api.config.TableConfigOptions;

/**
 * How a TableEnvironment is created: the execution mode (Quiver runs batch only), the initial
 * catalog and database names, and initial configuration.
 */
public final class EnvironmentSettings {
  private final boolean streamingMode;
  private final Configuration configuration;
  private final ClassLoader classLoader;

  private EnvironmentSettings(boolean streamingMode, Configuration configuration, ClassLoader classLoader) {
    this.streamingMode = streamingMode;
    this.configuration = configuration;
    this.classLoader = classLoader;
  }

  /**
   * Settings from a configuration. {@code execution.runtime-mode} picks the mode; unset, it is
   * batch (Flink's default is streaming, which Quiver does not run).
   */
  @Deprecated
  public static EnvironmentSettings fromConfiguration(io.quiver.configuration.ReadableConfig configuration) {
    Configuration copy = new Configuration();
    configuration.toMap().forEach(copy::setString);
    Builder builder = newInstance().withConfiguration(copy);
    if ("streaming".equalsIgnoreCase(copy.getString("execution.runtime-mode", "batch"))) {
      builder.inStreamingMode();
    }
    return builder.build();
  }

  /** The settings as a configuration (Flink's older name of {@link #getConfiguration()}). */
  @Deprecated
  public Configuration toConfiguration() {
    return getConfiguration();
  }

  /** The class loader user classes (functions, formats) are loaded with. */
  public ClassLoader getUserClassLoader() {
    return classLoader;
  }

  public static EnvironmentSettings inBatchMode() {
    return newInstance().inBatchMode().build();
  }

  /** Streaming mode is not supported: the environment it builds rejects creation. */
  public static EnvironmentSettings inStreamingMode() {
    return newInstance().inStreamingMode().build();
  }

  public static Builder newInstance() {
    return new Builder();
  }

  public boolean isStreamingMode() {
    return streamingMode;
  }

  public String getBuiltInCatalogName() {
    return configuration.get(TableConfigOptions.TABLE_CATALOG_NAME);
  }

  public String getBuiltInDatabaseName() {
    return configuration.get(TableConfigOptions.TABLE_DATABASE_NAME);
  }

  public Configuration getConfiguration() {
    return new Configuration(configuration);
  }

  /** Builds {@link EnvironmentSettings}; batch mode by default. */
  public static final class Builder {
    private boolean streamingMode;
    private final Configuration configuration = new Configuration();
    private ClassLoader classLoader;

    public Builder inBatchMode() {
      streamingMode = false;
      return this;
    }

    public Builder inStreamingMode() {
      streamingMode = true;
      return this;
    }

    public Builder withBuiltInCatalogName(String name) {
      configuration.set(TableConfigOptions.TABLE_CATALOG_NAME, name);
      return this;
    }

    public Builder withBuiltInDatabaseName(String name) {
      configuration.set(TableConfigOptions.TABLE_DATABASE_NAME, name);
      return this;
    }

    public Builder withConfiguration(Configuration other) {
      configuration.addAll(other);
      return this;
    }

    /** The class loader of user classes; the thread's context class loader when not set. */
    public Builder withClassLoader(ClassLoader classLoader) {
      this.classLoader = classLoader;
      return this;
    }

    public EnvironmentSettings build() {
      ClassLoader loader = classLoader != null ? classLoader : Thread.currentThread().getContextClassLoader();
      return new EnvironmentSettings(streamingMode, new Configuration(configuration), loader);
    }
  }
}
