package io.quiver.engine.runtime;

import java.util.Arrays;

/**
 * The constants of an {@code IN} list of integers, dates, timestamps or short decimals, as an
 * open-addressing hash set of {@code long}s: a lookup is a multiply, a shift and a probe or two,
 * with no boxing, so a list of 10,000 constants costs no more per row than a list of ten.
 */
public final class LongInSet {
  private final long[] slots;
  private final boolean[] used;
  private final int mask;
  private final boolean containsNull;

  /** {@code values} holds the constants; a null element is the SQL NULL of {@code IN (.., NULL)}. */
  public LongInSet(Long[] values) {
    int capacity = Integer.highestOneBit(Math.max(values.length, 1) * 2 - 1) << 1;
    slots = new long[capacity];
    used = new boolean[capacity];
    mask = capacity - 1;
    boolean sawNull = false;
    for (Long value : values) {
      if (value == null) {
        sawNull = true;
      } else {
        add(value);
      }
    }
    containsNull = sawNull;
  }

  private void add(long value) {
    int i = slot(value);
    while (used[i]) {
      if (slots[i] == value) {
        return;
      }
      i = (i + 1) & mask;
    }
    used[i] = true;
    slots[i] = value;
  }

  private int slot(long value) {
    long h = value * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32)) & mask;
  }

  public boolean contains(long value) {
    int i = slot(value);
    while (used[i]) {
      if (slots[i] == value) {
        return true;
      }
      i = (i + 1) & mask;
    }
    return false;
  }

  /** True when the list held a NULL: a value not found is then UNKNOWN rather than FALSE. */
  public boolean containsNull() {
    return containsNull;
  }

  @Override
  public String toString() {
    return "LongInSet" + Arrays.toString(Arrays.copyOf(slots, Math.min(slots.length, 8)));
  }
}
