package io.quiver.table.api.internal;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.DeletionMask;
import io.quiver.engine.store.TableChanges;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.index.UniqueChecks;
import io.quiver.engine.types.Column;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Hands one statement's writes to a table over to the transaction: new rows and deleted rows,
 * after checking NOT NULL (23502), the table's unique keys (23505), CHECK (23514) and FOREIGN KEY
 * (23503) constraints on the table as the statement leaves it (see {@link Constraints}). When a check fails the new rows are freed and the transaction is as it was.
 */
final class TableWriter {
  private TableWriter() {}

  /**
   * @param env the session, whose catalogs give the table's CHECK and FOREIGN KEY constraints
   * @param batches new rows in the table's schema; ownership passes to this method
   * @param deletions rows to delete, by index into {@code version.chunks()}
   * @param version the version the statement read (the transaction's view)
   */
  static void write(TableEnvironmentImpl env, Transaction transaction, ColumnarTable table, TableVersion version,
      List<VectorSchemaRoot> batches, Map<Integer, BitSet> deletions) {
    List<Chunk> chunks;
    try {
      checkNotNull(table.columns(), batches);
      chunks = table.newChunks(withSchema(batches, table.schema()));
    } catch (RuntimeException e) {
      batches.forEach(VectorSchemaRoot::close);
      throw e;
    }
    Map<Chunk, DeletionMask> deleted = new HashMap<>();
    deletions.forEach((index, rows) -> deleted.put(version.chunks().get(index), DeletionMask.of(rows)));
    TableChanges statement = TableChanges.NONE.plusChunks(chunks).plusDeletions(deleted);
    TableVersion after;
    try {
      after = chunks.isEmpty() && deleted.isEmpty() ? version : version.apply(statement, version.number());
      if (!chunks.isEmpty()) {
        UniqueChecks.check(transaction, table, after, chunks);
      }
      Constraints.enforce(env, transaction, table, version, after, chunks, deleted);
    } catch (RuntimeException e) {
      statement.discard();
      throw e;
    }
    transaction.write(table, transaction.changes(table).plusChunks(chunks).plusDeletions(deleted), version, after);
  }

  /** Every live row of the version, by chunk index: what INSERT OVERWRITE deletes. */
  static Map<Integer, BitSet> allRows(TableVersion version) {
    Map<Integer, BitSet> rows = new HashMap<>();
    for (int i = 0; i < version.chunks().size(); i++) {
      BitSet live = new BitSet();
      int count = version.chunks().get(i).rowCount();
      DeletionMask mask = version.deletions(i);
      for (int row = mask.nextLive(0); row < count; row = mask.nextLive(row + 1)) {
        live.set(row);
      }
      if (!live.isEmpty()) {
        rows.put(i, live);
      }
    }
    return rows;
  }

  /** The columns, all nullable: how writers compute new rows before {@link #write} checks NOT NULL. */
  static List<Column> nullable(List<Column> columns) {
    return columns.stream().map(c -> new Column(c.name(), c.type().withNullable(true))).toList();
  }

  /** The same vectors under the table's schema (which says which columns are NOT NULL). */
  static List<VectorSchemaRoot> withSchema(List<VectorSchemaRoot> batches, org.apache.arrow.vector.types.pojo.Schema schema) {
    List<VectorSchemaRoot> result = new java.util.ArrayList<>(batches.size());
    for (VectorSchemaRoot batch : batches) {
      result.add(batch.getSchema().equals(schema) ? batch
          : new VectorSchemaRoot(schema, batch.getFieldVectors(), batch.getRowCount()));
    }
    return result;
  }

  private static void checkNotNull(List<Column> columns, List<VectorSchemaRoot> batches) {
    for (int c = 0; c < columns.size(); c++) {
      if (columns.get(c).type().nullable()) {
        continue;
      }
      for (VectorSchemaRoot batch : batches) {
        if (batch.getVector(c).getNullCount() > 0) {
          throw new EngineException(EngineException.NOT_NULL_VIOLATION,
              "Null value in column \"" + columns.get(c).name() + "\" violates not-null constraint");
        }
      }
    }
  }
}
