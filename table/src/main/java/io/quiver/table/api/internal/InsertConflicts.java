package io.quiver.table.api.internal;

import io.quiver.engine.index.HashIndex;
import io.quiver.engine.index.IndexKey;
import io.quiver.engine.index.KeyReader;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.DeletionMask;
import io.quiver.engine.store.TableIndex;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.store.UniqueKey;
import io.quiver.table.api.ValidationException;
import io.quiver.table.sql.ddl.SqlQuiverInsert.OnConflict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;

/**
 * The rows of an INSERT whose PRIMARY KEY or UNIQUE key is already taken, resolved as SQLite,
 * MySQL and PostgreSQL resolve them: REPLACE deletes the row that has the key (of the table, or
 * an earlier row of the same statement), IGNORE leaves the new row out. The keys are those of the
 * table's unique indexes and constraints, or the one ON CONFLICT (columns) names; a table without
 * any gets every row. Rows are taken in the statement's order, so of two new rows with one key
 * REPLACE keeps the later and IGNORE the earlier. What is left goes to {@link TableWriter}, which
 * checks every key again (a conflict on a key ON CONFLICT did not name is still 23505).
 */
final class InsertConflicts {
  /** The rows to insert, the rows to delete (by chunk of the version) and the count to report. */
  record Resolved(List<VectorSchemaRoot> batches, Map<Integer, BitSet> deletions, long count) {}

  /** One unique key: its columns, and the index that finds its rows (null: found by a scan). */
  private record Key(int[] columns, HashIndex index) {}

  private InsertConflicts() {}

  /**
   * Resolves the conflicts of {@code batches} (the new rows, in the table's columns) with the live
   * rows of {@code version}, the transaction's view of the table. Takes ownership of the batches.
   */
  static Resolved resolve(Transaction transaction, ColumnarTable storage, TableVersion version,
      List<VectorSchemaRoot> batches, OnConflict conflict, SqlNodeList conflictColumns, boolean ignoreCase,
      BufferAllocator allocator) {
    long rows = batches.stream().mapToLong(VectorSchemaRoot::getRowCount).sum();
    List<Key> keys;
    try {
      keys = keys(storage, conflictColumns, ignoreCase);
    } catch (RuntimeException e) {
      batches.forEach(VectorSchemaRoot::close);
      throw e;
    }
    if (keys.isEmpty()) {
      return new Resolved(batches, Map.of(), rows);
    }
    boolean replace = conflict != OnConflict.IGNORE;
    List<BitSet> kept = new ArrayList<>();
    for (VectorSchemaRoot batch : batches) {
      BitSet all = new BitSet();
      all.set(0, batch.getRowCount());
      kept.add(all);
    }
    Map<Integer, BitSet> deletions = new HashMap<>();
    long deleted = 0;
    // Per key, the statement's own rows by key value: {batch, row} of the row that has it now.
    List<Map<List<Object>, int[]>> own = new ArrayList<>();
    List<Map<List<Object>, List<int[]>>> scanned = new ArrayList<>();
    for (Key key : keys) {
      own.add(new HashMap<>());
      scanned.add(key.index() == null ? liveRows(version, key.columns()) : null);
    }
    IndexKey[] probes = new IndexKey[keys.size()];
    for (int k = 0; k < keys.size(); k++) {
      probes[k] = keys.get(k).index() == null ? null : keys.get(k).index().newKey();
    }
    for (int b = 0; b < batches.size(); b++) {
      VectorSchemaRoot batch = batches.get(b);
      Chunk asChunk = new Chunk(batch);
      KeyReader[] readers = new KeyReader[keys.size()];
      for (int k = 0; k < keys.size(); k++) {
        readers[k] = keys.get(k).index() == null ? null : keys.get(k).index().reader(asChunk);
      }
      for (int row = 0; row < batch.getRowCount(); row++) {
        List<List<Object>> values = new ArrayList<>(keys.size());
        boolean conflicts = false;
        for (int k = 0; k < keys.size(); k++) {
          Key key = keys.get(k);
          List<Object> value = Constraints.key(batch, row, key.columns());
          values.add(value);
          if (value == null) {
            continue;   // a NULL in a key never clashes
          }
          int[] earlier = own.get(k).get(value);
          if (earlier != null && kept.get(earlier[0]).get(earlier[1])) {
            conflicts = true;
            if (replace) {
              kept.get(earlier[0]).clear(earlier[1]);
              deleted++;
            }
          }
          List<int[]> existing = new ArrayList<>();
          if (key.index() != null) {
            if (readers[k].read(row, probes[k])) {
              findLive(transaction, storage, key.index(), probes[k], version, (position, found) -> {
                existing.add(new int[] {position, found});
                return true;
              });
            }
          } else {
            existing.addAll(scanned.get(k).getOrDefault(value, List.of()));
          }
          for (int[] found : existing) {
            conflicts = true;
            BitSet chunk = deletions.computeIfAbsent(found[0], c -> new BitSet());
            if (replace && !chunk.get(found[1])) {
              chunk.set(found[1]);
              deleted++;
            }
          }
          if (!replace && conflicts) {
            break;
          }
        }
        if (!replace && conflicts) {
          kept.get(b).clear(row);
          continue;
        }
        for (int k = 0; k < keys.size(); k++) {
          if (values.get(k) != null) {
            own.get(k).put(values.get(k), new int[] {b, row});
          }
        }
      }
    }
    deletions.values().removeIf(BitSet::isEmpty);
    List<VectorSchemaRoot> insert = keptRows(batches, kept, allocator);
    long inserted = insert.stream().mapToLong(VectorSchemaRoot::getRowCount).sum();
    long count = switch (conflict) {
      case IGNORE -> inserted;
      case REPLACE -> rows;                       // SQLite counts each row the statement wrote
      case REPLACE_COUNTING_DELETED -> rows + deleted;   // MySQL counts the deleted rows too
      case UPDATE -> throw new IllegalStateException("DO UPDATE runs as a MERGE (ConflictUpdates)");
    };
    return new Resolved(insert, deletions, count);
  }

