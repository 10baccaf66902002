package io.quiver.table.catalog.exceptions;

/** Thrown by a catalog: Function … already exists in catalog …. */
public class FunctionAlreadyExistException extends Exception {
  private static final long serialVersionUID = 1L;

  public FunctionAlreadyExistException(String catalogName, String objectName) {
    super(String.format("Function %s already exists in catalog %s.", objectName, catalogName));
  }
}
