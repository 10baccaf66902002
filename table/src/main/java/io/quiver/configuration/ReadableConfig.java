package io.quiver.configuration;

import java.util.Map;
import java.util.Optional;

/** Read access to configuration options, as Flink's {@code ReadableConfig}. */
public interface ReadableConfig {
  /** The option's value, or its default when it is not set. */
  <T> T get(ConfigOption<T> option);

  /** The option's value when it is set. */
  <T> Optional<T> getOptional(ConfigOption<T> option);

  /** Every set option, by key, as text. */
  Map<String, String> toMap();
}
