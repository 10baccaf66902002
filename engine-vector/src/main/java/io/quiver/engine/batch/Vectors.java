package io.quiver.engine.batch;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
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
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.StructVector;
import io.quiver.engine.types.CompositeVectors;

/**
 * Reads and writes single values in their physical Java form ({@code Integer} for INTEGER and
 * DATE days, {@code Long} for BIGINT and TIMESTAMP micros, {@code BigDecimal}, {@code String},
 * ...; composite values as {@code ArrayData}, {@code MapData}, {@code RowData}, see
 * {@link CompositeVectors}). For small inputs such as VALUES and for result conversion, not for hot loops.
 */
public final class Vectors {
  private Vectors() {}

  public static Object get(FieldVector vector, int row) {
    if (vector.isNull(row)) {
      return null;
    }
    if (vector instanceof ListVector || vector instanceof StructVector) {
      return CompositeVectors.read(vector, row);
    }
    if (vector instanceof VarCharVector v) {
      return new String(v.get(row), StandardCharsets.UTF_8);
    }
    if (vector instanceof BitVector v) {
      return v.get(row) != 0;
    }
    if (vector instanceof DateDayVector v) {
      return v.get(row);
    }
    if (vector instanceof TimeStampMicroVector v) {
      return v.get(row);
    }
    if (vector instanceof org.apache.arrow.vector.TimeStampMicroTZVector v) {
      return v.get(row);
    }
    if (vector instanceof org.apache.arrow.vector.TimeMicroVector v) {
      return v.get(row);
    }
    return vector.getObject(row);
  }

  public static void set(FieldVector vector, int row, Object value) {
    if (vector instanceof ListVector || vector instanceof StructVector) {
      CompositeVectors.write(vector, row, value);
      return;
    }
    if (value == null) {
      vector.setNull(row);
      return;
    }
    if (vector instanceof BitVector v) {
      v.setSafe(row, ((Boolean) value) ? 1 : 0);
    } else if (vector instanceof TinyIntVector v) {
      v.setSafe(row, ((Number) value).byteValue());
    } else if (vector instanceof SmallIntVector v) {
      v.setSafe(row, ((Number) value).shortValue());
    } else if (vector instanceof IntVector v) {
      v.setSafe(row, ((Number) value).intValue());
    } else if (vector instanceof BigIntVector v) {
      v.setSafe(row, ((Number) value).longValue());
    } else if (vector instanceof Float4Vector v) {
      v.setSafe(row, ((Number) value).floatValue());
    } else if (vector instanceof Float8Vector v) {
      v.setSafe(row, ((Number) value).doubleValue());
    } else if (vector instanceof DecimalVector v) {
      BigDecimal decimal = value instanceof BigDecimal d ? d : BigDecimal.valueOf(((Number) value).longValue(), v.getScale());
      v.setSafe(row, decimal.setScale(v.getScale()));
    } else if (vector instanceof VarCharVector v) {
      // A component of a composite value holds its string as UTF-8 already.
      v.setSafe(row, value instanceof byte[] utf8 ? utf8 : value.toString().getBytes(StandardCharsets.UTF_8));
    } else if (vector instanceof DateDayVector v) {
      v.setSafe(row, ((Number) value).intValue());
    } else if (vector instanceof TimeStampMicroVector v) {
      v.setSafe(row, ((Number) value).longValue());
    } else if (vector instanceof org.apache.arrow.vector.TimeStampMicroTZVector v) {
      v.setSafe(row, ((Number) value).longValue());
    } else if (vector instanceof org.apache.arrow.vector.TimeMicroVector v) {
      v.setSafe(row, ((Number) value).longValue());
    } else if (vector instanceof org.apache.arrow.vector.VarBinaryVector v) {
      v.setSafe(row, (byte[]) value);
    } else {
      throw new UnsupportedOperationException("cannot write to " + vector.getField());
    }
  }
}
