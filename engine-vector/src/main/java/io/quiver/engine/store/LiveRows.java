package io.quiver.engine.store;

import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.util.TransferPair;

/** What a scan reads of a chunk: all of it, or, when rows are deleted, a copy of the live rows. */
public final class LiveRows {
  private LiveRows() {}

  /** A batch the caller owns and closes. */
  public static VectorSchemaRoot of(Chunk chunk, DeletionMask deleted, BufferAllocator allocator) {
    VectorSchemaRoot batch = chunk.batch();
    if (deleted.isEmpty()) {
      return batch.slice(0, batch.getRowCount());
    }
    int rows = batch.getRowCount();
    int live = rows - deleted.count();
    VectorSchemaRoot out = VectorSchemaRoot.create(batch.getSchema(), allocator);
    try {
      for (int c = 0; c < batch.getFieldVectors().size(); c++) {
        FieldVector from = batch.getVector(c);
        FieldVector to = out.getVector(c);
        to.setInitialCapacity(live);
        to.allocateNew();
        TransferPair copier = from.makeTransferPair(to);
        int outRow = 0;
        for (int row = deleted.nextLive(0); row < rows; row = deleted.nextLive(row + 1)) {
          copier.copyValueSafe(row, outRow++);
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
