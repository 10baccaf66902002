package io.quiver.engine.types;

import java.math.BigDecimal;
import org.apache.arrow.vector.BaseFixedWidthVector;
import org.apache.arrow.vector.BaseVariableWidthVector;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.BitVector;
import org.apache.arrow.vector.DateDayVector;
import org.apache.arrow.vector.DecimalVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.SmallIntVector;
import org.apache.arrow.vector.TimeMicroVector;
import org.apache.arrow.vector.TimeStampVector;
import org.apache.arrow.vector.TinyIntVector;
import org.apache.arrow.vector.ValueVector;
import org.apache.arrow.vector.VarBinaryVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.MapVector;
import org.apache.arrow.vector.complex.StructVector;

/**
 * Reads and writes values of the vectors {@link ArrowTypes} makes, as the engine holds them (see
 * {@link ArrayData}): composite columns whole, and their elements, fields, keys and values, at
 * any depth. The vector's class says how: the engine gives each SQL type one vector class.
 */
public final class CompositeVectors {
  private CompositeVectors() {}

  /** The value at {@code row}, or null. */
  public static Object read(ValueVector vector, int row) {
    if (vector.isNull(row)) {
      return null;
    }
    if (vector instanceof MapVector map) {
      StructVector entries = (StructVector) map.getDataVector();
      ValueVector keys = entries.getChildByOrdinal(0);
      ValueVector values = entries.getChildByOrdinal(1);
      int start = map.getElementStartIndex(row);
      int n = map.getElementEndIndex(row) - start;
      Object[] k = new Object[n];
      Object[] v = new Object[n];
      for (int i = 0; i < n; i++) {
        k[i] = read(keys, start + i);
        v[i] = read(values, start + i);
      }
      return new MapData(k, v);
    }
    if (vector instanceof ListVector list) {
      ValueVector elements = list.getDataVector();
      int start = list.getElementStartIndex(row);
      Object[] e = new Object[list.getElementEndIndex(row) - start];
      for (int i = 0; i < e.length; i++) {
        e[i] = read(elements, start + i);
      }
      return new ArrayData(e);
    }
    if (vector instanceof StructVector struct) {
      Object[] f = new Object[struct.size()];
      for (int i = 0; i < f.length; i++) {
        f[i] = read(struct.getChildByOrdinal(i), row);
      }
      return new RowData(f);
    }
    return readScalar(vector, row);
  }

  private static Object readScalar(ValueVector vector, int row) {
    if (vector instanceof IntVector v) {
      return v.get(row);
    }
    if (vector instanceof BigIntVector v) {
      return v.get(row);
    }
    if (vector instanceof VarCharVector v) {
      return v.get(row);
    }
    if (vector instanceof VarBinaryVector v) {
      return v.get(row);
    }
    if (vector instanceof BitVector v) {
      return v.get(row) != 0;
    }
    if (vector instanceof DecimalVector v) {
      BigDecimal value = v.getObjectNotNull(row);
      return v.getPrecision() <= SqlType.MAX_LONG_DECIMAL_PRECISION ? (Object) value.unscaledValue().longValue() : value;
    }
    if (vector instanceof DateDayVector v) {
      return v.get(row);
    }
    if (vector instanceof TimeStampVector v) {
      return v.get(row);
    }
    if (vector instanceof TimeMicroVector v) {
      return v.get(row);
    }
    if (vector instanceof Float8Vector v) {
      return v.get(row);
    }
    if (vector instanceof Float4Vector v) {
      return v.get(row);
    }
    if (vector instanceof SmallIntVector v) {
      return v.get(row);
    }
    if (vector instanceof TinyIntVector v) {
      return v.get(row);
    }
    throw new IllegalArgumentException("no value reader for " + vector.getClass().getSimpleName());
  }

  /**
   * Writes {@code value} (null for NULL) at {@code row}. Rows of a list, map or struct vector are
   * written in ascending order, each once, as a batch is filled.
   */
  public static void write(ValueVector vector, int row, Object value) {
    if (value == null) {
      writeNull(vector, row);
      return;
    }
    if (vector instanceof MapVector map) {
      MapData data = (MapData) value;
      StructVector entries = (StructVector) map.getDataVector();
      int start = map.startNewValue(row);
      for (int i = 0; i < data.size(); i++) {
        entries.setIndexDefined(start + i);
        write(entries.getChildByOrdinal(0), start + i, data.keys()[i]);
        write(entries.getChildByOrdinal(1), start + i, data.values()[i]);
      }
      map.endValue(row, data.size());
      return;
    }
    if (vector instanceof ListVector list) {
      ArrayData data = (ArrayData) value;
      FieldVector elements = list.getDataVector();
      int start = list.startNewValue(row);
      for (int i = 0; i < data.size(); i++) {
        write(elements, start + i, data.get(i));
      }
      list.endValue(row, data.size());
      return;
    }
    if (vector instanceof StructVector struct) {
      RowData data = (RowData) value;
      struct.setIndexDefined(row);
      for (int i = 0; i < data.arity(); i++) {
        write(struct.getChildByOrdinal(i), row, data.get(i));
      }
      return;
    }
    writeScalar(vector, row, value);
  }

  private static void writeNull(ValueVector vector, int row) {
    if (vector instanceof ListVector list) {
      list.setNull(row);
    } else if (vector instanceof StructVector struct) {
      struct.setNull(row);
      for (int i = 0; i < struct.size(); i++) {
        writeNull(struct.getChildByOrdinal(i), row);
      }
    } else if (vector instanceof BaseFixedWidthVector v) {
      v.setNull(row);
    } else if (vector instanceof BaseVariableWidthVector v) {
      v.setNull(row);
    } else {
      throw new IllegalArgumentException("no value writer for " + vector.getClass().getSimpleName());
    }
  }

  private static void writeScalar(ValueVector vector, int row, Object value) {
    if (vector instanceof IntVector v) {
      v.setSafe(row, ((Number) value).intValue());
    } else if (vector instanceof BigIntVector v) {
      v.setSafe(row, ((Number) value).longValue());
    } else if (vector instanceof VarCharVector v) {
      v.setSafe(row, (byte[]) value);
    } else if (vector instanceof VarBinaryVector v) {
      v.setSafe(row, (byte[]) value);
    } else if (vector instanceof BitVector v) {
      v.setSafe(row, (Boolean) value ? 1 : 0);
    } else if (vector instanceof DecimalVector v) {
      if (value instanceof BigDecimal big) {
        v.setSafe(row, big.setScale(v.getScale()));
      } else {
        v.setSafe(row, ((Number) value).longValue());
      }
    } else if (vector instanceof DateDayVector v) {
      v.setSafe(row, ((Number) value).intValue());
    } else if (vector instanceof TimeStampVector v) {
      v.setSafe(row, ((Number) value).longValue());
    } else if (vector instanceof TimeMicroVector v) {
      v.setSafe(row, ((Number) value).longValue());
    } else if (vector instanceof Float8Vector v) {
      v.setSafe(row, ((Number) value).doubleValue());
    } else if (vector instanceof Float4Vector v) {
      v.setSafe(row, ((Number) value).floatValue());
    } else if (vector instanceof SmallIntVector v) {
      v.setSafe(row, ((Number) value).shortValue());
    } else if (vector instanceof TinyIntVector v) {
      v.setSafe(row, ((Number) value).byteValue());
    } else {
      throw new IllegalArgumentException("no value writer for " + vector.getClass().getSimpleName());
    }
  }
}
