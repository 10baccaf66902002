package io.quiver.engine.store;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a transaction has written to one table and not yet committed: new chunks, and the rows it
 * deleted from chunks (committed ones or its own new ones). Immutable, so a statement builds the
 * next changes on the side and a failed statement leaves the transaction's changes as they were.
 */
public final class TableChanges {
  public static final TableChanges NONE = new TableChanges(List.of(), Map.of());

  private final List<Chunk> added;
  private final Map<Chunk, DeletionMask> deletions;

  private TableChanges(List<Chunk> added, Map<Chunk, DeletionMask> deletions) {
    this.added = List.copyOf(added);
    IdentityHashMap<Chunk, DeletionMask> copy = new IdentityHashMap<>(deletions);
    this.deletions = Collections.unmodifiableMap(copy);
  }

  public List<Chunk> added() {
    return added;
  }

  public Map<Chunk, DeletionMask> deletions() {
    return deletions;
  }

  public boolean isEmpty() {
    return added.isEmpty() && deletions.isEmpty();
  }

  /** These changes plus new chunks. */
  public TableChanges plusChunks(List<Chunk> chunks) {
    if (chunks.isEmpty()) {
      return this;
    }
    List<Chunk> all = new ArrayList<>(added);
    all.addAll(chunks);
    return new TableChanges(all, deletions);
  }

  /** These changes plus deleted rows. */
  public TableChanges plusDeletions(Map<Chunk, DeletionMask> more) {
    if (more.isEmpty()) {
      return this;
    }
    Map<Chunk, DeletionMask> all = new IdentityHashMap<>(deletions);
    more.forEach((chunk, mask) -> all.merge(chunk, mask, DeletionMask::union));
    return new TableChanges(added, all);
  }

  /** The added chunks as a version of their own, with the deletions this transaction made in them. */
  public TableVersion addedVersion() {
    List<DeletionMask> masks = new ArrayList<>(added.size());
    for (Chunk chunk : added) {
      masks.add(deletions.getOrDefault(chunk, DeletionMask.NONE));
    }
    return new TableVersion(0, added, masks);
  }

  /** Frees the chunks that were never committed. */
  public void discard() {
    added.forEach(Chunk::release);
  }
}
