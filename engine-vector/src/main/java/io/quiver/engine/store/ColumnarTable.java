package io.quiver.engine.store;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.types.pojo.Schema;

/**
 * A managed in-memory columnar table: a history of committed {@link TableVersion}s, each a list
 * of immutable {@link Chunk}s with deletion masks, and the unique keys its rows must respect.
 *
 * <p>Readers take a version and never block. Writers go through a {@link Transaction}: its
 * {@link TransactionManager} checks the transaction's changes against what was committed since
 * its snapshot and installs the new version, so a version is either wholly visible or not at all.
 * Each version is tagged with the commit sequence number that made it, so that a transaction
 * reads the version of its snapshot even after later commits.
 */
public final class ColumnarTable implements AutoCloseable {
  /** How a version is tagged in the history. */
  private record Committed(long commitSequence, TableVersion version) {}

  private final List<Column> columns;
  private final Schema schema;
  private final List<UniqueKey> uniqueKeys;
  private volatile TableVersion current = TableVersion.EMPTY;
  /** Committed versions, oldest first; pruned of those no open snapshot can read. */
  private final List<Committed> history = new ArrayList<>();
  /** Rows that commits read FOR UPDATE, by commit sequence: writes, for the transactions that began before. */
  private record CommittedLocks(long commitSequence, java.util.Map<Chunk, DeletionMask> rows) {}

  private final List<CommittedLocks> committedLocks = new ArrayList<>();
  private final List<Chunk> allChunks = new ArrayList<>();
  /** Secondary indexes; each has taken in every chunk of {@link #allChunks}, in that order. */
  private final List<TableIndex> indexes = new java.util.concurrent.CopyOnWriteArrayList<>();
  private volatile boolean closed;

  public ColumnarTable(List<Column> columns) {
    this(columns, List.of());
  }

  public ColumnarTable(List<Column> columns, List<UniqueKey> uniqueKeys) {
    this.columns = List.copyOf(Objects.requireNonNull(columns, "columns is null"));
    this.schema = ArrowTypes.schema(columns);
    this.uniqueKeys = List.copyOf(uniqueKeys);
  }

  public List<Column> columns() {
    return columns;
  }

  public Schema schema() {
    return schema;
  }

  /** The primary key and UNIQUE constraints, enforced on every write. */
  public List<UniqueKey> uniqueKeys() {
    return uniqueKeys;
  }

  /** The table's indexes (those of its PRIMARY KEY and UNIQUE constraints and of CREATE INDEX). */
  public List<TableIndex> indexes() {
    return indexes;
  }

  /** The index of this name, or null. */
  public TableIndex index(String name) {
    for (TableIndex index : indexes) {
      if (index.name().equalsIgnoreCase(name)) {
        return index;
      }
    }
    return null;
  }

  /**
   * Adds an index, first filling it with every committed chunk. Commits wait meanwhile, so the
   * index misses none; a CREATE UNIQUE INDEX checks the rows it found before calling this.
   */
  public synchronized void addIndex(TableIndex index) {
    for (Chunk chunk : allChunks) {
      index.add(chunk);
    }
    indexes.add(index);
  }

  public synchronized boolean dropIndex(TableIndex index) {
    return indexes.remove(index);
  }

  /** The unique index that enforces {@code key}, or null. */
  private TableIndex enforcing(UniqueKey key) {
    for (TableIndex index : indexes) {
      if (index.unique() && java.util.Arrays.equals(index.columns(), key.columns())) {
        return index;
      }
    }
    return null;
  }

  /** The latest committed version; it stays readable while the table is open. */
  public TableVersion snapshot() {
    return current;
  }

  /** The newest version committed at or before {@code commitSequence}. */
  synchronized TableVersion versionAt(long commitSequence) {
    for (int i = history.size() - 1; i >= 0; i--) {
      if (history.get(i).commitSequence() <= commitSequence) {
        return history.get(i).version();
      }
    }
    return TableVersion.EMPTY;
  }

  /**
   * Turns batches into chunks of this table, taking ownership of them. Empty batches are closed
   * and skipped. The chunks belong to no version until a transaction commits them.
   */
  public List<Chunk> newChunks(List<VectorSchemaRoot> batches) {
    List<Chunk> added = new ArrayList<>(batches.size());
    for (VectorSchemaRoot batch : batches) {
      if (batch.getRowCount() == 0) {
        batch.close();
        continue;
      }
      if (!batch.getSchema().equals(schema)) {
        batches.forEach(VectorSchemaRoot::close);
        throw new IllegalArgumentException("batch schema " + batch.getSchema() + " does not match " + schema);
      }
      added.add(new Chunk(batch));
    }
    return added;
  }

  /** Commits the batches as new chunks on their own (no transaction). Returns the rows added. */
  public long append(List<VectorSchemaRoot> batches) {
    List<Chunk> added = newChunks(batches);
    TableChanges changes = TableChanges.NONE.plusChunks(added);
    synchronized (this) {
      install(changes, 0);
    }
    return added.stream().mapToLong(Chunk::rowCount).sum();
  }

