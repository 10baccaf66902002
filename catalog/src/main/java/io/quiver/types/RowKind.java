package io.quiver.types;

/** The kind of change a row describes; a batch engine only produces {@link #INSERT}. */
public enum RowKind {
  INSERT("+I"),
  UPDATE_BEFORE("-U"),
  UPDATE_AFTER("+U"),
  DELETE("-D");

  private final String shortString;

  RowKind(String shortString) {
    this.shortString = shortString;
  }

  public String shortString() {
    return shortString;
  }
}
