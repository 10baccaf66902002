package io.quiver.engine.exec;

import io.quiver.engine.hash.GroupTable;
import io.quiver.engine.hash.KeyBuffer;
import io.quiver.engine.hash.VectorKeys;
import io.quiver.engine.plan.RecursiveUnion;
import io.quiver.engine.types.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Runs a {@link RecursiveUnion}: streams the seed's rows, keeping a reference to each batch it
 * hands out; when a run ends, those batches become the work table and the step is opened again
 * over them. It ends after a run that produced no (new) row. The batches kept are slices that
 * share the buffers of those handed out, so a run's rows are not copied.
 */
final class RecursiveUnionSource implements BatchSource {
  private final RecursiveUnion union;
  private final Function<RecursiveUnion, BatchSource> openStep;
  private final WorkTables workTables;
  private final ExecContext context;
  private final KeyBuffer key = new KeyBuffer();
  private final GroupTable produced;
  private BatchSource run;
  private List<VectorSchemaRoot> thisRun = new ArrayList<>();

  RecursiveUnionSource(RecursiveUnion union, BatchSource seed, Function<RecursiveUnion, BatchSource> openStep,
      WorkTables workTables, ExecContext context) {
    this.union = union;
    this.run = seed;
    this.openStep = openStep;
    this.workTables = workTables;
    this.context = context;
    this.produced = union.all() ? null : new GroupTable();
  }

  @Override
  public List<Column> columns() {
    return union.columns();
  }

  @Override
  public VectorSchemaRoot next() {
    while (run != null) {
      VectorSchemaRoot batch = run.next();
      if (batch == null) {
        run.close();
        run = null;
        context.checkCancelled();
        if (thisRun.isEmpty()) {
          return null;
        }
        workTables.bind(union.workTable(), thisRun);
        thisRun = new ArrayList<>();
        run = openStep.apply(union);
        continue;
      }
      if (batch.getRowCount() == 0) {
        batch.close();   // an empty batch must not count as a run that produced rows
        continue;
      }
      VectorSchemaRoot out = union.all() ? batch : newRows(batch);
      if (out != null) {
        thisRun.add(out.slice(0, out.getRowCount()));
        return out;
      }
    }
    return null;
  }

  /** The rows of the batch not produced before (UNION), or null if none; closes the batch. */
  private VectorSchemaRoot newRows(VectorSchemaRoot batch) {
    try (batch) {
      VectorKeys.KeyColumn[] keys = VectorKeys.nullsEqual(batch.getFieldVectors().toArray(new FieldVector[0]));
      int[] kept = new int[batch.getRowCount()];
      int n = 0;
      for (int row = 0; row < batch.getRowCount(); row++) {
        VectorKeys.put(keys, key, row);
        int before = produced.size();
        produced.findOrInsert(key);
        if (produced.size() > before) {
          kept[n++] = row;
        }
      }
      if (n == 0) {
        return null;
      }
      return SetOpSource.selectRows(batch, kept, n, union.columns(), context.allocator());
    }
  }

  @Override
  public void close() {
    if (run != null) {
      run.close();
      run = null;
    }
    thisRun.forEach(VectorSchemaRoot::close);
    thisRun.clear();
    workTables.release(union.workTable());
  }

  /**
   * The work tables of a query's recursive unions: each holds the batches of its union's last run,
   * which each {@code WorkTableScan} of the step reads (as slices of its own, so that two scans of
   * one work table, or a consumer that closes what it reads, leave the rows for the others).
   */
  static final class WorkTables {
    private final java.util.Map<String, List<VectorSchemaRoot>> bound = new java.util.HashMap<>();

    void bind(String name, List<VectorSchemaRoot> batches) {
      release(name);
      bound.put(name, batches);
    }

    void release(String name) {
      List<VectorSchemaRoot> old = bound.remove(name);
      if (old != null) {
        old.forEach(VectorSchemaRoot::close);
      }
    }

    BatchSource scan(String name, List<Column> columns) {
      List<VectorSchemaRoot> batches = bound.get(name);
      if (batches == null) {
        throw new IllegalStateException("work table " + name + " is read outside its recursive union");
      }
      List<VectorSchemaRoot> slices = new ArrayList<>(batches.size());
      for (VectorSchemaRoot batch : batches) {
        slices.add(batch.slice(0, batch.getRowCount()));
      }
      return Sources.of(columns, slices);
    }
  }
}