  /**
   * Checks that changes made on {@code base} can be applied to the latest version: no row they
   * delete was deleted by a later commit (SQLSTATE 40001), and no key they add was added by a
   * later commit (23505). Called by the transaction manager under its commit lock.
   */
  synchronized void validate(TableVersion base, long snapshot, TableChanges changes) {
    if (closed) {
      return;
    }
    TableVersion latest = current;
    if (latest == base) {
      return;
    }
    checkNotChanged(latest, changes.deletions());
    checkNotChanged(latest, changes.locked());
    checkNotChanged(latest, changes.shared());
    // Rows a concurrent commit read FOR UPDATE count as written by it.
    for (CommittedLocks locks : committedLocks) {
      if (locks.commitSequence() > snapshot
          && (intersects(locks.rows(), changes.deletions()) || intersects(locks.rows(), changes.locked()))) {
        throw serializationFailure();
      }
    }
    if (!uniqueKeys.isEmpty() && !changes.added().isEmpty()) {
      // Every version's chunks are a prefix of the committed chunks in commit order (a commit only
      // appends), so what was committed since the snapshot is the tail past the snapshot's chunks.
      List<Chunk> committedSince = new ArrayList<>();
      List<DeletionMask> masks = new ArrayList<>();
      for (int i = base.chunks().size(); i < latest.chunks().size(); i++) {
        committedSince.add(latest.chunks().get(i));
        masks.add(latest.deletions(i));
      }
      TableVersion concurrent = new TableVersion(0, committedSince, masks);
      TableVersion added = changes.addedVersion();
      for (UniqueKey key : uniqueKeys) {
        TableIndex index = enforcing(key);
        if (index != null) {
          index.checkConcurrent(base, latest, added);
        } else {
          key.check(added, concurrent);
        }
      }
    }
  }

  private static void checkNotChanged(TableVersion latest, java.util.Map<Chunk, DeletionMask> rows) {
    for (var entry : rows.entrySet()) {
      DeletionMask now = latest.deletionsOf(entry.getKey());
      if (now != null && now.intersects(entry.getValue())) {
        throw serializationFailure();
      }
    }
  }

  private static boolean intersects(java.util.Map<Chunk, DeletionMask> a, java.util.Map<Chunk, DeletionMask> b) {
    for (var entry : b.entrySet()) {
      DeletionMask other = a.get(entry.getKey());
      if (other != null && other.intersects(entry.getValue())) {
        return true;
      }
    }
    return false;
  }

  private static EngineException serializationFailure() {
    return new EngineException(TransactionManager.SERIALIZATION_FAILURE,
        "Could not serialize access: a row this transaction changed was changed by a concurrent transaction");
  }

  /** Installs a new version: the latest with the changes applied. */
  synchronized void install(TableChanges changes, long commitSequence) {
    if (closed) {
      changes.discard();
      return;
    }
    for (Chunk chunk : changes.added()) {
      chunk.standsAt(allChunks.size());
      allChunks.add(chunk);
    }
    for (TableIndex index : indexes) {
      for (Chunk chunk : changes.added()) {
        index.add(chunk);
      }
    }
    current = current.apply(changes, current.number() + 1);
    history.add(new Committed(commitSequence, current));
    if (!changes.locked().isEmpty()) {
      committedLocks.add(new CommittedLocks(commitSequence, changes.locked()));
    }
  }

  /** Forgets versions older than the newest one visible at {@code oldestSnapshot}. */
  synchronized void prune(long oldestSnapshot) {
    int keepFrom = 0;
    for (int i = history.size() - 1; i >= 0; i--) {
      if (history.get(i).commitSequence() <= oldestSnapshot) {
        keepFrom = i;
        break;
      }
    }
    if (keepFrom > 0) {
      history.subList(0, keepFrom).clear();
    }
    // No transaction still open began before these commits, so none can conflict with their locks.
    committedLocks.removeIf(locks -> locks.commitSequence() <= oldestSnapshot);
  }

  /**
   * Replaces the table's contents with {@code version}, for a file database that opens: the table
   * was just made again from its DDL, and its rows come from the files.
   */
  synchronized void restore(TableVersion version) {
    if (closed) {
      return;
    }
    for (Chunk chunk : allChunks) {
      if (!version.chunks().contains(chunk)) {
        chunk.release();
      }
    }
    allChunks.clear();
    for (Chunk chunk : version.chunks()) {
      chunk.standsAt(allChunks.size());
      allChunks.add(chunk);
    }
    history.clear();
    current = version;
    history.add(new Committed(0, version));
    // The indexes (of the keys, made with the table from its DDL) take in the restored chunks:
    // they only queue them, so that opening reads no chunk file; the first lookup reads their keys.
    committedLocks.clear();
    for (TableIndex index : indexes) {
      index.clear();
      for (Chunk chunk : allChunks) {
        index.add(chunk);
      }
    }
  }

  /** True once the table was dropped: its storage holds nothing any more. */
  public boolean isClosed() {
    return closed;
  }

  /** Releases every chunk the table ever held. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    for (Chunk chunk : allChunks) {
      chunk.release();
    }
    allChunks.clear();
    history.clear();
    current = TableVersion.EMPTY;
  }
}
