package io.quiver.engine.index;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableIndex;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.store.UniqueKey;
import java.util.ArrayList;
import java.util.List;

/**
 * PRIMARY KEY and UNIQUE checks of one statement through the table's unique indexes, in time
 * proportional to the rows the statement adds: each new key is looked up in the table's index
 * (the committed rows the transaction sees) and in the transaction's own index of the chunks it
 * added (earlier statements' and this one's). The commit checks once more against what others
 * committed meanwhile ({@link HashIndex#checkConcurrent}).
 */
public final class UniqueChecks {
  private UniqueChecks() {}

  /**
   * Checks the rows of {@code newChunks} against every other live row of {@code after}, the
   * transaction's view of the table with the statement applied: its snapshot's chunks, then the
   * chunks the transaction added before, then {@code newChunks}. Throws SQLSTATE 23505.
   */
  public static void check(Transaction transaction, ColumnarTable table, TableVersion after, List<Chunk> newChunks) {
    if (newChunks.isEmpty()) {
      return;
    }
    List<Chunk> earlier = transaction.changes(table).added();
    int ownOffset = after.chunks().size() - newChunks.size() - earlier.size();
    for (TableIndex index : table.indexes()) {
      if (!index.unique() || !(index instanceof HashIndex committed)) {
        continue;
      }
      HashIndex own = ownIndex(transaction, committed, earlier, newChunks);
      for (Chunk chunk : newChunks) {
        own.add(chunk);
      }
      committed.locked(() -> checkNew(committed, own, after, newChunks, ownOffset, earlier.size()));
    }
    // Keys without an index (a table built without its constraints' indexes) are checked by scanning.
    for (UniqueKey key : table.uniqueKeys()) {
      if (!hasIndex(table, key)) {
        key.check(after, newChunks);
      }
    }
  }

  private static void checkNew(HashIndex committed, HashIndex own, TableVersion after, List<Chunk> newChunks,
      int ownOffset, int earlier) {
    IndexKey key = committed.newKey();
    // One visitor each, reused for every row: found[0] is set on a duplicate; self is the row checked.
    boolean[] found = new boolean[1];
    int[] self = new int[2];
    HashIndex.RowVisitor any = (p, r) -> {
      found[0] = true;
      return false;
    };
    HashIndex.RowVisitor other = (p, r) -> {
      if (p != self[0] || r != self[1]) {
        found[0] = true;
        return false;
      }
      return true;
    };
    for (int c = 0; c < newChunks.size(); c++) {
      Chunk chunk = newChunks.get(c);
      int position = ownOffset + earlier + c;
      KeyReader reader = committed.reader(chunk);
      var deleted = after.deletions(position);
      self[0] = position;
      for (int row = deleted.nextLive(0); row < chunk.rowCount(); row = deleted.nextLive(row + 1)) {
        if (!reader.read(row, key)) {
          continue;
        }
        self[1] = row;
        committed.find(key, after, 0, 0, any);
        if (!found[0]) {
          own.find(key, after, ownOffset, 0, other);
        }
        if (found[0]) {
          throw violation(committed, chunk, row);
        }
      }
    }
  }

  private static HashIndex ownIndex(Transaction transaction, HashIndex committed, List<Chunk> earlier,
      List<Chunk> newChunks) {
    return OwnRows.upToDate(transaction, committed, earlier, () -> rows(earlier) + rows(newChunks));
  }

  static int rows(List<Chunk> chunks) {
    long rows = 0;
    for (Chunk chunk : chunks) {
      rows += chunk.rowCount();
    }
    return (int) Math.min(rows, 1 << 28);
  }

  private static boolean hasIndex(ColumnarTable table, UniqueKey key) {
    for (TableIndex index : table.indexes()) {
      if (index.unique() && java.util.Arrays.equals(index.columns(), key.columns())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Checks that the live rows of {@code version} have no two equal keys, as CREATE UNIQUE INDEX
   * requires of the rows already there: the index is built on the side and every row looked up.
   */
  public static void checkExisting(HashIndex index, TableVersion version) {
    HashIndex scratch = index.emptyCopy();
    for (Chunk chunk : version.chunks()) {
      scratch.add(chunk);
    }
    IndexKey key = scratch.newKey();
    for (int c = 0; c < version.chunks().size(); c++) {
      Chunk chunk = version.chunks().get(c);
      KeyReader reader = scratch.reader(chunk);
      var deleted = version.deletions(c);
      int[] seen = new int[1];
      for (int row = deleted.nextLive(0); row < chunk.rowCount(); row = deleted.nextLive(row + 1)) {
        if (!reader.read(row, key)) {
          continue;
        }
        seen[0] = 0;
        int r = row;
        scratch.find(key, version, 0, 0, (p, found) -> {
          if (++seen[0] > 1) {
            throw violation(index, chunk, r);
          }
          return true;
        });
      }
    }
  }

  static EngineException violation(HashIndex index, Chunk chunk, int row) {
    List<String> values = new ArrayList<>();
    int[] columns = index.columns();
    for (int column : columns) {
      Object value = chunk.batch().getVector(column).getObject(row);
      values.add(String.valueOf(value instanceof org.apache.arrow.vector.util.Text text ? text.toString() : value));
    }
    return new EngineException(UniqueKey.UNIQUE_VIOLATION, "Duplicate key value violates unique constraint \""
        + index.name() + "\": (" + String.join(", ", index.columnNames()) + ")=(" + String.join(", ", values)
        + ") already exists");
  }
}
