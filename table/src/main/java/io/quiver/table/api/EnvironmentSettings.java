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

  private EnvironmentSettings(boolean streamingMode, Configuration configuration) {
    this.streamingMode = streamingMode;
    this.configuration = configuration;
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

    public EnvironmentSettings build() {
      return new EnvironmentSettings(streamingMode, new Configuration(configuration));
    }
  }
}
