package io.quiver.engine.runtime;

import org.apache.arrow.memory.util.MemoryUtil;

/**
 * String operations over UTF-8 bytes that stay in an Arrow buffer: the value is the byte range
 * {@code [start, end)} at a buffer address, as a VARCHAR vector's offsets give it. Generated code
 * calls these in hot loops instead of copying the value into a {@code byte[]}.
 */
public final class SqlBytes {
  private SqlBytes() {}

  /** The value at {@code row} of a VARCHAR vector, copied out; only where a new string is needed. */
  public static byte[] copy(long data, int start, int end) {
    byte[] bytes = new byte[end - start];
    MemoryUtil.copyFromMemory(data + start, bytes, 0, bytes.length);
    return bytes;
  }

  public static boolean equalsAt(long data, int start, int end, byte[] other) {
    int length = end - start;
    if (length != other.length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (MemoryUtil.getByte(data + start + i) != other[i]) {
        return false;
      }
    }
    return true;
  }

  /** SQL equality, blank-padded when either side is CHAR (trailing spaces do not count). */
  public static boolean equalsAt(long data, int start, int end, byte[] other, boolean padSpace) {
    if (!padSpace) {
      return equalsAt(data, start, end, other);
    }
    return compareAt(data, start, end, other, true) == 0;
  }

  /**
   * Compares by unsigned bytes, which is code-point order for UTF-8; with {@code padSpace}, trailing
   * blanks are ignored on both sides, as {@link SqlFunctions#compare(byte[], byte[], boolean)} does.
   */
  public static int compareAt(long data, int start, int end, byte[] other, boolean padSpace) {
    int length = end - start;
    int otherLength = other.length;
    if (padSpace) {
      while (length > 0 && MemoryUtil.getByte(data + start + length - 1) == ' ') {
        length--;
      }
      while (otherLength > 0 && other[otherLength - 1] == ' ') {
        otherLength--;
      }
    }
    int common = Math.min(length, otherLength);
    for (int i = 0; i < common; i++) {
      int a = MemoryUtil.getByte(data + start + i) & 0xFF;
      int b = other[i] & 0xFF;
      if (a != b) {
        return a - b;
      }
    }
    return length - otherLength;
  }

  /** Characters (code points) in the UTF-8 range: bytes that do not continue a sequence. */
  public static int charLengthAt(long data, int start, int end) {
    int count = 0;
    for (int i = start; i < end; i++) {
      if ((MemoryUtil.getByte(data + i) & 0xC0) != 0x80) {
        count++;
      }
    }
    return count;
  }
}
