package io.quiver.table.api;

/**
 * A statement or API call that is not valid: unknown objects, type mismatches, bad options. As in
 * Flink, not a {@link TableException}: a program that catches one does not catch the other.
 */
public class ValidationException extends RuntimeException implements HasSqlState {
  private static final long serialVersionUID = 1L;

  private final String sqlState;
  private final int line;
  private final int column;

  public ValidationException(String message) {
    this(message, null, "42000", 0, 0);
  }

  public ValidationException(String message, Throwable cause) {
    this(message, cause, "42000", 0, 0);
  }

  public ValidationException(String message, Throwable cause, String sqlState, int line, int column) {
    super(message, cause);
    this.sqlState = sqlState;
    this.line = line;
    this.column = column;
  }

  @Override
  public String getSqlState() {
    return sqlState;
  }

  @Override
  public int getLine() {
    return line;
  }

  @Override
  public int getColumn() {
    return column;
  }
}
