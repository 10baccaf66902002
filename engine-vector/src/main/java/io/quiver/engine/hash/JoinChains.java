package io.quiver.engine.hash;

/** The build rows of a join table: entries numbered from 0, chained per key. */
public interface JoinChains {
  /** The entry after {@code entry} in its key's chain, or -1. */
  int next(int entry);

  /** The opaque reference stored with the entry (typically batch index and row). */
  long ref(int entry);

  /** How many build rows were added, keyed or not. */
  int size();

  /** The bytes its arrays hold on the heap, for the query's memory accounting. */
  long heapBytes();
}
