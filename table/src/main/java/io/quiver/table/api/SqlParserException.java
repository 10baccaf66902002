package io.quiver.table.api;

/** SQL text that does not parse; the position is that of the offending token. */
public class SqlParserException extends TableException {
  private static final long serialVersionUID = 1L;

  public SqlParserException(String message, Throwable cause, int line, int column) {
    super(message, cause, "42601", line, column);
  }
}
