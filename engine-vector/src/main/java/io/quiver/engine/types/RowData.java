package io.quiver.engine.types;

import java.util.Arrays;

/** A ROW value inside the engine: its fields by position, held as {@link ArrayData} holds elements. */
public final class RowData {
  private final Object[] fields;

  public RowData(Object[] fields) {
    this.fields = fields;
  }

  public int arity() {
    return fields.length;
  }

  public Object get(int index) {
    return fields[index];
  }

  public Object[] fields() {
    return fields;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RowData other && Arrays.deepEquals(fields, other.fields);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(fields);
  }

  @Override
  public String toString() {
    return CompositeValues.toString(this);
  }
}
