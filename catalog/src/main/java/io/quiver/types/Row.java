package io.quiver.types;

import java.util.Arrays;
import java.util.Objects;

/**
 * A row of a table: a fixed number of fields accessed by position, with a {@link RowKind}. Field
 * values are the external Java types of the column's data type ({@code Integer},
 * {@code BigDecimal}, {@code String}, {@code LocalDate}, {@code LocalDateTime}, ...).
 */
public final class Row {
  private RowKind kind;
  private final Object[] fields;

  public Row(RowKind kind, int arity) {
    this.kind = Objects.requireNonNull(kind, "kind is null");
    this.fields = new Object[arity];
  }

  public Row(int arity) {
    this(RowKind.INSERT, arity);
  }

  /** A row with the given field values, of kind INSERT. */
  public static Row of(Object... values) {
    Row row = new Row(values.length);
    System.arraycopy(values, 0, row.fields, 0, values.length);
    return row;
  }

  public static Row ofKind(RowKind kind, Object... values) {
    Row row = of(values);
    row.kind = kind;
    return row;
  }

  public RowKind getKind() {
    return kind;
  }

  public void setKind(RowKind kind) {
    this.kind = Objects.requireNonNull(kind, "kind is null");
  }

  public int getArity() {
    return fields.length;
  }

  public Object getField(int pos) {
    return fields[pos];
  }

  @SuppressWarnings("unchecked")
  public <T> T getFieldAs(int pos) {
    return (T) fields[pos];
  }

  public void setField(int pos, Object value) {
    fields[pos] = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Row other && kind == other.kind && Arrays.deepEquals(fields, other.fields);
  }

  @Override
  public int hashCode() {
    return 31 * kind.hashCode() + Arrays.deepHashCode(fields);
  }

  /** Flink's format: {@code +I[1, abc, null]}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(kind.shortString()).append('[');
    for (int i = 0; i < fields.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      Object f = fields[i];
      sb.append(f instanceof byte[] b ? Arrays.toString(b) : String.valueOf(f));
    }
    return sb.append(']').toString();
  }
}
