package io.quiver.engine.runtime;

import java.util.Arrays;
import org.apache.arrow.memory.util.MemoryUtil;

/**
 * The constants of an {@code IN} list of strings, as an open-addressing hash set of UTF-8 byte
 * arrays. A lookup can read the probed value straight from an Arrow buffer by address, so the hot
 * loop allocates nothing.
 */
public final class BytesInSet {
  private final byte[][] slots;
  private final int[] hashes;
  private final int mask;
  private final boolean containsNull;

  /** {@code values} holds the UTF-8 constants; a null element is the SQL NULL. */
  public BytesInSet(byte[][] values) {
    int capacity = Integer.highestOneBit(Math.max(values.length, 1) * 2 - 1) << 1;
    slots = new byte[capacity][];
    hashes = new int[capacity];
    mask = capacity - 1;
    boolean sawNull = false;
    for (byte[] value : values) {
      if (value == null) {
        sawNull = true;
      } else {
        add(value);
      }
    }
    containsNull = sawNull;
  }

  private void add(byte[] value) {
    int hash = hash(value);
    int i = hash & mask;
    while (slots[i] != null) {
      if (hashes[i] == hash && Arrays.equals(slots[i], value)) {
        return;
      }
      i = (i + 1) & mask;
    }
    slots[i] = value;
    hashes[i] = hash;
  }

  private static int hash(byte[] value) {
    int h = 0x811C9DC5;
    for (byte b : value) {
      h = (h ^ b) * 0x01000193;
    }
    return h ^ (h >>> 16);
  }

  private static int hashAt(long address, int start, int end) {
    int h = 0x811C9DC5;
    for (int i = start; i < end; i++) {
      h = (h ^ MemoryUtil.getByte(address + i)) * 0x01000193;
    }
    return h ^ (h >>> 16);
  }

  public boolean contains(byte[] value) {
    int hash = hash(value);
    for (int i = hash & mask; slots[i] != null; i = (i + 1) & mask) {
      if (hashes[i] == hash && Arrays.equals(slots[i], value)) {
        return true;
      }
    }
    return false;
  }

  /** Looks up the bytes {@code [start, end)} of the buffer at {@code address}. */
  public boolean containsAt(long address, int start, int end) {
    int hash = hashAt(address, start, end);
    for (int i = hash & mask; slots[i] != null; i = (i + 1) & mask) {
      if (hashes[i] == hash && SqlBytes.equalsAt(address, start, end, slots[i])) {
        return true;
      }
    }
    return false;
  }

  public boolean containsNull() {
    return containsNull;
  }
}
