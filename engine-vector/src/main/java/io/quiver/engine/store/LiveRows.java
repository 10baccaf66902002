package io.quiver.engine.store;

import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.util.TransferPair;

/**
 * What a scan reads of a chunk: all of it, or, when rows are deleted, a copy of the live rows. Small
 * chunks (a table filled by single-row INSERTs holds one chunk per row) are read several at once,
 * their live rows copied into one batch: a batch costs the same fixed work per column whatever it
 * holds, which made scanning a million one-row chunks a thousand times slower than one chunk.
 */
public final class LiveRows {
  /** Chunks of fewer rows than this are read together with their small neighbours. */
  public static final int SMALL_CHUNK_ROWS = 1024;
  /** A batch of small chunks stops growing at this many live rows. */
  public static final int RUN_ROWS = 16 * 1024;

  private LiveRows() {}

  /** True when a scan should read this chunk together with others ({@link #ofRun}). */
  public static boolean isSmall(Chunk chunk) {
    return chunk.rowCount() < SMALL_CHUNK_ROWS;
  }

  /** The live rows of chunk {@code index} of the version: what a scan counts toward {@link #RUN_ROWS}. */
  public static int live(TableVersion version, int index) {
    return version.chunks().get(index).rowCount() - version.deletions(index).count();
  }

  /**
   * The live rows of the version's chunks at {@code indexes[0..count)}, in that order, copied into
   * one batch the caller owns and closes.
   */
  public static VectorSchemaRoot ofRun(TableVersion version, int[] indexes, int count, BufferAllocator allocator) {
    if (count == 1) {
      return of(version.chunks().get(indexes[0]), version.deletions(indexes[0]), allocator);
    }
    VectorSchemaRoot[] batches = new VectorSchemaRoot[count];
    DeletionMask[] masks = new DeletionMask[count];
    for (int i = 0; i < count; i++) {
      batches[i] = version.chunks().get(indexes[i]).batch();
      masks[i] = version.deletions(indexes[i]);
    }
    return copyLive(batches, masks, allocator);
  }

  /** A batch the caller owns and closes. */
  public static VectorSchemaRoot of(Chunk chunk, DeletionMask deleted, BufferAllocator allocator) {
    VectorSchemaRoot batch = chunk.batch();
    if (deleted.isEmpty()) {
      return batch.slice(0, batch.getRowCount());
    }
    return copyLive(new VectorSchemaRoot[] {batch}, new DeletionMask[] {deleted}, allocator);
  }

  /** The rows of {@code batches} that their masks leave live, in order, copied into one new batch. */
  private static VectorSchemaRoot copyLive(VectorSchemaRoot[] batches, DeletionMask[] masks,
      BufferAllocator allocator) {
    int live = 0;
    for (int i = 0; i < batches.length; i++) {
      live += batches[i].getRowCount() - masks[i].count();
    }
    VectorSchemaRoot out = VectorSchemaRoot.create(batches[0].getSchema(), allocator);
    try {
      for (int c = 0; c < out.getFieldVectors().size(); c++) {
        FieldVector to = out.getVector(c);
        to.setInitialCapacity(live);
        to.allocateNew();
        int outRow = 0;
        for (int i = 0; i < batches.length; i++) {
          TransferPair copier = batches[i].getVector(c).makeTransferPair(to);
          int rows = batches[i].getRowCount();
          for (int row = masks[i].nextLive(0); row < rows; row = masks[i].nextLive(row + 1)) {
            copier.copyValueSafe(row, outRow++);
          }
        }
        to.setValueCount(live);
      }
      out.setRowCount(live);
      return out;
    } catch (RuntimeException e) {
      out.close();
      throw e;
    }
  }
}
