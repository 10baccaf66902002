package io.quiver.table.planner;

import io.quiver.table.api.SqlParserException;
import io.quiver.table.api.TableException;
import io.quiver.table.api.ValidationException;
import org.apache.calcite.runtime.CalciteContextException;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParserPos;
import java.util.List;

/**
 * Translates Calcite's parse and validation failures into Quiver's exceptions, with a SQLSTATE
 * of class 42 chosen as PostgreSQL would and the line and column of the offending text.
 */
public final class SqlErrors {
  private SqlErrors() {}

  public static RuntimeException parse(SqlParseException e) {
    return parse(e, null);
  }

  /**
   * A parse failure that says what was found and where. With the statement's text, a statement
   * that does not begin with a statement keyword (a misspelt {@code SELEC}) names its first word
   * and the keyword it is closest to.
   */
  public static RuntimeException parse(SqlParseException e, String sql) {
    if (io.quiver.table.api.internal.DeepStack.causedByStackOverflow(e)) {
      return io.quiver.table.api.internal.DeepStack.tooComplex(e);
    }
    SqlParserPos pos = e.getPos();
    String message = e.getMessage() == null ? e.toString() : e.getMessage();
    int cut = message.indexOf("\nWas expecting");
    if (cut > 0) {
      message = message.substring(0, cut).trim();
    }
    int line = pos == null ? 0 : pos.getLineNum();
    int column = pos == null ? 0 : pos.getColumnNum();
    if (sql != null && sql.isBlank()) {
      return new SqlParserException("SQL parse failed. The statement is empty", e, 1, 1);
    }
    // JavaCC writes a token as " <KIND> "image "": keep the image.
    message = TOKEN.matcher(message).replaceAll(m -> java.util.regex.Matcher.quoteReplacement(
        "Encountered \"" + m.group(1).replace("\\'", "'") + "\""));
    if (message.startsWith("Non-query expression encountered in illegal context") && sql != null && line > 0) {
      String word = wordAt(sql, line, column);
      String keyword = closestKeyword(word);
      message = "Encountered \"" + word + "\" at line " + line + ", column " + column
          + " where a statement should begin" + (keyword == null ? "" : "; did you mean " + keyword + "?");
    } else if (line > 0 && !message.contains("line " + line)) {
      message = message.endsWith(".") ? message.substring(0, message.length() - 1) : message;
      message += " at line " + line + ", column " + column;
    }
    return new SqlParserException("SQL parse failed. " + message, e, line, column);
  }

  private static final java.util.regex.Pattern TOKEN =
      java.util.regex.Pattern.compile("Encountered \" (?:<[A-Z_]+> )?\"(.*?) \"\"(?= at line)");

  /** The words a statement begins with. */
  private static final List<String> STATEMENT_KEYWORDS = List.of("SELECT", "INSERT", "UPDATE", "DELETE", "MERGE",
      "CREATE", "DROP", "ALTER", "WITH", "VALUES", "EXPLAIN", "SHOW", "DESCRIBE", "USE", "SET", "RESET", "BEGIN",
      "COMMIT", "ROLLBACK", "TRUNCATE", "TABLE", "CALL");

  private static String wordAt(String sql, int line, int column) {
    String[] lines = sql.split("\r\n|\r|\n", -1);
    if (line > lines.length) {
      return "";
    }
    String text = lines[line - 1];
    int start = Math.min(Math.max(0, column - 1), text.length());
    int end = start;
    while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
      end++;
    }
    return end > start ? text.substring(start, end) : text.substring(start, Math.min(text.length(), start + 1));
  }

  /** The statement keyword within two edits of {@code word}; null if none is. */
  static String closestKeyword(String word) {
    String upper = word.toUpperCase(java.util.Locale.ROOT);
    String best = null;
    int bestDistance = 3;
    for (String keyword : STATEMENT_KEYWORDS) {
      int d = editDistance(upper, keyword);
      if (d < bestDistance) {
        best = keyword;
        bestDistance = d;
      }
    }
    return best;
  }

  private static int editDistance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }

  public static RuntimeException validation(Throwable e) {
    CalciteContextException context = find(e, CalciteContextException.class);
    String message = rootMessage(e);
    if (context != null) {
      return new ValidationException(
          "SQL validation failed. From line " + context.getPosLine() + ", column " + context.getPosColumn()
              + " to line " + context.getEndPosLine() + ", column " + context.getEndPosColumn() + ": " + message,
          e, sqlState(message), context.getPosLine(), context.getPosColumn());
    }
    return new ValidationException("SQL validation failed. " + message, e, sqlState(message), 0, 0);
  }

  /**
   * Calcite checks literals while converting to relational algebra and reports a constant that
   * does not fit its target type (e.g. 100.0 as DECIMAL(3, 1)) as an IllegalArgumentException.
   */
  public static RuntimeException conversion(IllegalArgumentException e) {
    String message = e.getMessage() == null ? e.toString() : e.getMessage();
    if (message.contains("overflow")) {
      return new TableException(message, e, "22003", 0, 0);
    }
    return new ValidationException("SQL validation failed. " + message, e, "42000", 0, 0);
  }

  static String sqlState(String message) {
    if (message.contains("not found") && (message.startsWith("Object") || message.startsWith("Table"))) {
      return "42P01";
    }
    if (message.startsWith("Column") && message.contains("not found")
        || message.startsWith("Unknown target column")) {
      // The latter: UPDATE t SET no_such_column = ... (PostgreSQL's undefined_column too).
      return "42703";
    }
    if (message.contains("is ambiguous")) {
      return "42702";
    }
    if (message.startsWith("No match found for function signature")) {
      return "42883";
    }
    if (message.startsWith("Cannot apply") || message.startsWith("Cannot assign") || message.contains("cannot be cast")
        || message.contains("Cannot infer return type")) {
      return "42804";
    }
    if (message.contains("INSERT target columns") || message.contains("does not equal number of source items")) {
      return "42601";
    }
    if (message.startsWith("Type ") && message.endsWith(" is not supported yet")) {
      return "0A000";
    }
    if (message.contains("does not allow NULLs")) {
      return "23502";
    }
    return "42000";
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }

  private static <T extends Throwable> T find(Throwable e, Class<T> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return null;
  }
}
