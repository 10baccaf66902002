package io.quiver.configuration;

import java.util.List;
import java.util.Objects;

/**
 * A typed configuration option: its key, value type, default value, description and older keys
 * it is still known by. Built with {@link ConfigOptions}.
 */
public final class ConfigOption<T> {
  private final String key;
  private final Class<T> type;
  private final T defaultValue;
  private final String description;
  private final List<String> fallbackKeys;

  ConfigOption(String key, Class<T> type, T defaultValue, String description, List<String> fallbackKeys) {
    this.key = Objects.requireNonNull(key, "key is null");
    this.type = Objects.requireNonNull(type, "type is null");
    this.defaultValue = defaultValue;
    this.description = description == null ? "" : description;
    this.fallbackKeys = List.copyOf(fallbackKeys);
  }

  public String key() {
    return key;
  }

  public Class<T> getType() {
    return type;
  }

  public boolean hasDefaultValue() {
    return defaultValue != null;
  }

  public T defaultValue() {
    return defaultValue;
  }

  public String description() {
    return description;
  }

  public List<String> fallbackKeys() {
    return fallbackKeys;
  }

  public ConfigOption<T> withDescription(String text) {
    return new ConfigOption<>(key, type, defaultValue, text, fallbackKeys);
  }

  public ConfigOption<T> withDeprecatedKeys(String... keys) {
    return new ConfigOption<>(key, type, defaultValue, description, List.of(keys));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ConfigOption<?> other && other.key.equals(key) && other.type.equals(type)
        && Objects.equals(other.defaultValue, defaultValue);
  }

  @Override
  public int hashCode() {
    return Objects.hash(key, type, defaultValue);
  }

  @Override
  public String toString() {
    return "Key: '" + key + "' , default: " + defaultValue;
  }
}
