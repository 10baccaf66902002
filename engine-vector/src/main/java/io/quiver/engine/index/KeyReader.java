package io.quiver.engine.index;

/** Reads the index key of one row of a chunk. */
@FunctionalInterface
public interface KeyReader {
  /** Sets {@code key} to the row's key; false when a key column is NULL (the row is not indexed). */
  boolean read(int row, IndexKey key);
}
