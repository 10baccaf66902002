package io.quiver.configuration;

import java.time.Duration;
import java.util.List;

/** Builds {@link ConfigOption}s: {@code ConfigOptions.key("a.b").intType().defaultValue(1)}. */
public final class ConfigOptions {
  private ConfigOptions() {}

  public static OptionBuilder key(String key) {
    return new OptionBuilder(key);
  }

  /** The first step: choose the value type. */
  public static final class OptionBuilder {
    private final String key;

    OptionBuilder(String key) {
      this.key = key;
    }

    public TypedConfigOptionBuilder<Boolean> booleanType() {
      return new TypedConfigOptionBuilder<>(key, Boolean.class);
    }

    public TypedConfigOptionBuilder<Integer> intType() {
      return new TypedConfigOptionBuilder<>(key, Integer.class);
    }

    public TypedConfigOptionBuilder<Long> longType() {
      return new TypedConfigOptionBuilder<>(key, Long.class);
    }

    public TypedConfigOptionBuilder<Double> doubleType() {
      return new TypedConfigOptionBuilder<>(key, Double.class);
    }

    public TypedConfigOptionBuilder<String> stringType() {
      return new TypedConfigOptionBuilder<>(key, String.class);
    }

    public TypedConfigOptionBuilder<Duration> durationType() {
      return new TypedConfigOptionBuilder<>(key, Duration.class);
    }

    public <E extends Enum<E>> TypedConfigOptionBuilder<E> enumType(Class<E> enumClass) {
      return new TypedConfigOptionBuilder<>(key, enumClass);
    }
  }

  /** The second step: the default value, or none. */
  public static final class TypedConfigOptionBuilder<T> {
    private final String key;
    private final Class<T> type;

    TypedConfigOptionBuilder(String key, Class<T> type) {
      this.key = key;
      this.type = type;
    }

    public ConfigOption<T> defaultValue(T value) {
      return new ConfigOption<>(key, type, value, "", List.of());
    }

    public ConfigOption<T> noDefaultValue() {
      return new ConfigOption<>(key, type, null, "", List.of());
    }
  }
}
