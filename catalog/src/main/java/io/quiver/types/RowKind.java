package io.quiver.types;

/** The kind of change a row describes; a batch engine only produces {@link #INSERT}. */
public enum RowKind {
  INSERT("+I", (byte) 0),
  UPDATE_BEFORE("-U", (byte) 1),
  UPDATE_AFTER("+U", (byte) 2),
  DELETE("-D", (byte) 3);

  private final String shortString;
  private final byte value;

  RowKind(String shortString, byte value) {
    this.shortString = shortString;
    this.value = value;
  }

  public String shortString() {
    return shortString;
  }

  /** The kind as one byte (0 to 3, in declaration order), as Flink serialises it. */
  public byte toByteValue() {
    return value;
  }

  /** The kind of {@link #toByteValue()}. */
  public static RowKind fromByteValue(byte value) {
    return switch (value) {
      case 0 -> INSERT;
      case 1 -> UPDATE_BEFORE;
      case 2 -> UPDATE_AFTER;
      case 3 -> DELETE;
      default -> throw new UnsupportedOperationException("Unsupported byte value '" + value + "' for row kind.");
    };
  }
}
