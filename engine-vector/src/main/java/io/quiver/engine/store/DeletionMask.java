package io.quiver.engine.store;

import java.util.BitSet;

/**
 * The rows of one chunk that a table version no longer contains. Immutable: every change makes a
 * new mask, so versions that share a chunk never see each other's deletions.
 */
public final class DeletionMask {
  public static final DeletionMask NONE = new DeletionMask(new BitSet());

  private final BitSet deleted;

  private DeletionMask(BitSet deleted) {
    this.deleted = deleted;
  }

  /** A mask of the given row positions. */
  public static DeletionMask of(BitSet rows) {
    return rows.isEmpty() ? NONE : new DeletionMask((BitSet) rows.clone());
  }

  public boolean isDeleted(int row) {
    return deleted.get(row);
  }

  public boolean isEmpty() {
    return deleted.isEmpty();
  }

  public int count() {
    return deleted.cardinality();
  }

  public DeletionMask union(DeletionMask other) {
    if (other.isEmpty()) {
      return this;
    }
    if (isEmpty()) {
      return other;
    }
    BitSet union = (BitSet) deleted.clone();
    union.or(other.deleted);
    return new DeletionMask(union);
  }

  public boolean intersects(DeletionMask other) {
    return deleted.intersects(other.deleted);
  }

  /** The deleted rows as {@link BitSet#toLongArray} gives them, for a file database's files. */
  public long[] toLongArray() {
    return deleted.toLongArray();
  }

  /** The next row at or after {@code from} that is not deleted. */
  public int nextLive(int from) {
    return deleted.nextClearBit(from);
  }
}
