package io.quiver.engine.index;

import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.Transaction;
import java.util.List;

/**
 * A transaction's index of the chunks it added to a table, one per table index, kept as an
 * attachment of the transaction (gone with it, dropped by a rollback to a savepoint): uniqueness
 * checks look new keys up in it, and index lookups find the transaction's own rows through it
 * instead of reading them all (an UPDATE by key in a transaction of many writes).
 */
public final class OwnRows {
  private OwnRows() {}

  /** The index of the chunks the transaction added to {@code table}, up to date; null when it added none. */
  public static HashIndex of(Transaction transaction, ColumnarTable table, HashIndex committed) {
    List<Chunk> added = transaction.changes(table).added();
    return added.isEmpty() ? null : upToDate(transaction, committed, added, () -> UniqueChecks.rows(added));
  }

  /**
   * The index brought up to date with {@code added}, the chunks the transaction added so far. A
   * failed statement may have left its chunks in it (a uniqueness check adds a statement's chunks
   * before they are the transaction's); then it is built again, with room for {@code rows} rows
   * (counted only then: counting them at every lookup read the whole list of added chunks).
   */
  static HashIndex upToDate(Transaction transaction, HashIndex committed, List<Chunk> added,
      java.util.function.IntSupplier rows) {
    HashIndex own = transaction.attachment(committed, () -> committed.emptyCopy(rows.getAsInt()));
    int have = own.chunkCount();
    if (have > added.size() || (have > 0 && own.chunk(have - 1) != added.get(have - 1))) {
      own = committed.emptyCopy(rows.getAsInt());
      transaction.attach(committed, own);
      have = 0;
    }
    for (int i = have; i < added.size(); i++) {
      own.add(added.get(i));
    }
    return own;
  }
}
