package io.quiver.engine.hash;

import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.BitVector;
import org.apache.arrow.vector.DateDayVector;
import org.apache.arrow.vector.DecimalVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.SmallIntVector;
import org.apache.arrow.vector.TimeStampMicroVector;
import org.apache.arrow.vector.TinyIntVector;
import org.apache.arrow.vector.VarBinaryVector;
import org.apache.arrow.vector.VarCharVector;

/**
 * Serialises join keys read from vectors into a {@link KeyBuffer}. Every integer width is written
 * as a {@code long} so that an INTEGER key meets a BIGINT key; DECIMALs are written unscaled, so
 * both sides of a join must share a scale (the planner casts them to a common type).
 */
public final class VectorKeys {
  private VectorKeys() {}

  /** Writes one key column of a row; false when the value is NULL (a NULL key never matches). */
  public interface KeyColumn {
    boolean put(KeyBuffer key, int row);
  }

  /** Writes a row's whole key; false when any part is NULL. */
  public static boolean put(KeyColumn[] columns, KeyBuffer key, int row) {
    key.reset();
    for (KeyColumn column : columns) {
      if (!column.put(key, row)) {
        return false;
      }
    }
    return true;
  }

  public static KeyColumn[] of(FieldVector[] vectors) {
    KeyColumn[] columns = new KeyColumn[vectors.length];
    for (int i = 0; i < vectors.length; i++) {
      columns[i] = of(vectors[i]);
    }
    return columns;
  }

  /**
   * Key columns under which NULLs are equal to each other, as set operations and DISTINCT
   * compare rows: a NULL is written as a marker and never ends the key.
   */
  public static KeyColumn[] nullsEqual(FieldVector[] vectors) {
    KeyColumn[] columns = new KeyColumn[vectors.length];
    for (int i = 0; i < vectors.length; i++) {
      FieldVector vector = vectors[i];
      KeyColumn column = of(vector);
      columns[i] = (key, row) -> {
        if (vector.isNull(row)) {
          key.putNull();
          return true;
        }
        return column.put(key, row);
      };
    }
    return columns;
  }

  public static KeyColumn of(FieldVector vector) {
    if (vector instanceof org.apache.arrow.vector.complex.ListVector
        || vector instanceof org.apache.arrow.vector.complex.StructVector) {
      return (key, row) -> {
        if (vector.isNull(row)) {
          return false;
        }
        key.putBytes(io.quiver.engine.types.CompositeKeys.encode(io.quiver.engine.types.CompositeVectors.read(vector, row)));
        return true;
      };
    }
    if (vector instanceof IntVector v) {
      return (key, row) -> !v.isNull(row) && put(key, v.get(row));
    }
    if (vector instanceof BigIntVector v) {
      return (key, row) -> !v.isNull(row) && put(key, v.get(row));
    }
    if (vector instanceof DateDayVector v) {
      return (key, row) -> !v.isNull(row) && put(key, v.get(row));
    }
    if (vector instanceof TimeStampMicroVector v) {
      return (key, row) -> !v.isNull(row) && put(key, v.get(row));
    }
    if (vector instanceof org.apache.arrow.vector.TimeStampMicroTZVector v) {
      return (key, row) -> !v.isNull(row) && put(key, v.get(row));
    }
    if (vector instanceof org.apache.arrow.vector.TimeMicroVector v) {
      return (key, row) -> !v.isNull(row) && put(key, v.get(row));
    }
    if (vector instanceof SmallIntVector v) {
      return (key, row) -> !v.isNull(row) && put(key, v.get(row));
    }
    if (vector instanceof TinyIntVector v) {
      return (key, row) -> !v.isNull(row) && put(key, v.get(row));
    }
    if (vector instanceof BitVector v) {
      return (key, row) -> !v.isNull(row) && put(key, v.get(row));
    }
    if (vector instanceof Float8Vector v) {
      return (key, row) -> {
        if (v.isNull(row)) {
          return false;
        }
        key.putDouble(v.get(row));
        return true;
      };
    }
    if (vector instanceof Float4Vector v) {
      return (key, row) -> {
        if (v.isNull(row)) {
          return false;
        }
        key.putDouble(v.get(row));
        return true;
      };
    }
    if (vector instanceof DecimalVector v) {
      if (v.getPrecision() <= 18) {
        return (key, row) -> !v.isNull(row) && put(key, v.getDataBuffer().getLong((long) row * 16));
      }
      return (key, row) -> {
        if (v.isNull(row)) {
          return false;
        }
        key.putDecimal(v.getObject(row));
        return true;
      };
    }
    if (vector instanceof VarCharVector v) {
      return (key, row) -> {
        if (v.isNull(row)) {
          return false;
        }
        long offsets = v.getOffsetBufferAddress();
        key.putBytesAt(v.getDataBufferAddress(), org.apache.arrow.memory.util.MemoryUtil.getInt(offsets + 4L * row),
            org.apache.arrow.memory.util.MemoryUtil.getInt(offsets + 4L * row + 4));
        return true;
      };
    }
    if (vector instanceof VarBinaryVector v) {
      return (key, row) -> {
        if (v.isNull(row)) {
          return false;
        }
        key.putBytes(v.get(row));
        return true;
      };
    }
    throw new UnsupportedOperationException("cannot join on " + vector.getField().getType());
  }

  private static boolean put(KeyBuffer key, long value) {
    key.putLong(value);
    return true;
  }

  /** Reads a one-column integer-like key as a {@code long}; see {@link LongJoinTable}. */
  public interface LongKey {
    boolean isNull(int row);

    long get(int row);
  }

  /** A reader for vectors whose values are integers, or null for other vectors. */
  public static LongKey longKey(FieldVector vector) {
    if (vector instanceof IntVector v) {
      return new LongKey() {
        public boolean isNull(int row) {
          return v.isNull(row);
        }

        public long get(int row) {
          return v.get(row);
        }
      };
    }
    if (vector instanceof BigIntVector v) {
      return new LongKey() {
        public boolean isNull(int row) {
          return v.isNull(row);
        }

        public long get(int row) {
          return v.get(row);
        }
      };
    }
    if (vector instanceof DateDayVector v) {
      return new LongKey() {
        public boolean isNull(int row) {
          return v.isNull(row);
        }

        public long get(int row) {
          return v.get(row);
        }
      };
    }
    if (vector instanceof SmallIntVector v) {
      return new LongKey() {
        public boolean isNull(int row) {
          return v.isNull(row);
        }

        public long get(int row) {
          return v.get(row);
        }
      };
    }
    if (vector instanceof TinyIntVector v) {
      return new LongKey() {
        public boolean isNull(int row) {
          return v.isNull(row);
        }

        public long get(int row) {
          return v.get(row);
        }
      };
    }
    if (vector instanceof TimeStampMicroVector v) {
      return new LongKey() {
        public boolean isNull(int row) {
          return v.isNull(row);
        }

        public long get(int row) {
          return v.get(row);
        }
      };
    }
    return null;
  }
}
