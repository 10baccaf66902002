package io.quiver.engine.runtime;

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

  /**
   * Grows every vector of {@code batch} to hold at least {@code rows} values and marks rows
   * {@code [0, rows)} of the fixed-width ones valid, so that the loop writes only values and
   * clears the bit of a NULL, rather than setting a validity bit per value.
   */
  protected static void prepareOutput(org.apache.arrow.vector.VectorSchemaRoot batch, int rows) {
    for (org.apache.arrow.vector.FieldVector vector : batch.getFieldVectors()) {
      while (vector.getValueCapacity() < rows) {
        vector.reAlloc();
      }
      if (vector instanceof org.apache.arrow.vector.BaseFixedWidthVector && rows > 0) {
        MemoryUtil.setMemory(vector.getValidityBufferAddress(), (rows + 7) >> 3, (byte) 0xFF);
      }
    }
  }

  // Reads and writes of fixed-width values by buffer address and row, kept short for the
  // generated text; each is a few bytes of bytecode that the JIT always inlines.

  protected static boolean getBitAt(long data, int row) {
    return (MemoryUtil.getByte(data + (row >> 3)) & (1 << (row & 7))) != 0;
  }

  protected static byte getByteAt(long data, int row) {
    return MemoryUtil.getByte(data + row);
  }

  protected static short getShortAt(long data, int row) {
    return MemoryUtil.getShort(data + ((long) row << 1));
  }

  protected static int getIntAt(long data, int row) {
    return MemoryUtil.getInt(data + ((long) row << 2));
  }

  protected static long getLongAt(long data, int row) {
    return MemoryUtil.getLong(data + ((long) row << 3));
  }

  protected static float getFloatAt(long data, int row) {
    return Float.intBitsToFloat(MemoryUtil.getInt(data + ((long) row << 2)));
  }

  protected static double getDoubleAt(long data, int row) {
    return Double.longBitsToDouble(MemoryUtil.getLong(data + ((long) row << 3)));
  }

  /** The low 64 bits of a 128-bit DECIMAL slot: the whole value of a DECIMAL of up to 18 digits. */
  protected static long getDecimalAt(long data, int row) {
    return MemoryUtil.getLong(data + ((long) row << 4));
  }

  protected static void putByteAt(long data, int row, byte value) {
    MemoryUtil.putByte(data + row, value);
  }

  protected static void putShortAt(long data, int row, short value) {
    MemoryUtil.putShort(data + ((long) row << 1), value);
  }

  protected static void putIntAt(long data, int row, int value) {
    MemoryUtil.putInt(data + ((long) row << 2), value);
  }

  protected static void putLongAt(long data, int row, long value) {
    MemoryUtil.putLong(data + ((long) row << 3), value);
  }

  protected static void putFloatAt(long data, int row, float value) {
    MemoryUtil.putInt(data + ((long) row << 2), Float.floatToRawIntBits(value));
  }

  protected static void putDoubleAt(long data, int row, double value) {
    MemoryUtil.putLong(data + ((long) row << 3), Double.doubleToRawLongBits(value));
  }
}
