package io.quiver.engine.sort;

import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.types.pojo.Schema;

/**
 * ORDER BY with a LIMIT: keeps only the best {@code offset + fetch} rows seen so far in a bounded
 * max-heap (the worst kept row on top), so a row that cannot make the cut costs one comparison
 * and memory stays proportional to the limit: batches are compacted to the kept rows whenever
 * the retained ones grow well past it.
 */
public final class TopNSorter implements AutoCloseable {
  private final Schema schema;
  private final List<SortOrder> orders;
  private final int limit;
  private final List<VectorSchemaRoot> batches = new ArrayList<>();
  private RowOrdering ordering;
  private long[] heap;
  private int size;
  private long retainedRows;

  public TopNSorter(Schema schema, List<SortOrder> orders, long offset, long fetch) {
    this.schema = schema;
    this.orders = List.copyOf(orders);
    long wanted = offset + fetch;
    if (fetch < 0 || wanted > Integer.MAX_VALUE / 2) {
      throw new IllegalArgumentException("top-N needs a bounded limit, was offset " + offset + " fetch " + fetch);
    }
    this.limit = (int) wanted;
    this.heap = new long[Math.max(1, Math.min(limit, 1024))];
  }

  /** Takes ownership of the batch. */
  public void add(VectorSchemaRoot batch, BufferAllocator allocator) {
    if (limit == 0 || batch.getRowCount() == 0) {
      batch.close();
      return;
    }
    if (ordering == null) {
      ordering = new RowOrdering(batches, orders, batch);
    }
    int index = batches.size();
    batches.add(batch);
    boolean used = false;
    for (int row = 0; row < batch.getRowCount(); row++) {
      long ref = RowOrdering.ref(index, row);
      if (size < limit) {
        push(ref);
        used = true;
      } else if (ordering.compare(ref, heap[0]) < 0) {
        heap[0] = ref;
        siftDown(0);
        used = true;
      }
    }
    if (!used) {
      batches.remove(index).close();
      return;
    }
    retainedRows += batch.getRowCount();
    if (batches.size() > 1 && retainedRows > Math.max(2L * limit, 64 * 1024)) {
      compact(allocator);
    }
  }

  private void push(long ref) {
    if (size == heap.length) {
      heap = java.util.Arrays.copyOf(heap, Math.min(limit, heap.length * 2));
    }
    int i = size++;
    heap[i] = ref;
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (ordering.compare(heap[parent], heap[i]) >= 0) {
        break;
      }
      swap(i, parent);
      i = parent;
    }
  }

  private void siftDown(int i) {
    while (true) {
      int l = 2 * i + 1;
      int worst = i;
      if (l < size && ordering.compare(heap[l], heap[worst]) > 0) {
        worst = l;
      }
      if (l + 1 < size && ordering.compare(heap[l + 1], heap[worst]) > 0) {
        worst = l + 1;
      }
      if (worst == i) {
        return;
      }
      swap(i, worst);
      i = worst;
    }
  }

  private void swap(int i, int j) {
    long t = heap[i];
    heap[i] = heap[j];
    heap[j] = t;
  }

  /** Copies the kept rows into one batch, in heap order, and releases the others. */
  private void compact(BufferAllocator allocator) {
    VectorSchemaRoot kept = copy(allocator, heap, 0, size);
    batches.forEach(VectorSchemaRoot::close);
    batches.clear();
    batches.add(kept);
    for (int i = 0; i < size; i++) {
      heap[i] = RowOrdering.ref(0, i);
    }
    retainedRows = size;
  }

  private VectorSchemaRoot copy(BufferAllocator allocator, long[] refs, int from, int to) {
    return RowOrdering.gather(schema, batches, allocator, refs, from, to);
  }

  /** The kept rows in order, skipping {@code offset}, as batches the caller owns. */
  public List<VectorSchemaRoot> finish(BufferAllocator allocator, long offset) {
    if (size == 0 || offset >= size) {
      return List.of();
    }
    long[] sorted = java.util.Arrays.copyOf(heap, size);
    ordering.sort(sorted, 0, size);
    List<VectorSchemaRoot> out = new ArrayList<>();
    try {
      for (int start = (int) offset; start < size; start += BatchSorter.OUTPUT_BATCH_ROWS) {
        out.add(copy(allocator, sorted, start, Math.min(size, start + BatchSorter.OUTPUT_BATCH_ROWS)));
      }
    } catch (RuntimeException e) {
      out.forEach(VectorSchemaRoot::close);
      throw e;
    }
    return out;
  }

  @Override
  public void close() {
    batches.forEach(VectorSchemaRoot::close);
    batches.clear();
  }
}
