package io.quiver.engine.store;

import java.util.List;
import java.util.Map;

/**
 * One committed state of a table: its chunks and, per chunk, the rows deleted from it. A query
 * reads one version from start to end, so it never sees a half-applied statement; UPDATE and
 * DELETE make a new version that marks rows deleted instead of rewriting chunks.
 */
public final class TableVersion {
  public static final TableVersion EMPTY = new TableVersion(0, List.of(), List.of());

  private final long number;
  private final PersistentArray<Chunk> chunks;
  private final PersistentArray<DeletionMask> deletions;
  /** The live rows, or -1 until counted; racy but idempotent. */
  private volatile long rowCount;

  public TableVersion(long number, List<Chunk> chunks, List<DeletionMask> deletions) {
    this(number, PersistentArray.copyOf(chunks), PersistentArray.copyOf(deletions), -1);
  }

  /** A version of chunks with no deletions. */
  public TableVersion(long number, List<Chunk> chunks) {
    this(number, chunks, java.util.Collections.nCopies(chunks.size(), DeletionMask.NONE));
  }

  private TableVersion(long number, PersistentArray<Chunk> chunks, PersistentArray<DeletionMask> deletions,
      long rowCount) {
    if (chunks.size() != deletions.size()) {
      throw new IllegalArgumentException(chunks.size() + " chunks but " + deletions.size() + " deletion masks");
    }
    this.number = number;
    this.chunks = chunks;
    this.deletions = deletions;
    this.rowCount = rowCount;
  }

  public long number() {
    return number;
  }

  public List<Chunk> chunks() {
    return chunks;
  }

  /** The deleted rows of chunk {@code index}. */
  public DeletionMask deletions(int index) {
    return deletions.get(index);
  }

  /** The deletion mask of a chunk of this version, or null when the chunk is not in it. */
  DeletionMask deletionsOf(Chunk chunk) {
    int index = indexOf(chunk);
    return index < 0 ? null : deletions.get(index);
  }

  /**
   * The position of a chunk in this version, or -1. A chunk knows where it stands (its committed
   * position, or its place in its transaction's view); without a hint that holds, it is searched
   * for from the end, where a transaction's own chunks are.
   */
  private int indexOf(Chunk chunk) {
    int hint = chunk.positionHint();
    if (hint >= 0 && hint < chunks.size() && chunks.get(hint) == chunk) {
      return hint;
    }
    for (int i = chunks.size() - 1; i >= 0; i--) {
      if (chunks.get(i) == chunk) {
        return i;
      }
    }
    return -1;
  }

  /** The number of rows a scan of this version returns (counted once: planning asks for it per statement). */
  public long rowCount() {
    long rows = rowCount;
    if (rows < 0) {
      rows = 0;
      for (int i = 0; i < chunks.size(); i++) {
        rows += chunks.get(i).rowCount() - deletions.get(i).count();
      }
      rowCount = rows;
    }
    return rows;
  }

  /**
   * This version with the changes applied: their chunks appended and their deletions added. Costs
   * what the changes touch, not what the table holds: the arrays share every untouched part.
   */
  public TableVersion apply(TableChanges changes, long newNumber) {
    PersistentArray<Chunk> allChunks = chunks;
    PersistentArray<DeletionMask> allDeletions = deletions;
    long rows = rowCount();
    for (Chunk chunk : changes.added()) {
      if (chunk.positionHint() < 0 || chunk.positionHint() >= allChunks.size()
          || allChunks.get(chunk.positionHint()) != chunk) {
        chunk.standsAt(allChunks.size());
      }
      allChunks = allChunks.plus(chunk);
      allDeletions = allDeletions.plus(DeletionMask.NONE);
      rows += chunk.rowCount();
    }
    TableVersion appended = new TableVersion(newNumber, allChunks, allDeletions, rows);
    for (Map.Entry<Chunk, DeletionMask> deleted : changes.deletions().entrySet()) {
      int index = appended.indexOf(deleted.getKey());
      if (index < 0) {
        throw new IllegalStateException("deletions of chunks that are not in the version");
      }
      DeletionMask before = allDeletions.get(index);
      DeletionMask after = before.union(deleted.getValue());
      allDeletions = allDeletions.with(index, after);
      rows -= after.count() - before.count();
    }
    return changes.deletions().isEmpty() ? appended : new TableVersion(newNumber, allChunks, allDeletions, rows);
  }
}
