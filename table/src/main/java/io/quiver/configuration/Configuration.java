package io.quiver.configuration;

import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A set of configuration values kept as strings, read back through typed {@link ConfigOption}s.
 * Thread-safe.
 */
public class Configuration implements ReadableConfig, WritableConfig {
  private final Map<String, String> values = new TreeMap<>();

  public Configuration() {}

  public Configuration(Configuration other) {
    values.putAll(other.toMap());
  }

  @Override
  public synchronized <T> Configuration set(ConfigOption<T> option, T value) {
    values.put(option.key(), format(value));
    return this;
  }

  public synchronized void setString(String key, String value) {
    values.put(key, value);
  }

  public synchronized String getString(String key, String defaultValue) {
    return values.getOrDefault(key, defaultValue);
  }

  @Override
  public synchronized <T> T get(ConfigOption<T> option) {
    return getOptional(option).orElse(option.defaultValue());
  }

  @Override
  public synchronized <T> Optional<T> getOptional(ConfigOption<T> option) {
    String raw = values.get(option.key());
    for (int i = 0; raw == null && i < option.fallbackKeys().size(); i++) {
      raw = values.get(option.fallbackKeys().get(i));
    }
    return raw == null ? Optional.empty() : Optional.of(parse(option, raw));
  }

  public synchronized boolean contains(ConfigOption<?> option) {
    return values.containsKey(option.key());
  }

  public synchronized boolean containsKey(String key) {
    return values.containsKey(key);
  }

  public synchronized <T> boolean removeConfig(ConfigOption<T> option) {
    return values.remove(option.key()) != null;
  }

  public synchronized boolean removeKey(String key) {
    return values.remove(key) != null;
  }

  public synchronized void addAll(Configuration other) {
    values.putAll(other.toMap());
  }

  @Override
  public synchronized Map<String, String> toMap() {
    return new TreeMap<>(values);
  }

  public synchronized java.util.Set<String> keySet() {
    return new java.util.TreeSet<>(values.keySet());
  }

  /** Parses a value for an option; a malformed value is an {@link IllegalArgumentException} naming the key. */
  public static <T> T parse(ConfigOption<T> option, String raw) {
    Class<T> type = option.getType();
    String text = raw.trim();
    try {
      Object value;
      if (type == String.class) {
        value = raw;
      } else if (type == Integer.class) {
        value = Integer.parseInt(text);
      } else if (type == Long.class) {
        value = Long.parseLong(text);
      } else if (type == Double.class) {
        value = Double.parseDouble(text);
      } else if (type == Boolean.class) {
        if (!text.equalsIgnoreCase("true") && !text.equalsIgnoreCase("false")) {
          throw new IllegalArgumentException("expected true or false");
        }
        value = Boolean.parseBoolean(text);
      } else if (type == Duration.class) {
        value = parseDuration(text);
      } else if (type.isEnum()) {
        value = parseEnum(type, text);
      } else {
        throw new IllegalArgumentException("unsupported option type " + type.getName());
      }
      return type.cast(value);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(
          "Could not parse value '" + raw + "' for key '" + option.key() + "': " + e.getMessage(), e);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object parseEnum(Class type, String text) {
    return Enum.valueOf(type, text.toUpperCase(Locale.ROOT));
  }

  /** Accepts Flink's forms: {@code 10 ms}, {@code 1 min}, {@code 2h}, {@code 3 d}, or plain milliseconds. */
  static Duration parseDuration(String text) {
    String s = text.toLowerCase(Locale.ROOT).replace(" ", "");
    int i = 0;
    while (i < s.length() && Character.isDigit(s.charAt(i))) {
      i++;
    }
    if (i == 0) {
      throw new IllegalArgumentException("not a duration: " + text);
    }
    long amount = Long.parseLong(s.substring(0, i));
    return switch (s.substring(i)) {
      case "", "ms", "milli", "millis", "millisecond", "milliseconds" -> Duration.ofMillis(amount);
      case "s", "sec", "secs", "second", "seconds" -> Duration.ofSeconds(amount);
      case "m", "min", "mins", "minute", "minutes" -> Duration.ofMinutes(amount);
      case "h", "hour", "hours" -> Duration.ofHours(amount);
      case "d", "day", "days" -> Duration.ofDays(amount);
      default -> throw new IllegalArgumentException("unknown duration unit in " + text);
    };
  }

  static String format(Object value) {
    if (value instanceof Duration d) {
      return d.toMillis() + " ms";
    }
    return String.valueOf(value);
  }

  @Override
  public synchronized String toString() {
    return values.toString();
  }
}
