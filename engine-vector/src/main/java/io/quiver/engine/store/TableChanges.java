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
  public static final TableChanges NONE = new TableChanges(List.of(), Map.of(), Map.of(), Map.of());

  private final List<Chunk> added;
  private final Map<Chunk, DeletionMask> deletions;
  /** Rows read FOR UPDATE: they count as written, for this transaction's commit and for others'. */
  private final Map<Chunk, DeletionMask> locked;
  /** Rows read FOR SHARE: this transaction's commit fails if another changed them meanwhile. */
  private final Map<Chunk, DeletionMask> shared;

  /**
   * Takes the collections as they are: each is this class's own unmodifiable one or a copy a
   * {@code plus} method just made and wraps (copying them again made every statement of a long
   * transaction copy each of its maps twice).
   */
  private TableChanges(List<Chunk> added, Map<Chunk, DeletionMask> deletions, Map<Chunk, DeletionMask> locked,
      Map<Chunk, DeletionMask> shared) {
    this.added = added;
    this.deletions = deletions;
    this.locked = locked;
    this.shared = shared;
  }

  public Map<Chunk, DeletionMask> locked() {
    return locked;
  }

  public Map<Chunk, DeletionMask> shared() {
    return shared;
  }

  /** These changes plus rows read FOR UPDATE ({@code exclusive}) or FOR SHARE. */
  public TableChanges plusLocks(Map<Chunk, DeletionMask> rows, boolean exclusive) {
    if (rows.isEmpty()) {
      return this;
    }
    Map<Chunk, DeletionMask> all = new IdentityHashMap<>(exclusive ? locked : shared);
    rows.forEach((chunk, mask) -> all.merge(chunk, mask, DeletionMask::union));
    Map<Chunk, DeletionMask> merged = Collections.unmodifiableMap(all);
    return exclusive ? new TableChanges(added, deletions, merged, shared)
        : new TableChanges(added, deletions, locked, merged);
  }

  public List<Chunk> added() {
    return added;
  }

  public Map<Chunk, DeletionMask> deletions() {
    return deletions;
  }

  public boolean isEmpty() {
    return added.isEmpty() && deletions.isEmpty() && locked.isEmpty() && shared.isEmpty();
  }

  /** These changes plus new chunks. */
  public TableChanges plusChunks(List<Chunk> chunks) {
    if (chunks.isEmpty()) {
      return this;
    }
    List<Chunk> all = new ArrayList<>(added);
    all.addAll(chunks);
    return new TableChanges(Collections.unmodifiableList(all), deletions, locked, shared);
  }

  /** These changes plus deleted rows. */
  public TableChanges plusDeletions(Map<Chunk, DeletionMask> more) {
    if (more.isEmpty()) {
      return this;
    }
    Map<Chunk, DeletionMask> all = new IdentityHashMap<>(deletions);
    more.forEach((chunk, mask) -> all.merge(chunk, mask, DeletionMask::union));
    return new TableChanges(added, Collections.unmodifiableMap(all), locked, shared);
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
