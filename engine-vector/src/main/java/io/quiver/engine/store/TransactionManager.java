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
  /** Where commits are logged before they become visible (a file database's); null in memory. */
  private volatile CommitLog log;

  /** Logs every commit from now on through {@code log} (null: none). */
  public void setCommitLog(CommitLog log) {
    this.log = log;
  }

  /** Runs {@code action} while no commit is under way: what a checkpoint captures is one state. */
  public void underCommitLock(Runnable action) {
    synchronized (commitLock) {
      action.run();
    }
  }

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
  long commit(long snapshot, Map<ColumnarTable, TableChanges> changes) {
    CommitLog commitLog = log;
    long ticket = CommitLog.NOTHING;
    synchronized (commitLock) {
      for (Map.Entry<ColumnarTable, TableChanges> entry : changes.entrySet()) {
        entry.getKey().validate(entry.getKey().versionAt(snapshot), snapshot, entry.getValue());
      }
      if (commitLog != null) {
        // Written (not yet forced) before anything is visible: a failed write installs nothing.
        ticket = commitLog.write(changes);
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
    return commitLog == null ? CommitLog.NOTHING : ticket;
  }

  /** Returns once the commit of {@code ticket} is durable (group commit: one force serves many). */
  void awaitDurable(long ticket) {
    CommitLog commitLog = log;
    if (commitLog != null && ticket != CommitLog.NOTHING) {
      commitLog.awaitDurable(ticket);
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
