package io.quiver.engine.hash;

/**
 * Group ids of grouping keys packed into one {@code long} (TPC-H Q1's two one-letter flags): an
 * open-addressing table on primitive arrays, probed with one multiply-shift hash and one long
 * comparison, where {@link GroupTable} serialises, hashes and compares bytes. The ids are the
 * caller's, so that keys too long to pack can take a {@link GroupTable} beside it and share one
 * id space.
 */
public final class LongGroupTable {
  private static final float LOAD_FACTOR = 0.5f;

  private long[] keys = new long[64];
  private int[] ids = new int[64];    // group id + 1; 0 marks an empty slot
  private int mask = 63;
  private int size;

  public int size() {
    return size;
  }

  /** The id stored for {@code key}, or -1. */
  public int find(long key) {
    int slot = slot(key);
    while (true) {
      int entry = ids[slot];
      if (entry == 0) {
        return -1;
      }
      if (keys[slot] == key) {
        return entry - 1;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Stores {@code id} for {@code key}, which {@link #find} did not find. */
  public void insert(long key, int id) {
    int slot = slot(key);
    while (ids[slot] != 0) {
      slot = (slot + 1) & mask;
    }
    keys[slot] = key;
    ids[slot] = id + 1;
    if (++size > ids.length * LOAD_FACTOR) {
      rehash();
    }
  }

  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 29) ^ (h >>> 47)) & mask;
  }

  private void rehash() {
    long[] oldKeys = keys;
    int[] oldIds = ids;
    keys = new long[oldKeys.length * 2];
    ids = new int[oldIds.length * 2];
    mask = ids.length - 1;
    for (int i = 0; i < oldIds.length; i++) {
      if (oldIds[i] != 0) {
        int slot = slot(oldKeys[i]);
        while (ids[slot] != 0) {
          slot = (slot + 1) & mask;
        }
        keys[slot] = oldKeys[i];
        ids[slot] = oldIds[i];
      }
    }
  }

  /** The bytes its arrays hold on the heap, for the query's memory accounting. */
  public long heapBytes() {
    return 12L * ids.length;
  }
}
