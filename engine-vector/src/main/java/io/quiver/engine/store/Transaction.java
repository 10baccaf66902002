package io.quiver.engine.store;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * One transaction: a snapshot of every table of the database and the changes made so far. It
 * reads its own writes: {@link #read} is the snapshot's version with the transaction's changes
 * applied. Nothing is visible to others until {@link #commit}; {@link #rollback} frees the
 * uncommitted chunks. Confined to one session (one thread at a time).
 */
public final class Transaction {
  private final TransactionManager manager;
  private final long snapshot;
  private final Map<ColumnarTable, TableChanges> changes = new IdentityHashMap<>();
  /**
   * Per table, the last view {@link #read} gave and what it was made of: each statement of a long
   * transaction reads the table, and applying every change so far again each time made a
   * transaction of n single-row statements cost O(n^2).
   */
  private final Map<ColumnarTable, View> views = new IdentityHashMap<>();
  private boolean ended;
  /** True for a transaction begun READ ONLY: writing to a table is refused (25006). */
  private boolean readOnly;
  /** What other packages keep for the length of the transaction (e.g. an index of its own new rows). */
  private Map<Object, Object> attachments;

  Transaction(TransactionManager manager, long snapshot) {
    this.manager = manager;
    this.snapshot = snapshot;
  }

  long snapshot() {
    return snapshot;
  }

  /** A view of a table: {@code base} with {@code changes} applied. */
  private record View(TableVersion base, TableChanges changes, TableVersion version) {}

  /** The table as this transaction sees it. */
  public TableVersion read(ColumnarTable table) {
    checkOpen();
    TableVersion base = table.versionAt(snapshot);
    TableChanges pending = changes.get(table);
    if (pending == null) {
      return base;
    }
    View view = views.get(table);
    if (view != null && view.base() == base && view.changes() == pending) {
      return view.version();
    }
    TableVersion version = base.apply(pending, base.number());
    views.put(table, new View(base, pending, version));
    return version;
  }

  /** What this transaction has written to the table so far. */
  public TableChanges changes(ColumnarTable table) {
    return changes.getOrDefault(table, TableChanges.NONE);
  }

  /** Makes the transaction read-only (START TRANSACTION READ ONLY): any write fails with 25006. */
  public void setReadOnly() {
    readOnly = true;
  }

  /** Replaces what this transaction has written to the table (the old changes plus new ones). */
  public void write(ColumnarTable table, TableChanges tableChanges) {
    checkOpen();
    if (readOnly) {
      throw new io.quiver.engine.error.EngineException(StoreException.READ_ONLY,
          "Cannot write in a read-only transaction (START TRANSACTION READ ONLY)");
    }
    changes.put(table, tableChanges);
  }

  /**
   * The same, for a statement that read {@code read} (this transaction's view of the table) and
   * made {@code after} from it by applying its own changes: {@code after} is then the view the new
   * changes give, and the next {@link #read} returns it without applying them all again.
   */
  public void write(ColumnarTable table, TableChanges tableChanges, TableVersion read, TableVersion after) {
    TableChanges before = changes.get(table);
    write(table, tableChanges);
    // Only when nothing else wrote to the table since the statement read it (a cascade may have).
    View view = views.get(table);
    TableVersion base = table.versionAt(snapshot);
    boolean readTheView = before == null ? read == base
        : view != null && view.base() == base && view.changes() == before && view.version() == read;
    if (readTheView) {
      views.put(table, new View(base, tableChanges, after));
    }
  }

  /** The value kept under {@code key}, made by {@code create} the first time. */
  @SuppressWarnings("unchecked")
  public <T> T attachment(Object key, java.util.function.Supplier<T> create) {
    if (attachments == null) {
      attachments = new IdentityHashMap<>();
    }
    return (T) attachments.computeIfAbsent(key, k -> create.get());
  }

  /** Keeps {@code value} under {@code key} until the transaction ends. */
  public void attach(Object key, Object value) {
    if (attachments == null) {
      attachments = new IdentityHashMap<>();
    }
    attachments.put(key, value);
  }

  /**
   * A savepoint: what the transaction had written to each table when it was set. Changes only
   * grow (each statement's are the earlier ones plus its own), so going back is putting these
   * maps back and freeing the chunks added since.
   */
  public static final class Savepoint {
    private final Transaction transaction;
    private final Map<ColumnarTable, TableChanges> changes;

    private Savepoint(Transaction transaction, Map<ColumnarTable, TableChanges> changes) {
      this.transaction = transaction;
      this.changes = changes;
    }
  }

  /** Records what the transaction has written so far, for {@link #rollbackTo}. */
  public Savepoint savepoint() {
    checkOpen();
    return new Savepoint(this, new IdentityHashMap<>(changes));
  }

  /**
   * Undoes what the transaction wrote after {@code savepoint} was set (rows written, deleted and
   * locked FOR UPDATE or FOR SHARE), freeing the chunks added since; the savepoint stays valid.
   */
  public void rollbackTo(Savepoint savepoint) {
    checkOpen();
    if (savepoint.transaction != this) {
      throw new IllegalArgumentException("savepoint of another transaction");
    }
    for (Map.Entry<ColumnarTable, TableChanges> entry : new java.util.ArrayList<>(changes.entrySet())) {
      TableChanges before = savepoint.changes.getOrDefault(entry.getKey(), TableChanges.NONE);
      TableChanges now = entry.getValue();
      if (now == before) {
        continue;
      }
      java.util.Set<Chunk> kept = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
      kept.addAll(before.added());
      for (Chunk chunk : now.added()) {
        if (!kept.contains(chunk)) {
          chunk.release();
        }
      }
      views.remove(entry.getKey());
    }
    changes.clear();
    changes.putAll(savepoint.changes);
    // What other packages keep for the transaction are caches of its own rows: built again.
    attachments = null;
  }

  public boolean hasChanges() {
    return changes.values().stream().anyMatch(c -> !c.isEmpty());
  }

  /** Makes the changes visible atomically, or throws (40001, 23505) and rolls back. */
  public void commit() {
    checkOpen();
    long ticket = CommitLog.NOTHING;
    try {
      if (hasChanges()) {
        ticket = manager.commit(snapshot, changes);
      }
    } catch (RuntimeException e) {
      changes.values().forEach(TableChanges::discard);
      throw e;
    } finally {
      ended = true;
      manager.end(this);
    }
    // Outside the commit lock, so that other commits join the same force of the log.
    manager.awaitDurable(ticket);
  }

  public void rollback() {
    if (ended) {
      return;
    }
    ended = true;
    changes.values().forEach(TableChanges::discard);
    manager.end(this);
  }

  private void checkOpen() {
    if (ended) {
      throw new IllegalStateException("transaction has ended");
    }
  }
}
