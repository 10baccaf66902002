package io.quiver.engine.hash;

import java.util.Arrays;

/**
 * The build side of a hash join: maps each distinct key to the chain of build rows that carry
 * it. Keys are grouped by a {@link GroupTable}; rows are entries 0, 1, 2, ... in insertion order,
 * each holding an opaque {@code long} reference (typically batch index and row) and the next
 * entry of its chain, all in primitive arrays.
 */
public final class JoinTable implements JoinChains {
  private final GroupTable groups = new GroupTable();
  private int[] heads = new int[16];   // per group: its first entry
  private int[] tails = new int[16];   // per group: its last entry, so chains keep insertion order
  private int[] next = new int[16];    // per entry: the next entry of its chain, -1 at the end
  private long[] refs = new long[16];
  private int entries;
  private int groupCount;

  /** Adds a build row under {@code key}. */
  public void add(KeyBuffer key, long ref) {
    int group = groups.findOrInsert(key);
    if (entries == refs.length) {
      refs = Arrays.copyOf(refs, entries * 2);
      next = Arrays.copyOf(next, entries * 2);
    }
    int entry = entries++;
    refs[entry] = ref;
    next[entry] = -1;
    if (group >= heads.length) {
      heads = Arrays.copyOf(heads, Math.max(group + 1, heads.length * 2));
      tails = Arrays.copyOf(tails, heads.length);
    }
    if (group == groupCount) {
      groupCount++;
      heads[group] = entry;
    } else {
      next[tails[group]] = entry;
    }
    tails[group] = entry;
  }

  /**
   * Adds a build row that no key can find (its key has a NULL), so that an outer join can still
   * emit it as unmatched.
   */
  public void addUnkeyed(long ref) {
    if (entries == refs.length) {
      refs = Arrays.copyOf(refs, entries * 2);
      next = Arrays.copyOf(next, entries * 2);
    }
    refs[entries] = ref;
    next[entries] = -1;
    entries++;
  }

  /** The first entry whose key equals {@code key}, or -1. */
  public int find(KeyBuffer key) {
    int group = groups.find(key);
    return group < 0 ? -1 : heads[group];
  }

  /** The entry after {@code entry} in its chain, or -1. */
  @Override
  public int next(int entry) {
    return next[entry];
  }

  @Override
  public long ref(int entry) {
    return refs[entry];
  }

  /** How many build rows were added. */
  @Override
  public int size() {
    return entries;
  }

  @Override
  public long heapBytes() {
    return 8L * heads.length + 12L * next.length + groups.heapBytes();
  }
}
