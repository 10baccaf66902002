package io.quiver.engine.hash;

import java.util.Arrays;

/**
 * The build side of a hash join on one integer-like key (integers, dates, timestamps, narrow
 * decimals): an open-addressing table from the {@code long} key straight to its chain of build
 * rows, with no key serialisation. Entries and chains work as in {@link JoinTable}.
 */
public final class LongJoinTable implements JoinChains {
  private static final float LOAD_FACTOR = 0.5f;

  private long[] slotKeys = new long[64];
  private int[] slotHeads = new int[64];   // first entry + 1; 0 marks an empty slot
  private int[] slotTails = new int[64];
  private int mask = 63;
  private int keys;
  private int[] next = new int[16];
  private long[] refs = new long[16];
  private int entries;

  public void add(long key, long ref) {
    int entry = newEntry(ref);
    int slot = slot(key);
    while (slotHeads[slot] != 0) {
      if (slotKeys[slot] == key) {
        next[slotTails[slot]] = entry;
        slotTails[slot] = entry;
        return;
      }
      slot = (slot + 1) & mask;
    }
    slotKeys[slot] = key;
    slotHeads[slot] = entry + 1;
    slotTails[slot] = entry;
    if (++keys > slotKeys.length * LOAD_FACTOR) {
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
      int head = slotHeads[slot];
      if (head == 0) {
        return -1;
      }
      if (slotKeys[slot] == key) {
        return head - 1;
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
    long[] oldKeys = slotKeys;
    int[] oldHeads = slotHeads;
    int[] oldTails = slotTails;
    int capacity = oldKeys.length * 2;
    slotKeys = new long[capacity];
    slotHeads = new int[capacity];
    slotTails = new int[capacity];
    mask = capacity - 1;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldHeads[i] != 0) {
        int slot = slot(oldKeys[i]);
        while (slotHeads[slot] != 0) {
          slot = (slot + 1) & mask;
        }
        slotKeys[slot] = oldKeys[i];
        slotHeads[slot] = oldHeads[i];
        slotTails[slot] = oldTails[i];
      }
    }
  }

  @Override
  public long heapBytes() {
    return 16L * slotKeys.length + 12L * next.length;
  }
}
