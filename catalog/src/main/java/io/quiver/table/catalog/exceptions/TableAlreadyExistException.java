package io.quiver.table.catalog.exceptions;

/** Thrown by a catalog: Table (or view) … already exists in catalog …. */
public class TableAlreadyExistException extends Exception {
  private static final long serialVersionUID = 1L;

  public TableAlreadyExistException(String catalogName, String objectName) {
    super(String.format("Table (or view) %s already exists in catalog %s.", objectName, catalogName));
  }
}
