package io.quiver.table.planner;

import io.quiver.table.api.SqlParserException;
import io.quiver.table.api.TableException;
import io.quiver.table.api.ValidationException;
import org.apache.calcite.runtime.CalciteContextException;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * Translates Calcite's parse and validation failures into Quiver's exceptions, with a SQLSTATE
 * of class 42 chosen as PostgreSQL would and the line and column of the offending text.
 */
public final class SqlErrors {
  private SqlErrors() {}

  public static SqlParserException parse(SqlParseException e) {
    SqlParserPos pos = e.getPos();
    String message = e.getMessage();
    int cut = message.indexOf("\nWas expecting");
    if (cut > 0) {
      message = message.substring(0, cut).trim();
    }
    int line = pos == null ? 0 : pos.getLineNum();
    int column = pos == null ? 0 : pos.getColumnNum();
    return new SqlParserException("SQL parse failed. " + message, e, line, column);
  }

  public static TableException validation(Throwable e) {
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
  public static TableException conversion(IllegalArgumentException e) {
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
    if (message.startsWith("Column") && message.contains("not found")) {
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
