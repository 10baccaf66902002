package io.quiver.table.api;

/**
 * A failure of a Table API or SQL call. Carries the SQLSTATE the JDBC driver reports and, for
 * SQL text, the 1-based line and column of the problem (0 when unknown).
 */
public class TableException extends RuntimeException implements HasSqlState {
  private static final long serialVersionUID = 1L;

  private final String sqlState;
  private final int line;
  private final int column;

  public TableException(String message) {
    this(message, null, "XX000", 0, 0);
  }

  public TableException(String message, Throwable cause) {
    this(message, cause, "XX000", 0, 0);
  }

  public TableException(String message, Throwable cause, String sqlState, int line, int column) {
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
