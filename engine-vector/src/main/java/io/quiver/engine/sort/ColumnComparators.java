package io.quiver.engine.sort;

import java.util.Arrays;
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

/** Compares two non-null values of one vector type, each given as (vector, row). */
final class ColumnComparators {
  private ColumnComparators() {}

  interface ValueComparator {
    int compare(FieldVector a, int rowA, FieldVector b, int rowB);
  }

  static ValueComparator forVector(FieldVector vector) {
    if (vector instanceof IntVector) {
      return (a, i, b, j) -> Integer.compare(((IntVector) a).get(i), ((IntVector) b).get(j));
    }
    if (vector instanceof BigIntVector) {
      return (a, i, b, j) -> Long.compare(((BigIntVector) a).get(i), ((BigIntVector) b).get(j));
    }
    if (vector instanceof DateDayVector) {
      return (a, i, b, j) -> Integer.compare(((DateDayVector) a).get(i), ((DateDayVector) b).get(j));
    }
    if (vector instanceof TimeStampMicroVector) {
      return (a, i, b, j) -> Long.compare(((TimeStampMicroVector) a).get(i), ((TimeStampMicroVector) b).get(j));
    }
    if (vector instanceof org.apache.arrow.vector.TimeStampMicroTZVector) {
      return (a, i, b, j) -> Long.compare(((org.apache.arrow.vector.TimeStampMicroTZVector) a).get(i),
          ((org.apache.arrow.vector.TimeStampMicroTZVector) b).get(j));
    }
    if (vector instanceof org.apache.arrow.vector.TimeMicroVector) {
      return (a, i, b, j) -> Long.compare(((org.apache.arrow.vector.TimeMicroVector) a).get(i),
          ((org.apache.arrow.vector.TimeMicroVector) b).get(j));
    }
    if (vector instanceof org.apache.arrow.vector.VarBinaryVector) {
      return (a, i, b, j) -> Arrays.compareUnsigned(((org.apache.arrow.vector.VarBinaryVector) a).get(i),
          ((org.apache.arrow.vector.VarBinaryVector) b).get(j));
    }
    if (vector instanceof Float8Vector) {
      return (a, i, b, j) -> Double.compare(((Float8Vector) a).get(i), ((Float8Vector) b).get(j));
    }
    if (vector instanceof Float4Vector) {
      return (a, i, b, j) -> Float.compare(((Float4Vector) a).get(i), ((Float4Vector) b).get(j));
    }
    if (vector instanceof SmallIntVector) {
      return (a, i, b, j) -> Short.compare(((SmallIntVector) a).get(i), ((SmallIntVector) b).get(j));
    }
    if (vector instanceof TinyIntVector) {
      return (a, i, b, j) -> Byte.compare(((TinyIntVector) a).get(i), ((TinyIntVector) b).get(j));
    }
    if (vector instanceof BitVector) {
      return (a, i, b, j) -> Integer.compare(((BitVector) a).get(i), ((BitVector) b).get(j));
    }
    if (vector instanceof DecimalVector decimal) {
      if (decimal.getPrecision() <= 18) {
        // Up to 18 digits the value is the low little-endian half of the 128-bit slot.
        return (a, i, b, j) -> Long.compare(
            a.getDataBuffer().getLong((long) i * 16), b.getDataBuffer().getLong((long) j * 16));
      }
      return (a, i, b, j) -> ((DecimalVector) a).getObject(i).compareTo(((DecimalVector) b).getObject(j));
    }
    if (vector instanceof VarCharVector) {
      return (a, i, b, j) -> Arrays.compareUnsigned(((VarCharVector) a).get(i), ((VarCharVector) b).get(j));
    }
    throw new UnsupportedOperationException("cannot sort by " + vector.getField().getType());
  }
}
