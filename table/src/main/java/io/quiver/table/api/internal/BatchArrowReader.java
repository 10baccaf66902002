package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.types.ArrowTypes;
import java.io.IOException;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.ipc.ArrowReader;
import org.apache.arrow.vector.types.pojo.Schema;

/**
 * A result's batches handed out as an Arrow {@link ArrowReader}, without copying them: each
 * {@link #loadNextBatch()} moves the buffers of the engine's next batch into the reader's root
 * (a transfer of ownership, not of bytes), in the allocator of the query that made them. Closing
 * the reader closes the result, which releases the query's memory.
 */
public final class BatchArrowReader extends ArrowReader {
  /** The allocator of the (empty) root of a result without batches. */
  private static final BufferAllocator NO_BATCHES = new org.apache.arrow.memory.RootAllocator();

  private final BatchSource source;
  private final Schema schema;
  private VectorSchemaRoot first;

  private BatchArrowReader(BatchSource source, VectorSchemaRoot first, BufferAllocator allocator) {
    super(allocator);
    this.source = source;
    this.first = first;
    this.schema = ArrowTypes.schema(source.columns());
  }

  /**
   * A reader over the batches {@code source} has left; its root's vectors belong to the
   * allocator of the source's batches (when there are none, to one that never holds memory).
   */
  public static BatchArrowReader of(BatchSource source) {
    VectorSchemaRoot first;
    try {
      first = source.next();
    } catch (RuntimeException e) {
      source.close();
      throw e;
    }
    BufferAllocator allocator = first != null && first.getFieldVectors().size() > 0
        ? first.getVector(0).getAllocator() : NO_BATCHES;
    return new BatchArrowReader(source, first, allocator);
  }

  @Override
  public boolean loadNextBatch() throws IOException {
    prepareLoadNextBatch();
    VectorSchemaRoot next = first != null ? first : source.next();
    first = null;
    if (next == null) {
      return false;
    }
    try (next) {
      VectorSchemaRoot root = getVectorSchemaRoot();
      List<FieldVector> targets = root.getFieldVectors();
      for (int i = 0; i < targets.size(); i++) {
        next.getVector(i).makeTransferPair(targets.get(i)).transfer();
      }
      root.setRowCount(next.getRowCount());
    }
    return true;
  }

  @Override
  public long bytesRead() {
    return 0;
  }

  @Override
  protected void closeReadSource() {
    if (first != null) {
      first.close();
      first = null;
    }
    source.close();
  }

  @Override
  protected Schema readSchema() {
    return schema;
  }
}
