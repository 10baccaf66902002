package io.quiver.engine.sort;

import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.types.pojo.Schema;

/**
 * Sorts rows spread over batches: collects the batches, sorts (batch, row) references with a
 * stable merge sort, and copies the rows in order into new batches, keeping only the window
 * {@code [offset, offset + fetch)}.
 */
public final class BatchSorter implements AutoCloseable {
  public static final int OUTPUT_BATCH_ROWS = 64 * 1024;

  private final Schema schema;
  private final List<SortOrder> orders;
  private final List<VectorSchemaRoot> batches = new ArrayList<>();
  private long rowCount;

  public BatchSorter(Schema schema, List<SortOrder> orders) {
    this.schema = schema;
    this.orders = List.copyOf(orders);
  }

  /** Takes ownership of the batch. */
  public void add(VectorSchemaRoot batch) {
    if (batch.getRowCount() == 0) {
      batch.close();
      return;
    }
    batches.add(batch);
    rowCount += batch.getRowCount();
    if (rowCount > Integer.MAX_VALUE) {
      throw new IllegalStateException("sorting more than 2^31 rows is not supported");
    }
  }

  /** The sorted rows in the window, as batches the caller owns. */
  public List<VectorSchemaRoot> finish(BufferAllocator allocator, long offset, long fetch) {
    return finish(allocator, offset, fetch, () -> { });
  }

  /**
   * The sorted rows in the window, as batches the caller owns; {@code checkpoint} runs between
   * steps of the sort and between output batches, and may throw to stop it.
   */
  public List<VectorSchemaRoot> finish(BufferAllocator allocator, long offset, long fetch, Runnable checkpoint) {
    if (rowCount == 0) {
      return List.of();
    }
    long[] refs = new long[(int) rowCount];
    int n = 0;
    for (int b = 0; b < batches.size(); b++) {
      int rows = batches.get(b).getRowCount();
      for (int r = 0; r < rows; r++) {
        refs[n++] = ((long) b << 32) | r;
      }
    }
    new RowOrdering(batches, orders, batches.get(0)).sort(refs, 0, refs.length, checkpoint);
    long end = fetch < 0 ? refs.length : Math.min(refs.length, offset + fetch);
    List<VectorSchemaRoot> out = new ArrayList<>();
    try {
      for (long start = Math.min(offset, refs.length); start < end; start += OUTPUT_BATCH_ROWS) {
        checkpoint.run();
        out.add(copyRows(allocator, refs, (int) start, (int) Math.min(end, start + OUTPUT_BATCH_ROWS)));
      }
    } catch (RuntimeException e) {
      out.forEach(VectorSchemaRoot::close);
      throw e;
    }
    return out;
  }

  private VectorSchemaRoot copyRows(BufferAllocator allocator, long[] refs, int from, int to) {
    return RowOrdering.gather(schema, batches, allocator, refs, from, to);
  }

  @Override
  public void close() {
    batches.forEach(VectorSchemaRoot::close);
    batches.clear();
  }
}
