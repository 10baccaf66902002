package io.quiver.table.catalog.exceptions;

/** Thrown by a catalog: Database … does not exist in catalog …. */
public class DatabaseNotExistException extends Exception {
  private static final long serialVersionUID = 1L;

  public DatabaseNotExistException(String catalogName, String objectName) {
    super(String.format("Database %s does not exist in catalog %s.", objectName, catalogName));
  }
}
