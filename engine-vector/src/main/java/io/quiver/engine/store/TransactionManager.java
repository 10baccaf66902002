package io.quiver.engine.store;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Snapshot isolation over the tables of one database. Every commit gets the next commit sequence
 * number; a transaction reads, in every table, the newest version committed at or before the
 * number that was current when it began. Commits are serialized by one lock, so the versions a
 * commit installs in several tables appear together.
 */
public final class TransactionManager {
  public static final String SERIALIZATION_FAILURE = "40001";

  private final Object commitLock = new Object();
  private volatile long lastCommitted;
  /** The snapshots of open transactions, as sequence number to how many transactions hold it. */
  private final TreeMap<Long, Integer> openSnapshots = new TreeMap<>();

  /** Starts a transaction reading the latest committed state. */
  public Transaction begin() {
    synchronized (openSnapshots) {
      long snapshot = lastCommitted;
      openSnapshots.merge(snapshot, 1, Integer::sum);
      return new Transaction(this, snapshot);
    }
  }

  void end(Transaction transaction) {
    synchronized (openSnapshots) {
      openSnapshots.computeIfPresent(transaction.snapshot(), (k, n) -> n == 1 ? null : n - 1);
    }
  }

  /**
   * Validates every table's changes against what was committed since the snapshot, then installs
   * them all under one new sequence number. A failed validation installs nothing.
   */
  void commit(long snapshot, Map<ColumnarTable, TableChanges> changes) {
    synchronized (commitLock) {
      for (Map.Entry<ColumnarTable, TableChanges> entry : changes.entrySet()) {
        entry.getKey().validate(entry.getKey().versionAt(snapshot), snapshot, entry.getValue());
      }
      long sequence = lastCommitted + 1;
      for (Map.Entry<ColumnarTable, TableChanges> entry : changes.entrySet()) {
        entry.getKey().install(entry.getValue(), sequence);
      }
      synchronized (openSnapshots) {
        lastCommitted = sequence;
      }
      long oldest = oldestSnapshot();
      changes.keySet().forEach(table -> table.prune(oldest));
    }
  }

  /** Commits changes to one table on their own, e.g. the rows of CREATE TABLE ... AS. */
  public void commitNow(ColumnarTable table, List<Chunk> chunks) {
    Transaction transaction = begin();
    transaction.write(table, TableChanges.NONE.plusChunks(chunks));
    transaction.commit();
  }

  private long oldestSnapshot() {
    synchronized (openSnapshots) {
      return openSnapshots.isEmpty() ? lastCommitted : Math.min(openSnapshots.firstKey(), lastCommitted);
    }
  }
}
