package io.quiver.engine.hash;

import java.util.Arrays;

/**
 * Assigns dense group ids (0, 1, 2, ...) to distinct keys: an open-addressing hash table over
 * primitive arrays, with the serialised keys stored back to back in one byte arena.
 */
public final class GroupTable {
  private static final float LOAD_FACTOR = 0.5f;

  private int[] slots;            // group id + 1; 0 marks an empty slot
  private int mask;
  private int[] groupHashes = new int[16];
  private int[] keyOffsets = new int[16];
  private int[] keyLengths = new int[16];
  private byte[] arena = new byte[1024];
  private int arenaSize;
  private int size;

  public GroupTable() {
    slots = new int[64];
    mask = slots.length - 1;
  }

  public int size() {
    return size;
  }

  /** The id of the key's group, creating it (with id {@link #size()} before the call) if new. */
  public int findOrInsert(KeyBuffer key) {
    int hash = key.hash();
    int slot = hash & mask;
    while (true) {
      int entry = slots[slot];
      if (entry == 0) {
        return insert(key, hash, slot);
      }
      int group = entry - 1;
      if (groupHashes[group] == hash && sameKey(group, key)) {
        return group;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** The id of the key's group, or -1 when the key was never inserted. */
  public int find(KeyBuffer key) {
    int hash = key.hash();
    int slot = hash & mask;
    while (true) {
      int entry = slots[slot];
      if (entry == 0) {
        return -1;
      }
      int group = entry - 1;
      if (groupHashes[group] == hash && sameKey(group, key)) {
        return group;
      }
      slot = (slot + 1) & mask;
    }
  }

  private boolean sameKey(int group, KeyBuffer key) {
    int offset = keyOffsets[group];
    return keyLengths[group] == key.length()
        && Arrays.equals(arena, offset, offset + key.length(), key.bytes(), 0, key.length());
  }

  private int insert(KeyBuffer key, int hash, int slot) {
    int group = size++;
    if (group == groupHashes.length) {
      int capacity = group * 2;
      groupHashes = Arrays.copyOf(groupHashes, capacity);
      keyOffsets = Arrays.copyOf(keyOffsets, capacity);
      keyLengths = Arrays.copyOf(keyLengths, capacity);
    }
    if (arenaSize + key.length() > arena.length) {
      arena = Arrays.copyOf(arena, Math.max(arena.length * 2, arenaSize + key.length()));
    }
    System.arraycopy(key.bytes(), 0, arena, arenaSize, key.length());
    groupHashes[group] = hash;
    keyOffsets[group] = arenaSize;
    keyLengths[group] = key.length();
    arenaSize += key.length();
    slots[slot] = group + 1;
    if (size > slots.length * LOAD_FACTOR) {
      rehash();
    }
    return group;
  }

  private void rehash() {
    slots = new int[slots.length * 2];
    mask = slots.length - 1;
    for (int group = 0; group < size; group++) {
      int slot = groupHashes[group] & mask;
      while (slots[slot] != 0) {
        slot = (slot + 1) & mask;
      }
      slots[slot] = group + 1;
    }
  }

  /** The bytes its arrays hold on the heap, for the query's memory accounting. */
  public long heapBytes() {
    return 4L * slots.length + 12L * groupHashes.length + arena.length;
  }
}
