package io.quiver.engine.sort;

import io.quiver.engine.sort.ColumnComparators.ValueComparator;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.types.pojo.Schema;

/**
 * Orders rows of a list of same-schema batches, each row named by a {@code long} reference
 * (batch index in the high half, row in the low half), by a list of sort keys with their
 * directions and NULL placement.
 */
final class RowOrdering {
  private final List<VectorSchemaRoot> batches;
  private final List<SortOrder> orders;
  private final ValueComparator[] comparators;

  RowOrdering(List<VectorSchemaRoot> batches, List<SortOrder> orders, VectorSchemaRoot sample) {
    this.batches = batches;
    this.orders = orders;
    this.comparators = new ValueComparator[orders.size()];
    for (int k = 0; k < comparators.length; k++) {
      comparators[k] = ColumnComparators.forVector(sample.getVector(orders.get(k).column()));
    }
  }

  /**
   * The rows {@code refs[from..to)} of {@code batches}, copied in that order into a new batch.
   * Over a query's memory limit the copy fails part-way: what it allocated goes back.
   */
  static VectorSchemaRoot gather(Schema schema, List<VectorSchemaRoot> batches, BufferAllocator allocator, long[] refs,
      int from, int to) {
    VectorSchemaRoot out = VectorSchemaRoot.create(schema, allocator);
    try {
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
    } catch (RuntimeException e) {
      out.close();
      throw e;
    }
  }

  static long ref(int batch, int row) {
    return ((long) batch << 32) | row;
  }

  int compare(long a, long b) {
    VectorSchemaRoot ba = batches.get((int) (a >>> 32));
    VectorSchemaRoot bb = batches.get((int) (b >>> 32));
    int ra = (int) a;
    int rb = (int) b;
    for (int k = 0; k < comparators.length; k++) {
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
  }

  /** Sorts {@code refs[from, to)} stably. */
  void sort(long[] refs, int from, int to) {
    sort(refs, from, to, () -> { });
  }

  /**
   * Sorts {@code refs[from, to)} stably, running {@code checkpoint} after each merge of at least
   * {@link #CHECKPOINT_ROWS} rows: a long sort can be cancelled while it runs.
   */
  void sort(long[] refs, int from, int to, Runnable checkpoint) {
    this.checkpoint = checkpoint;
    mergeSort(refs, new long[refs.length], from, to);
  }

  static final int CHECKPOINT_ROWS = 64 * 1024;
  private Runnable checkpoint = () -> { };

  private void mergeSort(long[] a, long[] tmp, int from, int to) {
    if (to - from >= CHECKPOINT_ROWS) {
      checkpoint.run();
    }
    if (to - from <= 16) {
      for (int i = from + 1; i < to; i++) {
        long x = a[i];
        int j = i - 1;
        while (j >= from && compare(a[j], x) > 0) {
          a[j + 1] = a[j];
          j--;
        }
        a[j + 1] = x;
      }
      return;
    }
    int mid = (from + to) >>> 1;
    mergeSort(a, tmp, from, mid);
    mergeSort(a, tmp, mid, to);
    if (compare(a[mid - 1], a[mid]) <= 0) {
      return;
    }
    System.arraycopy(a, from, tmp, from, to - from);
    int i = from;
    int j = mid;
    for (int k = from; k < to; k++) {
      if (j >= to || (i < mid && compare(tmp[i], tmp[j]) <= 0)) {
        a[k] = tmp[i++];
      } else {
        a[k] = tmp[j++];
      }
    }
  }
}
