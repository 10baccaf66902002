package io.quiver.table.catalog.exceptions;

/** An unexpected failure inside a catalog. */
public class CatalogException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String sqlState;

  public CatalogException(String message) {
    this(message, null);
  }

  public CatalogException(String message, Throwable cause) {
    this(message, cause, "42000");
  }

  /** A failure with the SQLSTATE the JDBC driver reports for it. */
  public CatalogException(String message, Throwable cause, String sqlState) {
    super(message, cause);
    this.sqlState = sqlState;
  }

  public String getSqlState() {
    return sqlState;
  }
}
