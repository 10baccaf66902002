package io.quiver.engine.types;

import java.util.Arrays;

/**
 * An ARRAY or MULTISET value inside the engine: its elements in the form generated code holds
 * them, boxed ({@code Integer} for INT and DATE, {@code Long} for BIGINT, narrow DECIMALs
 * (unscaled) and date-times, UTF-8 {@code byte[]} for strings, {@code BigDecimal} for wide
 * DECIMALs, {@link ArrayData}, {@link MapData} and {@link RowData} for nested values); a NULL
 * element is {@code null}. Equality and hashing are deep (byte arrays by content), so values
 * can be compared, grouped and hashed.
 */
public final class ArrayData {
  private final Object[] elements;

  public ArrayData(Object[] elements) {
    this.elements = elements;
  }

  public int size() {
    return elements.length;
  }

  /** The element at {@code index}, counted from 0. */
  public Object get(int index) {
    return elements[index];
  }

  public Object[] elements() {
    return elements;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ArrayData other && Arrays.deepEquals(elements, other.elements);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(elements);
  }

  @Override
  public String toString() {
    return CompositeValues.toString(this);
  }
}
