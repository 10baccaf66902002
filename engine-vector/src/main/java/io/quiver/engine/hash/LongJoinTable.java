package io.quiver.engine.hash;

import java.util.Arrays;

/**
 * The build side of a hash join on one integer-like key (integers, dates, timestamps, narrow
 * decimals): an open-addressing table from the {@code long} key straight to its chain of build
 * rows, with no key serialisation. Entries and chains work as in {@link JoinTable}.
 */
public final class LongJoinTable implements JoinChains {
  private static final float LOAD_FACTOR = 0.5f;

  /**
   * Per slot, its key and then its first entry + 1 (0 marks an empty slot), side by side so that
   * a probe reads one cache line, not one in each of two arrays.
   */
  private long[] slots = new long[2 * 64];
  private int[] slotTails = new int[64];
  private int mask = 63;
  private int keys;
  private int[] next = new int[16];
  private long[] refs = new long[16];
  private int entries;

  public void add(long key, long ref) {
    int entry = newEntry(ref);
    int slot = slot(key);
    while (slots[2 * slot + 1] != 0) {
      if (slots[2 * slot] == key) {
        next[slotTails[slot]] = entry;
        slotTails[slot] = entry;
        return;
      }
      slot = (slot + 1) & mask;
    }
    slots[2 * slot] = key;
    slots[2 * slot + 1] = entry + 1;
    slotTails[slot] = entry;
    if (++keys > slotTails.length * LOAD_FACTOR) {
      rehash();
    }
  }

  /** Adds a build row whose key is NULL: no probe finds it, but an outer join still emits it. */
  public void addUnkeyed(long ref) {
    newEntry(ref);
  }

  private int newEntry(long ref) {
    if (entries == refs.length) {
      refs = Arrays.copyOf(refs, entries * 2);
      next = Arrays.copyOf(next, entries * 2);
    }
    refs[entries] = ref;
    next[entries] = -1;
    return entries++;
  }

  /** The first entry with this key, or -1. */
  public int find(long key) {
    int slot = slot(key);
    while (true) {
      long head = slots[2 * slot + 1];
      if (head == 0) {
        return -1;
      }
      if (slots[2 * slot] == key) {
        return (int) head - 1;
      }
      slot = (slot + 1) & mask;
    }
  }

  @Override
  public int next(int entry) {
    return next[entry];
  }

  @Override
  public long ref(int entry) {
    return refs[entry];
  }

  @Override
  public int size() {
    return entries;
  }

  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32)) & mask;
  }

  private void rehash() {
    long[] oldSlots = slots;
    int[] oldTails = slotTails;
    int capacity = oldTails.length * 2;
    slots = new long[2 * capacity];
    slotTails = new int[capacity];
    mask = capacity - 1;
    for (int i = 0; i < oldTails.length; i++) {
      if (oldSlots[2 * i + 1] != 0) {
        int slot = slot(oldSlots[2 * i]);
        while (slots[2 * slot + 1] != 0) {
          slot = (slot + 1) & mask;
        }
        slots[2 * slot] = oldSlots[2 * i];
        slots[2 * slot + 1] = oldSlots[2 * i + 1];
        slotTails[slot] = oldTails[i];
      }
    }
  }

  @Override
  public long heapBytes() {
    return 8L * slots.length + 4L * slotTails.length + 12L * next.length;
  }
}
