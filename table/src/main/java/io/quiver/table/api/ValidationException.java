package io.quiver.table.api;

/** A statement or API call that is not valid: unknown objects, type mismatches, bad options. */
public class ValidationException extends TableException {
  private static final long serialVersionUID = 1L;

  public ValidationException(String message) {
    super(message, null, "42000", 0, 0);
  }

  public ValidationException(String message, Throwable cause) {
    super(message, cause, "42000", 0, 0);
  }

  public ValidationException(String message, Throwable cause, String sqlState, int line, int column) {
    super(message, cause, sqlState, line, column);
  }
}
