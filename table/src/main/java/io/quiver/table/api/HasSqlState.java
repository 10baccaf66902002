package io.quiver.table.api;

/**
 * An exception of Quiver's Table API that knows the SQLSTATE the JDBC driver reports for it and,
 * for SQL text, the 1-based line and column of the problem (0 when unknown). Flink's exception
 * classes ({@link TableException}, {@link ValidationException}, {@link SqlParserException}) keep
 * Flink's hierarchy, each a direct {@code RuntimeException}; this interface is what they share.
 */
public interface HasSqlState {
  String getSqlState();

  int getLine();

  int getColumn();
}
