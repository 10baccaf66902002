package io.quiver.table.catalog.exceptions;

/** Thrown by a catalog: Database … in catalog … is not empty. */
public class DatabaseNotEmptyException extends Exception {
  private static final long serialVersionUID = 1L;

  public DatabaseNotEmptyException(String catalogName, String objectName) {
    super(String.format("Database %s in catalog %s is not empty.", objectName, catalogName));
  }
}
