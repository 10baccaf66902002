package io.quiver.table.api;

/**
 * SQL text that does not parse; the position is that of the offending token. As in Flink, a direct
 * {@code RuntimeException}, not a {@link TableException}.
 */
public class SqlParserException extends RuntimeException implements HasSqlState {
  private static final long serialVersionUID = 1L;

  private final int line;
  private final int column;

  public SqlParserException(String message) {
    this(message, null, 0, 0);
  }

  public SqlParserException(String message, Throwable cause) {
    this(message, cause, 0, 0);
  }

  public SqlParserException(String message, Throwable cause, int line, int column) {
    super(message, cause);
    this.line = line;
    this.column = column;
  }

  @Override
  public String getSqlState() {
    return "42601";
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
