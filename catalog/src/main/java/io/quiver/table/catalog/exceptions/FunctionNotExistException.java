package io.quiver.table.catalog.exceptions;

/** Thrown by a catalog: Function … does not exist in catalog …. */
public class FunctionNotExistException extends Exception {
  private static final long serialVersionUID = 1L;

  public FunctionNotExistException(String catalogName, String objectName) {
    super(String.format("Function %s does not exist in catalog %s.", objectName, catalogName));
  }
}
