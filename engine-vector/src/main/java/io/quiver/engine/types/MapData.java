package io.quiver.engine.types;

import java.util.Arrays;
import java.util.Objects;

/**
 * A MAP value inside the engine: keys and values in the order they were written, held as
 * {@link ArrayData} holds elements. Keys are distinct (a constructor keeps the last value of a
 * repeated key, as Flink does). Two maps are equal when they hold the same entries in any order.
 */
public final class MapData {
  private final Object[] keys;
  private final Object[] values;

  public MapData(Object[] keys, Object[] values) {
    if (keys.length != values.length) {
      throw new IllegalArgumentException("as many keys as values are needed");
    }
    this.keys = keys;
    this.values = values;
  }

  /** A map of alternating keys and values; a repeated key keeps its last value, in its first place. */
  public static MapData ofEntries(Object[] keysAndValues) {
    int n = keysAndValues.length / 2;
    Object[] keys = new Object[n];
    Object[] values = new Object[n];
    int size = 0;
    for (int i = 0; i < n; i++) {
      Object key = keysAndValues[2 * i];
      int at = indexOf(keys, size, key);
      if (at < 0) {
        keys[size] = key;
        values[size++] = keysAndValues[2 * i + 1];
      } else {
        values[at] = keysAndValues[2 * i + 1];
      }
    }
    return new MapData(Arrays.copyOf(keys, size), Arrays.copyOf(values, size));
  }

  public int size() {
    return keys.length;
  }

  public Object[] keys() {
    return keys;
  }

  public Object[] values() {
    return values;
  }

  /** The value of {@code key}, or null when the map holds no such key (or maps it to NULL). */
  public Object get(Object key) {
    int at = indexOf(keys, keys.length, key);
    return at < 0 ? null : values[at];
  }

  private static int indexOf(Object[] keys, int size, Object key) {
    for (int i = 0; i < size; i++) {
      if (Objects.deepEquals(keys[i], key)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof MapData other) || other.size() != size()) {
      return false;
    }
    for (int i = 0; i < keys.length; i++) {
      int at = indexOf(other.keys, other.keys.length, keys[i]);
      if (at < 0 || !Objects.deepEquals(values[i], other.values[at])) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int hash = 0;
    for (int i = 0; i < keys.length; i++) {
      hash += Arrays.deepHashCode(new Object[] {keys[i]}) ^ Arrays.deepHashCode(new Object[] {values[i]});
    }
    return hash;
  }

  @Override
  public String toString() {
    return CompositeValues.toString(this);
  }
}
