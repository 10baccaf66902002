package io.quiver.engine.exec;

import org.apache.arrow.memory.util.MemoryUtil;

/**
 * The base of every generated class: tiny static helpers that generated loops call to read and
 * write Arrow validity bits and DECIMAL slots by address. They are static and small, so the JIT
 * inlines them; they keep the generated text short, which keeps method splitting rare.
 */
public abstract class GeneratedKernel {
  protected final Object[] refs;

  protected GeneratedKernel(Object[] refs) {
    this.refs = refs;
  }

  /** True when bit {@code row} of the validity bitmap at {@code validity} is clear (SQL NULL). */
  protected static boolean isNullAt(long validity, int row) {
    return (MemoryUtil.getByte(validity + (row >> 3)) & (1 << (row & 7))) == 0;
  }

  /** Sets or clears bit {@code row} of the bitmap at {@code address}. */
  protected static void setBitAt(long address, int row, boolean value) {
    long at = address + (row >> 3);
    byte current = MemoryUtil.getByte(at);
    int mask = 1 << (row & 7);
    MemoryUtil.putByte(at, (byte) (value ? current | mask : current & ~mask));
  }

  /** Stores a DECIMAL held as a scaled long into its 128-bit little-endian slot. */
  protected static void putDecimalAt(long data, int row, long unscaled) {
    long at = data + ((long) row << 4);
    MemoryUtil.putLong(at, unscaled);
    MemoryUtil.putLong(at + 8, unscaled >> 63);
  }

  /** True when none of the listed columns of {@code batch} holds a NULL: the fast path applies. */
  protected static boolean noNulls(org.apache.arrow.vector.VectorSchemaRoot batch, int[] columns) {
    for (int column : columns) {
      if (batch.getVector(column).getNullCount() != 0) {
        return false;
      }
    }
    return true;
  }

  /** Grows every vector of {@code batch} to hold at least {@code rows} values. */
  protected static void ensureCapacity(org.apache.arrow.vector.VectorSchemaRoot batch, int rows) {
    for (org.apache.arrow.vector.FieldVector vector : batch.getFieldVectors()) {
      while (vector.getValueCapacity() < rows) {
        vector.reAlloc();
      }
    }
  }
}
