package io.quiver.table.catalog.exceptions;

/** Thrown by a catalog: Table (or view) … does not exist in catalog …. */
public class TableNotExistException extends Exception {
  private static final long serialVersionUID = 1L;

  public TableNotExistException(String catalogName, String objectName) {
    super(String.format("Table (or view) %s does not exist in catalog %s.", objectName, catalogName));
  }
}
