package io.quiver.configuration;

/** Write access to configuration options, as Flink's {@code WritableConfig}. */
public interface WritableConfig {
  /** Sets the option and returns this, for chaining. */
  <T> WritableConfig set(ConfigOption<T> option, T value);
}
