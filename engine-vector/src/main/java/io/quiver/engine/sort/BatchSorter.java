package io.quiver.engine.sort;

import io.quiver.engine.sort.ColumnComparators.ValueComparator;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
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
    mergeSort(refs, new long[refs.length], 0, refs.length, rowComparator());
    long end = fetch < 0 ? refs.length : Math.min(refs.length, offset + fetch);
    List<VectorSchemaRoot> out = new ArrayList<>();
    for (long start = Math.min(offset, refs.length); start < end; start += OUTPUT_BATCH_ROWS) {
      out.add(copyRows(allocator, refs, (int) start, (int) Math.min(end, start + OUTPUT_BATCH_ROWS)));
    }
    return out;
  }

  private VectorSchemaRoot copyRows(BufferAllocator allocator, long[] refs, int from, int to) {
    VectorSchemaRoot out = VectorSchemaRoot.create(schema, allocator);
    out.allocateNew();
    List<FieldVector> targets = out.getFieldVectors();
    for (int i = from; i < to; i++) {
      VectorSchemaRoot source = batches.get((int) (refs[i] >>> 32));
      int row = (int) refs[i];
      for (int c = 0; c < targets.size(); c++) {
        targets.get(c).copyFromSafe(row, i - from, source.getVector(c));
      }
    }
    out.setRowCount(to - from);
    return out;
  }

  private interface RowComparator {
    int compare(long a, long b);
  }

  private RowComparator rowComparator() {
    int keys = orders.size();
    ValueComparator[] comparators = new ValueComparator[keys];
    for (int k = 0; k < keys; k++) {
      comparators[k] = ColumnComparators.forVector(batches.get(0).getVector(orders.get(k).column()));
    }
    return (a, b) -> {
      VectorSchemaRoot ba = batches.get((int) (a >>> 32));
      VectorSchemaRoot bb = batches.get((int) (b >>> 32));
      int ra = (int) a;
      int rb = (int) b;
      for (int k = 0; k < keys; k++) {
        SortOrder order = orders.get(k);
        FieldVector va = ba.getVector(order.column());
        FieldVector vb = bb.getVector(order.column());
        boolean nullA = va.isNull(ra);
        boolean nullB = vb.isNull(rb);
        int c;
        if (nullA || nullB) {
          c = nullA == nullB ? 0 : (nullA == order.nullsFirst() ? -1 : 1);
        } else {
          c = comparators[k].compare(va, ra, vb, rb);
          if (order.descending()) {
            c = -c;
          }
        }
        if (c != 0) {
          return c;
        }
      }
      return 0;
    };
  }

  private static void mergeSort(long[] a, long[] tmp, int from, int to, RowComparator cmp) {
    if (to - from <= 16) {
      for (int i = from + 1; i < to; i++) {
        long x = a[i];
        int j = i - 1;
        while (j >= from && cmp.compare(a[j], x) > 0) {
          a[j + 1] = a[j];
          j--;
        }
        a[j + 1] = x;
      }
      return;
    }
    int mid = (from + to) >>> 1;
    mergeSort(a, tmp, from, mid, cmp);
    mergeSort(a, tmp, mid, to, cmp);
    if (cmp.compare(a[mid - 1], a[mid]) <= 0) {
      return;
    }
    System.arraycopy(a, from, tmp, from, to - from);
    int i = from;
    int j = mid;
    for (int k = from; k < to; k++) {
      if (j >= to || (i < mid && cmp.compare(tmp[i], tmp[j]) <= 0)) {
        a[k] = tmp[i++];
      } else {
        a[k] = tmp[j++];
      }
    }
  }

  @Override
  public void close() {
    batches.forEach(VectorSchemaRoot::close);
    batches.clear();
  }
}
