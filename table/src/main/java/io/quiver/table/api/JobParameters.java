package io.quiver.table.api;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The text of a map option such as {@code pipeline.global-job-parameters}, as Flink writes it:
 * {@code key:value} pairs separated by commas, a key or value containing {@code ,}, {@code :} or
 * {@code '} quoted in single quotes with quotes doubled.
 */
final class JobParameters {
  private JobParameters() {}

  static Map<String, String> parse(String text) {
    Map<String, String> parameters = new LinkedHashMap<>();
    if (text == null || text.isBlank()) {
      return parameters;
    }
    StringBuilder key = new StringBuilder();
    StringBuilder value = new StringBuilder();
    StringBuilder current = key;
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quoted) {
        if (c == '\'' && i + 1 < text.length() && text.charAt(i + 1) == '\'') {
          current.append('\'');
          i++;
        } else if (c == '\'') {
          quoted = false;
        } else {
          current.append(c);
        }
      } else if (c == '\'') {
        quoted = true;
      } else if (c == ':' && current == key) {
        current = value;
      } else if (c == ',') {
        put(parameters, key, value, text);
        current = key;
      } else {
        current.append(c);
      }
    }
    put(parameters, key, value, text);
    return parameters;
  }

  private static void put(Map<String, String> parameters, StringBuilder key, StringBuilder value, String text) {
    String k = key.toString().trim();
    if (k.isEmpty() && value.length() == 0) {
      return;
    }
    if (k.isEmpty()) {
      throw new ValidationException("Could not parse value '" + text + "' for key 'pipeline.global-job-parameters'.");
    }
    parameters.put(k, value.toString().trim());
    key.setLength(0);
    value.setLength(0);
  }

  static String format(Map<String, String> parameters) {
    StringBuilder s = new StringBuilder();
    parameters.forEach((k, v) -> s.append(s.length() > 0 ? "," : "").append(quote(k)).append(':').append(quote(v)));
    return s.toString();
  }

  private static String quote(String part) {
    return part.matches(".*[,:'].*") ? "'" + part.replace("'", "''") + "'" : part;
  }
}
