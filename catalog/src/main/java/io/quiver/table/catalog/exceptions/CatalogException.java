package io.quiver.table.catalog.exceptions;

/** An unexpected failure inside a catalog. */
public class CatalogException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public CatalogException(String message) {
    super(message);
  }

  public CatalogException(String message, Throwable cause) {
    super(message, cause);
  }
}
