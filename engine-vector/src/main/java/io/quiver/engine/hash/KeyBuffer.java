package io.quiver.engine.hash;

import java.math.BigDecimal;
import java.util.Arrays;

/**
 * A reusable buffer into which generated code serialises one row's grouping key, column by
 * column, so that keys of any types and arity are hashed and compared as bytes.
 */
public final class KeyBuffer {
  private static final byte NULL = 0;
  private static final byte PRESENT = 1;

  private byte[] bytes = new byte[64];
  private int length;

  public void reset() {
    length = 0;
  }

  public void putNull() {
    ensure(1);
    bytes[length++] = NULL;
  }

  public void putBoolean(boolean v) {
    ensure(2);
    bytes[length++] = PRESENT;
    bytes[length++] = (byte) (v ? 1 : 0);
  }

  public void putInt(int v) {
    ensure(5);
    bytes[length++] = PRESENT;
    writeInt(v);
  }

  public void putLong(long v) {
    ensure(9);
    bytes[length++] = PRESENT;
    for (int shift = 0; shift < 64; shift += 8) {
      bytes[length++] = (byte) (v >>> shift);
    }
  }

  public void putDouble(double v) {
    // -0.0 groups with 0.0 and all NaNs with each other, as SQL equality demands.
    putLong(v == 0 ? 0L : Double.doubleToLongBits(v));
  }

  public void putBytes(byte[] v) {
    ensure(5 + v.length);
    bytes[length++] = PRESENT;
    writeInt(v.length);
    System.arraycopy(v, 0, bytes, length, v.length);
    length += v.length;
  }

  /**
   * The bytes {@code [start, end)} at native address {@code data} (a string in an Arrow buffer),
   * written exactly as {@link #putBytes} writes the same bytes, with no array in between.
   */
  public void putBytesAt(long data, int start, int end) {
    int n = end - start;
    ensure(5 + n);
    bytes[length++] = PRESENT;
    writeInt(n);
    org.apache.arrow.memory.util.MemoryUtil.copyFromMemory(data + start, bytes, length, n);
    length += n;
  }

  public void putDecimal(BigDecimal v) {
    // Values of one column share a scale, so the unscaled digits identify the value.
    putBytes(v.unscaledValue().toByteArray());
  }

  private void writeInt(int v) {
    bytes[length++] = (byte) v;
    bytes[length++] = (byte) (v >>> 8);
    bytes[length++] = (byte) (v >>> 16);
    bytes[length++] = (byte) (v >>> 24);
  }

  private void ensure(int extra) {
    if (length + extra > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + extra));
    }
  }

  /** A 64-bit hash of the key's bytes, for tables that keep a hash instead of the key. */
  public long hash64() {
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < length; i++) {
      h = (h ^ (bytes[i] & 0xff)) * 0x100000001b3L;
    }
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    return h;
  }

  /** True when both buffers hold the same key. */
  public boolean sameKey(KeyBuffer other) {
    return Arrays.equals(bytes, 0, length, other.bytes, 0, other.length);
  }

  byte[] bytes() {
    return bytes;
  }

  int length() {
    return length;
  }

  /**
   * The hash group tables use: eight bytes at a time (a byte at a time cost more than the lookup
   * for short keys such as two CHAR(1) flags), then a final mix so that the low bits, which pick
   * the slot, depend on every byte.
   */
  int hash() {
    long h = 0x9E3779B97F4A7C15L ^ length;
    int i = 0;
    for (; i + Long.BYTES <= length; i += Long.BYTES) {
      h = (h ^ (long) LONGS.get(bytes, i)) * 0xff51afd7ed558ccdL;
      h ^= h >>> 29;
    }
    long tail = 0;
    for (int shift = 0; i < length; i++, shift += 8) {
      tail |= (bytes[i] & 0xffL) << shift;
    }
    h = (h ^ tail) * 0xc4ceb9fe1a85ec53L;
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    return (int) h;
  }

  private static final java.lang.invoke.VarHandle LONGS =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

  /** The bytes its buffer holds on the heap. */
  public long heapBytes() {
    return bytes.length;
  }
}
