package io.quiver.engine.store;

import java.util.ArrayList;
import java.util.IdentityHashMap;
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
  private final List<Chunk> chunks;
  private final List<DeletionMask> deletions;
  /** The live rows, or -1 until counted; racy but idempotent. */
  private volatile long rowCount = -1;

  public TableVersion(long number, List<Chunk> chunks, List<DeletionMask> deletions) {
    if (chunks.size() != deletions.size()) {
      throw new IllegalArgumentException(chunks.size() + " chunks but " + deletions.size() + " deletion masks");
    }
    this.number = number;
    this.chunks = List.copyOf(chunks);
    this.deletions = List.copyOf(deletions);
  }

  /** A version of chunks with no deletions. */
  public TableVersion(long number, List<Chunk> chunks) {
    this(number, chunks, java.util.Collections.nCopies(chunks.size(), DeletionMask.NONE));
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
    for (int i = 0; i < chunks.size(); i++) {
      if (chunks.get(i) == chunk) {
        return deletions.get(i);
      }
    }
    return null;
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

  /** This version with the changes applied: their chunks appended and their deletions added. */
  public TableVersion apply(TableChanges changes, long newNumber) {
    Map<Chunk, DeletionMask> deleted = new IdentityHashMap<>(changes.deletions());
    List<Chunk> allChunks = new ArrayList<>(chunks.size() + changes.added().size());
    List<DeletionMask> allDeletions = new ArrayList<>(allChunks.size());
    for (int i = 0; i < chunks.size(); i++) {
      allChunks.add(chunks.get(i));
      DeletionMask more = deleted.remove(chunks.get(i));
      allDeletions.add(more == null ? deletions.get(i) : deletions.get(i).union(more));
    }
    for (Chunk chunk : changes.added()) {
      allChunks.add(chunk);
      DeletionMask mask = deleted.remove(chunk);
      allDeletions.add(mask == null ? DeletionMask.NONE : mask);
    }
    if (!deleted.isEmpty()) {
      throw new IllegalStateException("deletions of chunks that are not in the version");
    }
    return new TableVersion(newNumber, allChunks, allDeletions);
  }
}
