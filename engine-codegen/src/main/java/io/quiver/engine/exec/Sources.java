package io.quiver.engine.exec;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.LiveRows;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;

/** The leaf and pass-through batch sources. */
final class Sources {
  private Sources() {}

  /**
   * The live rows of a table version's chunks: shared without copying (the slices hold
   * references) unless the chunk has deleted rows.
   */
  static BatchSource scan(List<Column> columns, TableVersion version, ExecContext context) {
    return scan(columns, version, null, context);
  }

  /** The same, skipping the chunks whose zone map {@code filter} (if not null) rules out. */
  static BatchSource scan(List<Column> columns, TableVersion version, ZoneMapFilter filter, ExecContext context) {
    return new BatchSource() {
      private int next;
      private int[] run = new int[16];

      @Override
      public List<Column> columns() {
        return columns;
      }

      @Override
      public VectorSchemaRoot next() {
        context.checkCancelled();
        int count = 0;
        int rows = 0;
        while (next < version.chunks().size() && rows < LiveRows.RUN_ROWS) {
          int index = next;
          Chunk chunk = version.chunks().get(index);
          if (count > 0 && !LiveRows.isSmall(chunk)) {
            break;   // a large chunk is read on its own, by the next call
          }
          next++;
          if (LiveRows.live(version, index) == 0 || (filter != null && !filter.mayMatch(chunk))) {
            continue;
          }
          if (!LiveRows.isSmall(chunk)) {
            return LiveRows.of(chunk, version.deletions(index), context.allocator());
          }
          if (count == run.length) {
            run = java.util.Arrays.copyOf(run, count * 2);
          }
          run[count++] = index;
          rows += LiveRows.live(version, index);
        }
        return count == 0 ? null : LiveRows.ofRun(version, run, count, context.allocator());
      }

      @Override
      public void close() {}
    };
  }

  static BatchSource values(List<Column> columns, List<List<Literal>> rows, BufferAllocator allocator) {
    return new BatchSource() {
      private boolean done;

      @Override
      public List<Column> columns() {
        return columns;
      }

      @Override
      public VectorSchemaRoot next() {
        if (done || rows.isEmpty()) {
          return null;
        }
        done = true;
        VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator);
        try {
          batch.allocateNew();
          for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < columns.size(); c++) {
              Vectors.set(batch.getVector(c), r, rows.get(r).get(c).value());
            }
          }
          batch.setRowCount(rows.size());
          return batch;
        } catch (RuntimeException e) {
          batch.close();
          throw e;
        }
      }

      @Override
      public void close() {}
    };
  }

  /** Batches handed over already computed, e.g. by a sort. */
  static BatchSource of(List<Column> columns, List<VectorSchemaRoot> batches) {
    Deque<VectorSchemaRoot> queue = new ArrayDeque<>(batches);
    return new BatchSource() {
      @Override
      public List<Column> columns() {
        return columns;
      }

      @Override
      public VectorSchemaRoot next() {
        return queue.poll();
      }

      @Override
      public void close() {
        queue.forEach(VectorSchemaRoot::close);
        queue.clear();
      }
    };
  }

  static BatchSource concat(List<Column> columns, List<BatchSource> inputs) {
    return new BatchSource() {
      private int current;

      @Override
      public List<Column> columns() {
        return columns;
      }

      @Override
      public VectorSchemaRoot next() {
        while (current < inputs.size()) {
          VectorSchemaRoot batch = inputs.get(current).next();
          if (batch != null) {
            return batch;
          }
          current++;
        }
        return null;
      }

      @Override
      public void close() {
        inputs.forEach(BatchSource::close);
      }
    };
  }

  /** Skips {@code offset} rows and stops after {@code fetch} (-1: no limit). */
  static BatchSource limit(BatchSource input, long offset, long fetch) {
    return new BatchSource() {
      private long toSkip = offset;
      private long remaining = fetch < 0 ? Long.MAX_VALUE : fetch;

      @Override
      public List<Column> columns() {
        return input.columns();
      }

      @Override
      public VectorSchemaRoot next() {
        while (remaining > 0) {
          VectorSchemaRoot batch = input.next();
          if (batch == null) {
            return null;
          }
          int rows = batch.getRowCount();
          int from = (int) Math.min(toSkip, rows);
          toSkip -= from;
          int take = (int) Math.min(remaining, rows - from);
          if (take <= 0) {
            batch.close();
            continue;
          }
          remaining -= take;
          if (from == 0 && take == rows) {
            return batch;
          }
          try (batch) {
            return batch.slice(from, take);
          }
        }
        return null;
      }

      @Override
      public void close() {
        input.close();
      }
    };
  }
}
