package io.quiver.engine.store;

import java.util.Map;

/**
 * Where a {@link TransactionManager} logs each commit before installing it: the write-ahead log
 * of a file database. {@link #write} runs under the commit lock, so records are in commit order;
 * {@link #awaitDurable} runs after the lock is released, so that one force of the log serves
 * every commit written meanwhile (group commit).
 */
public interface CommitLog {
  /** The ticket of a commit that wrote nothing (no table of it is logged). */
  long NOTHING = -1;

  /**
   * Writes the commit's record, not yet forced to disk; throws an {@code EngineException} (class
   * 53 or 58) when it cannot, and then the commit installs nothing.
   */
  long write(Map<ColumnarTable, TableChanges> changes);

  /** Returns once the record of {@code ticket} is on disk; throws if it cannot be made so. */
  void awaitDurable(long ticket);
}
