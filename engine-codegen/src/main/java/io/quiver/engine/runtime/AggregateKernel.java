package io.quiver.engine.runtime;

import io.quiver.engine.hash.GroupTable;
import io.quiver.engine.hash.KeyBuffer;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The base of generated hash aggregations: {@link #accumulate} folds batches into per-group
 * accumulators held in primitive arrays; {@link #finish} writes one row per group.
 */
public abstract class AggregateKernel extends GeneratedKernel implements AutoCloseable {
  protected final GroupTable groups = new GroupTable();
  protected final KeyBuffer key = new KeyBuffer();
  /** The result batch, created by the kernel's owner; key columns are written as groups appear. */
  protected final VectorSchemaRoot out;

  protected AggregateKernel(Object[] refs, VectorSchemaRoot out) {
    super(refs);
    this.out = out;
  }

  public abstract void accumulate(VectorSchemaRoot in);

  /** Completes the result batch and hands it over to the caller. */
  public abstract VectorSchemaRoot finish();

  /** The bytes its group table, key buffer and accumulator arrays hold on the heap. */
  public abstract long heapBytes();

  /** {@link #heapBytes} for accumulator arrays of {@code capacity} groups of {@code bytesPerGroup}. */
  protected final long accumulatorHeapBytes(int capacity, long bytesPerGroup) {
    return groups.heapBytes() + key.heapBytes() + capacity * bytesPerGroup;
  }

  /** Grows an accumulator array to at least {@code size} entries. */
  protected static int grownCapacity(int current, int size) {
    return Math.max(size, current * 2);
  }

  private boolean handedOver;

  /** Marks the result batch as the caller's; generated {@link #finish} methods return this. */
  protected final VectorSchemaRoot handOver() {
    handedOver = true;
    return out;
  }

  @Override
  public void close() {
    if (!handedOver) {
      out.close();
    }
  }
}