  /**
   * Visits the live rows of the version with the key: through the table's index and the index of
   * the transaction's own chunks that {@link io.quiver.engine.index.UniqueChecks} keeps with the
   * transaction, so that a transaction of many single-row statements does not read its own rows
   * again at each one; when that index does not hold exactly those chunks, by reading them.
   */
  private static void findLive(Transaction transaction, ColumnarTable storage, HashIndex index, IndexKey key,
      TableVersion version, HashIndex.RowVisitor visitor) {
    List<Chunk> earlier = transaction.changes(storage).added();
    HashIndex own = earlier.isEmpty() ? null : transaction.attachment(index, () -> null);
    if (!earlier.isEmpty() && !covers(own, earlier)) {
      index.findAll(key, version, visitor);
      return;
    }
    boolean[] stopped = new boolean[1];
    index.find(key, version, 0, 0, (position, row) -> {
      stopped[0] = !visitor.visit(position, row);
      return !stopped[0];
    });
    if (own != null && !stopped[0]) {
      own.find(key, version, version.chunks().size() - earlier.size(), 0, visitor);
    }
  }

  /** True when the index holds exactly these chunks, in this order. */
  private static boolean covers(HashIndex own, List<Chunk> chunks) {
    if (own == null || own.chunkCount() != chunks.size()) {
      return false;
    }
    for (int i = 0; i < chunks.size(); i++) {
      if (own.chunk(i) != chunks.get(i)) {
        return false;
      }
    }
    return true;
  }

  /** The columns of the unique key ON CONFLICT (columns) names: 42703 or 42P10 when there is none. */
  static int[] namedKey(ColumnarTable storage, SqlNodeList conflictColumns, boolean ignoreCase) {
    List<Key> keys = keys(storage, conflictColumns, ignoreCase);
    if (keys.size() != 1) {
      // MySQL's ON DUPLICATE KEY UPDATE names no key: it resolves the conflicts of all of them at once
      throw new ValidationException("ON DUPLICATE KEY UPDATE over a table with " + (keys.isEmpty() ? "no unique key"
          : keys.size() + " unique keys") + " is not supported; write ON CONFLICT (columns) DO UPDATE SET c ="
          + " EXCLUDED.c", null, keys.isEmpty() ? "42P10" : "0A000", 0, 0);
    }
    return keys.get(0).columns();
  }

