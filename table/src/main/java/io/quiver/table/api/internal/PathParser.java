package io.quiver.table.api.internal;

import io.quiver.table.api.ValidationException;
import java.util.ArrayList;
import java.util.List;

/** Splits {@code catalog.db.`my.table`} into its parts; backticks quote, doubled backticks escape. */
public final class PathParser {
  private PathParser() {}

  public static List<String> parse(String path) {
    List<String> parts = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    boolean quoted = false;
    boolean partStarted = false;
    for (int i = 0; i < path.length(); i++) {
      char c = path.charAt(i);
      if (quoted) {
        if (c == '`') {
          if (i + 1 < path.length() && path.charAt(i + 1) == '`') {
            current.append('`');
            i++;
          } else {
            quoted = false;
          }
        } else {
          current.append(c);
        }
      } else if (c == '`') {
        quoted = true;
        partStarted = true;
      } else if (c == '.') {
        addPart(parts, current, partStarted, path);
        partStarted = false;
      } else {
        current.append(c);
        partStarted = true;
      }
    }
    if (quoted) {
      throw new ValidationException("Unterminated backtick in path '" + path + "'.");
    }
    addPart(parts, current, partStarted, path);
    if (parts.size() > 3) {
      throw new ValidationException("Path '" + path + "' has more than three parts.");
    }
    return parts;
  }

  private static void addPart(List<String> parts, StringBuilder current, boolean started, String path) {
    String part = current.toString().trim();
    if (!started || part.isEmpty() && current.length() == 0) {
      throw new ValidationException("Invalid path '" + path + "': empty part.");
    }
    parts.add(current.toString());
    current.setLength(0);
  }
}
