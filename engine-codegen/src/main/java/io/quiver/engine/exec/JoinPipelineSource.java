package io.quiver.engine.exec;

import io.quiver.engine.hash.JoinChains;
import io.quiver.engine.hash.JoinTable;
import io.quiver.engine.hash.KeyBuffer;
import io.quiver.engine.hash.LongJoinTable;
import io.quiver.engine.hash.VectorKeys;
import io.quiver.engine.memory.HeapCharge;
import io.quiver.engine.plan.JoinType;
import io.quiver.engine.runtime.JoinPipelineKernel;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.util.VectorBatchAppender;

/**
 * Runs a generated join pipeline: first every build side (the breakers) is drained into one
 * batch and indexed by a hash table whose entries are that batch's rows; then probe batches go
 * through the kernel, which writes result rows straight into output batches.
 */
final class JoinPipelineSource implements BatchSource {
  /** Output batches hold at least this many rows, so that selective joins do not make tiny ones. */
  private static final int MIN_CAPACITY = 1024;

  /** A build side to drain, and how its table is keyed. */
  record BuildInput(BatchSource source, int[] keys, boolean longKeyed, JoinType type) {}

  private final BatchSource probe;
  private final List<BuildInput> builds;
  private final JoinPipelineKernel kernel;
  private final List<Column> columns;
  private final ExecContext context;
  private final HeapCharge charge;
  private final List<VectorSchemaRoot> buildBatches = new ArrayList<>();
  private VectorSchemaRoot current;
  private int lastRows = -1;
  private boolean built;
  private boolean done;

  JoinPipelineSource(BatchSource probe, List<BuildInput> builds, JoinPipelineKernel kernel, List<Column> columns,
      ExecContext context) {
    this.probe = probe;
    this.builds = builds;
    this.kernel = kernel;
    this.columns = columns;
    this.context = context;
    this.charge = context.charge("the hash join's build table");
  }

  @Override
  public List<Column> columns() {
    return columns;
  }

  @Override
  public VectorSchemaRoot next() {
    try {
      if (!built) {
        built = true;
        done = !buildAll();
      }
      while (!done) {
        if (current == null) {
          current = probe.next();
          if (current == null) {
            done = true;
            break;
          }
          kernel.start(current);
        }
        context.checkCancelled();
        // As large as a probe batch, but no more than twice the last output: a selective join
        // does not allocate (and zero) a full batch of every output column per probe batch.
        int full = Math.max(current.getRowCount(), MIN_CAPACITY);
        int capacity = lastRows < 0 ? full : Math.min(full, Math.max(MIN_CAPACITY, 2 * lastRows));
        VectorSchemaRoot out = ArrowTypes.newBatch(columns, context.allocator());
        int rows;
        try {
          out.getFieldVectors().forEach(v -> v.setInitialCapacity(capacity));
          out.allocateNew();
          rows = kernel.fill(out, capacity);
          out.setRowCount(rows);
          lastRows = rows;
        } catch (RuntimeException e) {
          out.close();
          throw e;
        }
        if (kernel.exhausted()) {
          current.close();
          current = null;
        }
        if (rows > 0) {
          return out;
        }
        out.close();
      }
      return null;
    } catch (RuntimeException e) {
      throw Executor.Errors.translate(e);
    }
  }

  /** Builds every table; false when an inner or semi join's build side is empty, so nothing can match. */
  private boolean buildAll() {
    long heap = 0;
    boolean any = true;
    for (int level = 1; level <= builds.size(); level++) {
      BuildInput input = builds.get(level - 1);
      VectorSchemaRoot batch = drain(input.source());
      buildBatches.add(batch);
      JoinChains table = input.longKeyed() ? longTable(batch, input.keys()[0]) : keyTable(batch, input.keys());
      heap += table.heapBytes();
      charge.resize(heap);
      kernel.setBuild(level, batch, table);
      if (table.size() == 0 && (input.type() == JoinType.INNER || input.type() == JoinType.SEMI)) {
        any = false;
      }
      context.checkCancelled();
    }
    return any;
  }

  /** The build side's rows as one batch, so that a row number is all a table entry needs. */
  private VectorSchemaRoot drain(BatchSource source) {
    List<VectorSchemaRoot> batches = new ArrayList<>();
    try {
      for (VectorSchemaRoot b = source.next(); b != null; b = source.next()) {
        batches.add(b);
        context.checkCancelled();
      }
      if (batches.size() == 1) {
        return batches.remove(0);
      }
      VectorSchemaRoot all = ArrowTypes.newBatch(source.columns(), context.allocator());
      try {
        int rows = 0;
        for (VectorSchemaRoot b : batches) {
          rows += b.getRowCount();
        }
        int total = rows;
        all.getFieldVectors().forEach(v -> v.setInitialCapacity(Math.max(total, 1)));
        all.allocateNew();
        for (int c = 0; c < all.getFieldVectors().size(); c++) {
          FieldVector[] parts = new FieldVector[batches.size()];
          for (int i = 0; i < parts.length; i++) {
            parts[i] = batches.get(i).getVector(c);
          }
          if (parts.length > 0) {
            VectorBatchAppender.batchAppend(all.getVector(c), parts);
          }
        }
        all.setRowCount(total);
        return all;
      } catch (RuntimeException e) {
        all.close();
        throw e;
      }
    } finally {
      batches.forEach(VectorSchemaRoot::close);
    }
  }

  private static JoinChains longTable(VectorSchemaRoot batch, int key) {
    LongJoinTable table = new LongJoinTable();
    VectorKeys.LongKey keys = VectorKeys.longKey(batch.getVector(key));
    int rows = batch.getRowCount();
    for (int row = 0; row < rows; row++) {
      if (!keys.isNull(row)) {
        table.add(keys.get(row), row);
      }
    }
    return table;
  }

  private static JoinChains keyTable(VectorSchemaRoot batch, int[] keyColumns) {
    JoinTable table = new JoinTable();
    FieldVector[] vectors = new FieldVector[keyColumns.length];
    for (int i = 0; i < keyColumns.length; i++) {
      vectors[i] = batch.getVector(keyColumns[i]);
    }
    VectorKeys.KeyColumn[] keys = VectorKeys.of(vectors);
    KeyBuffer key = new KeyBuffer();
    int rows = batch.getRowCount();
    for (int row = 0; row < rows; row++) {
      if (VectorKeys.put(keys, key, row)) {
        table.add(key, row);
      }
    }
    return table;
  }

  @Override
  public void close() {
    try {
      if (current != null) {
        current.close();
        current = null;
      }
      buildBatches.forEach(VectorSchemaRoot::close);
      buildBatches.clear();
    } finally {
      try {
        probe.close();
      } finally {
        try {
          builds.forEach(b -> b.source().close());
        } finally {
          charge.close();
        }
      }
    }
  }
}
