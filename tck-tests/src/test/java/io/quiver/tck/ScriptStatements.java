package io.quiver.tck;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a SQL script into statements the way a plain JDBC loader does: at each semicolon outside
 * quotes and comments, keeping the comments in the statement they precede (so a statement may be
 * nothing but a MySQL version comment, as {@code /*!40101 SET NAMES utf8mb4 *&#47;;} is).
 * What is left after the last semicolon is dropped when it holds only comments.
 */
final class ScriptStatements {
  private ScriptStatements() {}

  static List<String> split(String script) {
    List<String> statements = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    int i = 0;
    int n = script.length();
    while (i < n) {
      char c = script.charAt(i);
      int end;
      if (c == '\'' || c == '"' || c == '`') {
        end = closingQuote(script, i);
      } else if (script.startsWith("--", i)) {
        end = script.indexOf('\n', i);
        end = end < 0 ? n : end;
      } else if (script.startsWith("/*", i)) {
        end = script.indexOf("*/", i + 2);
        end = end < 0 ? n : end + 2;
      } else if (c == ';') {
        statements.add(current.toString().strip());
        current.setLength(0);
        i++;
        continue;
      } else {
        end = i + 1;
      }
      current.append(script, i, end);
      i = end;
    }
    if (!current.toString().replaceAll("--[^\n]*", "").isBlank()) {
      statements.add(current.toString().strip());
    }
    return statements;
  }

  /** Just past the quote that closes the one at {@code start}; a doubled quote stays inside. */
  private static int closingQuote(String script, int start) {
    char quote = script.charAt(start);
    int i = start + 1;
    while (i < script.length()) {
      if (script.charAt(i) == quote) {
        if (i + 1 < script.length() && script.charAt(i + 1) == quote) {
          i += 2;
          continue;
        }
        return i + 1;
      }
      i++;
    }
    return script.length();
  }
}
