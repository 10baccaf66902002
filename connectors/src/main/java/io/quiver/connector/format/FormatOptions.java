package io.quiver.connector.format;

import io.quiver.connector.ConnectorException;
import java.util.Map;

/** Reading typed values of a format's options, with Flink's messages for bad ones. */
public final class FormatOptions {
  private final String prefix;
  private final Map<String, String> options;

  public FormatOptions(String prefix, Map<String, String> options) {
    this.prefix = prefix;
    this.options = options;
  }

  public String string(String key, String defaultValue) {
    return options.getOrDefault(prefix + key, defaultValue);
  }

  public boolean bool(String key, boolean defaultValue) {
    String value = options.get(prefix + key);
    if (value == null) {
      return defaultValue;
    }
    if (value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false")) {
      return Boolean.parseBoolean(value);
    }
    throw invalid(key, value, "must be 'true' or 'false'");
  }

  /** A single character; {@code \t} and the like are read as Java escapes, as Flink does. */
  public Character character(String key, Character defaultValue) {
    String value = options.get(prefix + key);
    if (value == null) {
      return defaultValue;
    }
    String unescaped = switch (value) {
      case "\\t" -> "\t";
      case "\\n" -> "\n";
      case "\\r" -> "\r";
      case "\\\\" -> "\\";
      case "\\'" -> "'";
      default -> value;
    };
    if (unescaped.length() != 1) {
      throw invalid(key, value, "must be a single character");
    }
    return unescaped.charAt(0);
  }

  public ConnectorException invalid(String key, String value, String why) {
    return new ConnectorException(ConnectorException.INVALID_VALUE,
        "Invalid value for option '" + prefix + key + "': '" + value + "' (" + why + ").");
  }
}
