package io.quiver.types;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A row of a table with a {@link RowKind}, as in Flink. A row is either positional (a fixed number
 * of fields accessed by position; the rows of a result also answer to their column names) or named
 * ({@link #withNames()}: fields set and read by name, in insertion order). Field values are the
 * external Java types of the column's data type ({@code Integer}, {@code BigDecimal}, {@code
 * String}, {@code LocalDate}, {@code LocalDateTime}, ...).
 */
public final class Row {
  private RowKind kind;
  private final Object[] fieldByPosition;
  private final Map<String, Object> fieldByName;
  private final Map<String, Integer> positionByName;

  private Row(RowKind kind, Object[] fieldByPosition, Map<String, Object> fieldByName,
      Map<String, Integer> positionByName) {
    this.kind = Objects.requireNonNull(kind, "kind is null");
    this.fieldByPosition = fieldByPosition;
    this.fieldByName = fieldByName;
    this.positionByName = positionByName;
  }

  public Row(RowKind kind, int arity) {
    this(kind, new Object[arity], null, null);
  }

  public Row(int arity) {
    this(RowKind.INSERT, arity);
  }

  /** A positional row of the given arity, of kind {@code kind}. */
  public static Row withPositions(RowKind kind, int arity) {
    return new Row(kind, arity);
  }

  public static Row withPositions(int arity) {
    return new Row(arity);
  }

  /** An empty named row: fields are set by name and, as in Flink, are listed in hash order. */
  public static Row withNames(RowKind kind) {
    return new Row(kind, null, new java.util.HashMap<>(), null);
  }

  public static Row withNames() {
    return withNames(RowKind.INSERT);
  }

  /**
   * A positional row whose fields also answer to names (the rows a result hands out). Not
   * public API in Flink either: internal code builds result rows with it.
   */
  public static Row withPositionsAndNames(RowKind kind, Object[] values, Map<String, Integer> positionByName) {
    return new Row(kind, values, null, positionByName);
  }

  /** A row with the given field values, of kind INSERT. */
  public static Row of(Object... values) {
    Row row = new Row(values.length);
    System.arraycopy(values, 0, row.fieldByPosition, 0, values.length);
    return row;
  }

  public static Row ofKind(RowKind kind, Object... values) {
    Row row = of(values);
    row.kind = kind;
    return row;
  }

  /**
   * A positional row of the fields of {@code first} followed by those of {@code remainings}, of
   * the first row's kind. Only positional rows can be joined, as in Flink.
   */
  public static Row join(Row first, Row... remainings) {
    int arity = first.positionalArity();
    for (Row r : remainings) {
      arity += r.positionalArity();
    }
    Row joined = new Row(first.kind, arity);
    int at = 0;
    for (Row r : prepend(first, remainings)) {
      System.arraycopy(r.fieldByPosition, 0, joined.fieldByPosition, at, r.fieldByPosition.length);
      at += r.fieldByPosition.length;
    }
    return joined;
  }

  private static Row[] prepend(Row first, Row[] rest) {
    Row[] all = new Row[rest.length + 1];
    all[0] = first;
    System.arraycopy(rest, 0, all, 1, rest.length);
    return all;
  }

  private int positionalArity() {
    if (fieldByPosition == null) {
      throw new IllegalArgumentException("All fields must contain a position-based field mode.");
    }
    return fieldByPosition.length;
  }

  /** A positional row of the fields of {@code row} at {@code fieldPositions}, in that order, of the row's kind. */
  public static Row project(Row row, int[] fieldPositions) {
    Row projected = new Row(row.kind, fieldPositions.length);
    for (int i = 0; i < fieldPositions.length; i++) {
      projected.setField(i, row.getField(fieldPositions[i]));
    }
    return projected;
  }

  /** A named row of the fields of {@code row} called {@code fieldNames}, in that order, of the row's kind. */
  public static Row project(Row row, String[] fieldNames) {
    Row projected = withNames(row.kind);
    for (String name : fieldNames) {
      projected.setField(name, row.getField(name));
    }
    return projected;
  }

  /** A copy of the row, field values shared. */
  public static Row copy(Row row) {
    return new Row(row.kind, row.fieldByPosition == null ? null : row.fieldByPosition.clone(),
        row.fieldByName == null ? null : new java.util.HashMap<>(row.fieldByName), row.positionByName);
  }

  public RowKind getKind() {
    return kind;
  }

  public void setKind(RowKind kind) {
    this.kind = Objects.requireNonNull(kind, "kind is null");
  }

  public int getArity() {
    return fieldByPosition != null ? fieldByPosition.length : fieldByName.size();
  }

  public Object getField(int pos) {
    if (fieldByPosition == null) {
      throw new IllegalArgumentException("Accessing a field by position is not supported in name-based field mode.");
    }
    return fieldByPosition[pos];
  }

