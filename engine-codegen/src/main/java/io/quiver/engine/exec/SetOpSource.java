package io.quiver.engine.exec;

import io.quiver.engine.hash.GroupTable;
import io.quiver.engine.hash.KeyBuffer;
import io.quiver.engine.hash.VectorKeys;
import io.quiver.engine.plan.SetOp;
import io.quiver.engine.types.Column;
import java.util.Arrays;
import java.util.List;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * INTERSECT and EXCEPT: counts the right input's rows per distinct row in a {@link GroupTable},
 * then streams the left input, deciding each row from the count left for it (ALL) or from
 * whether its value was seen before (distinct).
 */
final class SetOpSource implements BatchSource {
  private final BatchSource left;
  private final BatchSource right;
  private final SetOp.Kind kind;
  private final boolean all;
  private final List<Column> columns;
  private final ExecContext context;
  private final KeyBuffer key = new KeyBuffer();
  private GroupTable rightRows;
  private long[] rightCounts = new long[16];
  private final GroupTable emitted = new GroupTable();

  SetOpSource(BatchSource left, BatchSource right, SetOp.Kind kind, boolean all, List<Column> columns,
      ExecContext context) {
    this.left = left;
    this.right = right;
    this.kind = kind;
    this.all = all;
    this.columns = columns;
    this.context = context;
  }

  @Override
  public List<Column> columns() {
    return columns;
  }

  @Override
  public VectorSchemaRoot next() {
    if (rightRows == null) {
      countRight();
    }
    for (VectorSchemaRoot next = left.next(); next != null; next = left.next()) {
      try (VectorSchemaRoot batch = next) {
        VectorSchemaRoot out = filter(batch);
        if (out != null) {
          return out;
        }
      }
      context.checkCancelled();
    }
    return null;
  }

  private void countRight() {
    rightRows = new GroupTable();
    for (VectorSchemaRoot next = right.next(); next != null; next = right.next()) {
      try (VectorSchemaRoot batch = next) {
        VectorKeys.KeyColumn[] keys = VectorKeys.nullsEqual(batch.getFieldVectors().toArray(new FieldVector[0]));
        for (int row = 0; row < batch.getRowCount(); row++) {
          VectorKeys.put(keys, key, row);
          int group = rightRows.findOrInsert(key);
          if (group >= rightCounts.length) {
            rightCounts = Arrays.copyOf(rightCounts, rightCounts.length * 2);
          }
          rightCounts[group]++;
        }
      }
      context.checkCancelled();
    }
  }

  /** The rows of the batch that the set operation keeps, or null if none. */
  private VectorSchemaRoot filter(VectorSchemaRoot batch) {
    VectorKeys.KeyColumn[] keys = VectorKeys.nullsEqual(batch.getFieldVectors().toArray(new FieldVector[0]));
    int[] kept = new int[batch.getRowCount()];
    int n = 0;
    for (int row = 0; row < batch.getRowCount(); row++) {
      VectorKeys.put(keys, key, row);
      if (keep()) {
        kept[n++] = row;
      }
    }
    return n == 0 ? null : selectRows(batch, kept, n, columns, context.allocator());
  }

  /** A new batch of the {@code n} rows of {@code batch} at the positions {@code kept}. */
  static VectorSchemaRoot selectRows(VectorSchemaRoot batch, int[] kept, int n, List<Column> columns,
      org.apache.arrow.memory.BufferAllocator allocator) {
    VectorSchemaRoot out = io.quiver.engine.types.ArrowTypes.newBatch(columns, allocator);
    try {
      out.getFieldVectors().forEach(v -> v.setInitialCapacity(n));
      out.allocateNew();
      for (int c = 0; c < columns.size(); c++) {
        FieldVector from = batch.getVector(c);
        FieldVector to = out.getVector(c);
        for (int i = 0; i < n; i++) {
          to.copyFromSafe(kept[i], i, from);
        }
      }
      out.setRowCount(n);
      return out;
    } catch (RuntimeException e) {
      out.close();
      throw e;
    }
  }

  /** Decides the row whose key is in {@link #key}. */
  private boolean keep() {
    int group = rightRows.find(key);
    boolean inRight = group >= 0 && rightCounts[group] > 0;
    if (all) {
      if (inRight) {
        rightCounts[group]--;
      }
      return kind == SetOp.Kind.INTERSECT ? inRight : !inRight;
    }
    if ((kind == SetOp.Kind.INTERSECT) != inRight) {
      return false;
    }
    int before = emitted.size();
    emitted.findOrInsert(key);
    return emitted.size() > before;
  }

  @Override
  public void close() {
    left.close();
    right.close();
  }
}
