package io.quiver.jdbc;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

/**
 * JDBC's escape syntax that Calcite's grammar does not read itself: {@code {oj ...}} (an outer
 * join), {@code {limit n [offset m]}} and {@code {escape 'c'}} become the SQL they stand for. The
 * escapes the grammar reads ({@code {fn ...}}, {@code {d '...'}}, {@code {t '...'}},
 * {@code {ts '...'}}) are left to it. Text inside string literals, quoted identifiers and comments
 * is never touched, and a statement without a brace is returned as it is.
 */
final class JdbcEscapes {
  private JdbcEscapes() {}

  static String translate(String sql) {
    if (sql == null || sql.indexOf('{') < 0) {
      return sql;
    }
    StringBuilder out = new StringBuilder(sql.length());
    // For each open brace: whether its closing brace is written (an escape the grammar reads).
    Deque<Boolean> open = new ArrayDeque<>();
    int n = sql.length();
    int i = 0;
    while (i < n) {
      char c = sql.charAt(i);
      if (c == '\'' || c == '"' || c == '`') {
        int end = i + 1;
        while (end < n) {
          if (sql.charAt(end) == c) {
            if (end + 1 < n && sql.charAt(end + 1) == c) {
              end += 2;
              continue;
            }
            break;
          }
          end++;
        }
        end = Math.min(end + 1, n);
        out.append(sql, i, end);
        i = end;
      } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
        int end = sql.indexOf('\n', i);
        end = end < 0 ? n : end;
        out.append(sql, i, end);
        i = end;
      } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
        int end = sql.indexOf("*/", i + 2);
        end = end < 0 ? n : end + 2;
        out.append(sql, i, end);
        i = end;
      } else if (c == '{') {
        int k = i + 1;
        while (k < n && Character.isWhitespace(sql.charAt(k))) {
          k++;
        }
        int w = k;
        while (w < n && Character.isLetter(sql.charAt(w))) {
          w++;
        }
        String keyword = sql.substring(k, w).toLowerCase(Locale.ROOT);
        switch (keyword) {
          case "oj" -> {
            out.append(' ');
            open.push(false);
            i = w;
          }
          case "limit" -> {
            out.append(" LIMIT");
            open.push(false);
            i = w;
          }
          case "escape" -> {
            out.append(" ESCAPE");
            open.push(false);
            i = w;
          }
          default -> {
            out.append(c);
            open.push(true);
            i++;
          }
        }
      } else if (c == '}' && !open.isEmpty()) {
        if (open.pop()) {
          out.append(c);
        } else {
          out.append(' ');
        }
        i++;
      } else if (!open.isEmpty() && !open.peek() && (c == 'o' || c == 'O') && sql.regionMatches(true, i, "offset", 0, 6)
          && (i == 0 || !Character.isLetterOrDigit(sql.charAt(i - 1)))) {
        // {limit n offset m}: the words are those of SQL already.
        out.append("OFFSET");
        i += 6;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }
}
