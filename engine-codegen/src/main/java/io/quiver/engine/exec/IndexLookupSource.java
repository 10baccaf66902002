package io.quiver.engine.exec;

import io.quiver.engine.index.HashIndex;
import io.quiver.engine.index.IndexKey;
import io.quiver.engine.index.OwnRows;
import io.quiver.engine.plan.IndexLookup;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.util.List;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/** Runs an {@link IndexLookup}: the rows found, copied into one batch (none when nothing matched). */
final class IndexLookupSource {
  private IndexLookupSource() {}

  static BatchSource open(IndexLookup lookup, ExecContext context) {
    context.checkCancelled();
    HashIndex index = lookup.index();
    TableVersion version = lookup.version();
    // Found rows as (position << 32 | row), in the order found; a key listed twice is looked up once.
    long[][] found = {new long[4]};
    int[] count = {0};
    HashIndex.RowVisitor collect = (position, row) -> {
      if (count[0] == found[0].length) {
        found[0] = java.util.Arrays.copyOf(found[0], count[0] * 2);
      }
      found[0][count[0]++] = ((long) position << 32) | row;
      return true;
    };
    IndexLookup.Range range = lookup.range();
    if (range != null) {
      HashIndex.Interval interval = index.interval(range.low(), range.lowInclusive(), range.high(), range.highInclusive());
      if (interval != null) {
        index.findAllInRange(interval, version, collect);
      }
    }
    IndexKey key = index.newKey();
    java.util.Set<List<Object>> seen = lookup.keys().size() > 1 ? new java.util.HashSet<>() : null;
    HashIndex own = lookup.keys().isEmpty() || context.transaction() == null ? null
        : OwnRows.of(context.transaction(), lookup.table(), index);
    for (List<Object> values : lookup.keys()) {
      if ((seen != null && !seen.add(values)) || !index.keyOf(values, key)) {
        continue;
      }
      index.findAll(key, version, own, collect);
    }
    List<Column> columns = lookup.columns();
    if (count[0] == 0) {
      return Sources.of(columns, List.of());
    }
    VectorSchemaRoot out = lookup.positions() ? ArrowTypes.newBatch(columns, context.allocator())
        : VectorSchemaRoot.create(lookup.table().schema(), context.allocator());
    try {
      // Sized to the rows found: a default batch (thousands of rows in every vector) cost a point
      // lookup more than everything else it does.
      for (FieldVector vector : out.getFieldVectors()) {
        vector.setInitialCapacity(count[0]);
      }
      out.allocateNew();
      int tableColumns = lookup.table().columns().size();
      for (int i = 0; i < count[0]; i++) {
        int position = (int) (found[0][i] >>> 32);
        int row = (int) found[0][i];
        Chunk chunk = version.chunks().get(position);
        for (int c = 0; c < tableColumns; c++) {
          out.getVector(c).copyFromSafe(row, i, chunk.batch().getVector(c));
        }
        if (lookup.positions()) {
          ((IntVector) out.getVector(tableColumns)).setSafe(i, position);
          ((IntVector) out.getVector(tableColumns + 1)).setSafe(i, row);
        }
      }
      for (FieldVector vector : out.getFieldVectors()) {
        vector.setValueCount(count[0]);
      }
      out.setRowCount(count[0]);
      return Sources.of(columns, List.of(out));
    } catch (RuntimeException e) {
      out.close();
      throw e;
    }
  }
}
