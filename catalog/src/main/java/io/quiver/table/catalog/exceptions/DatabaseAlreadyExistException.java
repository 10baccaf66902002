package io.quiver.table.catalog.exceptions;

/** Thrown by a catalog: Database … already exists in catalog …. */
public class DatabaseAlreadyExistException extends Exception {
  private static final long serialVersionUID = 1L;

  public DatabaseAlreadyExistException(String catalogName, String objectName) {
    super(String.format("Database %s already exists in catalog %s.", objectName, catalogName));
  }
}