  /** A field by name: in a named row, or in a positional row that knows its column names. */
  public Object getField(String name) {
    if (fieldByName != null) {
      return fieldByName.get(name);
    }
    if (positionByName == null) {
      throw new IllegalArgumentException("Accessing a field by name is not supported in position-based field mode.");
    }
    Integer pos = positionByName.get(name);
    if (pos == null) {
      throw new IllegalArgumentException("Unknown field name '" + name + "' for mapping to a position.");
    }
    return fieldByPosition[pos];
  }

  @SuppressWarnings("unchecked")
  public <T> T getFieldAs(int pos) {
    return (T) getField(pos);
  }

  @SuppressWarnings("unchecked")
  public <T> T getFieldAs(String name) {
    return (T) getField(name);
  }

  public void setField(int pos, Object value) {
    if (fieldByPosition == null) {
      throw new IllegalArgumentException("Accessing a field by position is not supported in name-based field mode.");
    }
    fieldByPosition[pos] = value;
  }

  public void setField(String name, Object value) {
    if (fieldByName != null) {
      fieldByName.put(name, value);
      return;
    }
    if (positionByName == null) {
      throw new IllegalArgumentException("Accessing a field by name is not supported in position-based field mode.");
    }
    Integer pos = positionByName.get(name);
    if (pos == null) {
      throw new IllegalArgumentException("Unknown field name '" + name + "' for mapping to a position.");
    }
    fieldByPosition[pos] = value;
  }

  /**
   * The field names of a named row, or of a positional row that knows them; with {@code
   * includePositions}, a positional row without names gives its positions ("0", "1", ...). Null
   * when there are no names to give.
   */
  public Set<String> getFieldNames(boolean includePositions) {
    if (fieldByName != null) {
      return fieldByName.keySet();
    }
    if (positionByName != null) {
      return positionByName.keySet();
    }
    if (!includePositions) {
      return null;
    }
    Set<String> positions = new LinkedHashSet<>();
    for (int i = 0; i < fieldByPosition.length; i++) {
      positions.add(String.valueOf(i));
    }
    return positions;
  }

  /** Clears every field (to null in a positional row; removes them in a named row). */
  public void clear() {
    if (fieldByPosition != null) {
      Arrays.fill(fieldByPosition, null);
    } else {
      fieldByName.clear();
    }
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Row other) || kind != other.kind) {
      return false;
    }
    if (fieldByPosition != null && other.fieldByPosition != null) {
      return Arrays.deepEquals(fieldByPosition, other.fieldByPosition);
    }
    if (fieldByName != null && other.fieldByName != null) {
      return fieldByName.keySet().equals(other.fieldByName.keySet()) && fieldByName.entrySet().stream()
          .allMatch(e -> Objects.deepEquals(e.getValue(), other.fieldByName.get(e.getKey())));
    }
    return false;
  }

  @Override
  public int hashCode() {
    return 31 * kind.hashCode()
        + (fieldByPosition != null ? Arrays.deepHashCode(fieldByPosition) : fieldByName.keySet().hashCode());
  }

  /** Flink's format: {@code +I[1, abc, null]}, or {@code +I{a=1, b=abc}} for a named row. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(kind.shortString());
    if (fieldByPosition != null) {
      sb.append('[');
      for (int i = 0; i < fieldByPosition.length; i++) {
        if (i > 0) {
          sb.append(", ");
        }
        sb.append(fieldToString(fieldByPosition[i]));
      }
      return sb.append(']').toString();
    }
    sb.append('{');
    boolean first = true;
    for (Map.Entry<String, Object> e : fieldByName.entrySet()) {
      if (!first) {
        sb.append(", ");
      }
      first = false;
      sb.append(e.getKey()).append('=').append(fieldToString(e.getValue()));
    }
    return sb.append('}').toString();
  }

  /** As Flink's {@code StringUtils.arrayAwareToString}: arrays element by element, at any depth. */
  private static String fieldToString(Object f) {
    if (f instanceof byte[] b) {
      return Arrays.toString(b);
    }
    if (f != null && f.getClass().isArray() && !(f instanceof Object[])) {
      // int[], long[], double[], ...: Arrays.toString of the primitive array, as Flink prints them
      int n = java.lang.reflect.Array.getLength(f);
      StringBuilder sb = new StringBuilder("[");
      for (int i = 0; i < n; i++) {
        sb.append(i > 0 ? ", " : "").append(java.lang.reflect.Array.get(f, i));
      }
      return sb.append(']').toString();
    }
    if (f instanceof Object[] array) {
      StringBuilder sb = new StringBuilder("[");
      for (int i = 0; i < array.length; i++) {
        sb.append(i > 0 ? ", " : "").append(fieldToString(array[i]));
      }
      return sb.append(']').toString();
    }
    return String.valueOf(f);
  }
}
