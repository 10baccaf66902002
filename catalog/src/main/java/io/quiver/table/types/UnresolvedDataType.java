package io.quiver.table.types;

/**
 * A data type given as text and not resolved yet ({@code DataTypes.of("ARRAY<INT>")}), shown in
 * brackets as Flink shows one.
 */
public final class UnresolvedDataType {
  private final String text;

  public UnresolvedDataType(String text) {
    this.text = java.util.Objects.requireNonNull(text, "text is null");
  }

  /** The type as written. */
  public String text() {
    return text;
  }

  @Override
  public String toString() {
    return "[" + text + "]";
  }
}