  /**
   * The table's unique keys: each unique index (PRIMARY KEY, UNIQUE, CREATE UNIQUE INDEX) and each
   * constraint without one; with ON CONFLICT's columns, only the key of exactly those columns.
   */
  private static List<Key> keys(ColumnarTable storage, SqlNodeList conflictColumns, boolean ignoreCase) {
    List<Key> keys = new ArrayList<>();
    Set<List<Integer>> seen = new HashSet<>();
    for (TableIndex index : storage.indexes()) {
      if (index.unique() && seen.add(asList(index.columns()))) {
        keys.add(new Key(index.columns(), index instanceof HashIndex hash ? hash : null));
      }
    }
    for (UniqueKey key : storage.uniqueKeys()) {
      if (seen.add(asList(key.columns()))) {
        keys.add(new Key(key.columns(), null));
      }
    }
    if (conflictColumns == null) {
      return keys;
    }
    Set<Integer> named = new HashSet<>();
    List<String> names = storage.columns().stream().map(io.quiver.engine.types.Column::name).toList();
    for (SqlNode node : conflictColumns) {
      String name = ((SqlIdentifier) node).getSimple();
      int index = names.indexOf(name);
      for (int i = 0; i < names.size() && index < 0 && ignoreCase; i++) {
        if (names.get(i).toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
          index = i;
        }
      }
      if (index < 0) {
        throw DdlExecutor.error("Column \"" + name + "\" of ON CONFLICT does not exist.", "42703", node);
      }
      named.add(index);
    }
    for (Key key : keys) {
      if (new HashSet<>(asList(key.columns())).equals(named)) {
        return List.of(key);
      }
    }
    throw new ValidationException("There is no unique or primary key constraint matching the ON CONFLICT"
        + " specification.", null, "42P10", conflictColumns.getParserPosition().getLineNum(),
        conflictColumns.getParserPosition().getColumnNum());
  }

  private static List<Integer> asList(int[] columns) {
    return Arrays.stream(columns).boxed().toList();
  }

  /** The live rows of the version by their key (a key without an index is found by one scan). */
  private static Map<List<Object>, List<int[]>> liveRows(TableVersion version, int[] columns) {
    Map<List<Object>, List<int[]>> rows = new HashMap<>();
    for (int c = 0; c < version.chunks().size(); c++) {
      VectorSchemaRoot batch = version.chunks().get(c).batch();
      DeletionMask mask = version.deletions(c);
      for (int row = mask.nextLive(0); row < batch.getRowCount(); row = mask.nextLive(row + 1)) {
        List<Object> key = Constraints.key(batch, row, columns);
        if (key != null) {
          rows.computeIfAbsent(key, k -> new ArrayList<>()).add(new int[] {c, row});
        }
      }
    }
    return rows;
  }

  /** The kept rows: a batch whose rows are all kept is passed on, others are copied without the rest. */
  private static List<VectorSchemaRoot> keptRows(List<VectorSchemaRoot> batches, List<BitSet> kept,
      BufferAllocator allocator) {
    List<VectorSchemaRoot> result = new ArrayList<>();
    try {
      for (int b = 0; b < batches.size(); b++) {
        VectorSchemaRoot batch = batches.get(b);
        BitSet rows = kept.get(b);
        if (rows.cardinality() == batch.getRowCount()) {
          result.add(batch);
          batches.set(b, null);
          continue;
        }
        if (rows.isEmpty()) {
          continue;
        }
        VectorSchemaRoot copy = VectorSchemaRoot.create(batch.getSchema(), allocator);
        result.add(copy);
        copy.allocateNew();
        for (int c = 0; c < batch.getFieldVectors().size(); c++) {
          FieldVector from = batch.getVector(c);
          FieldVector to = copy.getVector(c);
          int at = 0;
          for (int row = rows.nextSetBit(0); row >= 0; row = rows.nextSetBit(row + 1)) {
            to.copyFromSafe(row, at++, from);
          }
          to.setValueCount(at);
        }
        copy.setRowCount(rows.cardinality());
      }
    } catch (RuntimeException e) {
      result.forEach(VectorSchemaRoot::close);
      throw e;
    } finally {
      for (VectorSchemaRoot batch : batches) {
        if (batch != null) {
          batch.close();
        }
      }
    }
    return result;
  }
}
