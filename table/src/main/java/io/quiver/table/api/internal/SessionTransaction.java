package io.quiver.table.api.internal;

import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.store.TransactionManager;
import java.util.function.Supplier;

/**
 * The transaction of one session. With auto-commit on (the default) every statement runs in a
 * transaction of its own that commits when the statement succeeds; with it off, statements join
 * one transaction until {@link #commit} or {@link #rollback}, seeing their own uncommitted writes.
 * Either way a failed statement changes nothing: writers build their changes on the side and hand
 * them over only when the statement has succeeded. A {@code BEGIN} under auto-commit opens a
 * transaction block, as in PostgreSQL: statements join one transaction until {@code COMMIT} or
 * {@code ROLLBACK}, and auto-commit resumes after it.
 */
public final class SessionTransaction {
  private final TransactionManager manager;
  private boolean autoCommit = true;
  /** True from BEGIN to COMMIT or ROLLBACK under auto-commit. */
  private boolean block;
  /** True while the block was begun READ ONLY. */
  private boolean readOnly;
  private Transaction current;
  private GeneratedKeys generatedKeys = GeneratedKeys.NONE;
  /** The savepoints of the open transaction, oldest first; a name may be used again (the newest wins). */
  private final java.util.List<Named> savepoints = new java.util.ArrayList<>();

  private record Named(String name, Transaction.Savepoint savepoint) {}

  SessionTransaction(TransactionManager manager) {
    this.manager = manager;
  }

  public boolean isAutoCommit() {
    return autoCommit;
  }

  /** Switches auto-commit; switching it on commits the open transaction, as JDBC says. */
  public void setAutoCommit(boolean autoCommit) {
    if (autoCommit && !this.autoCommit) {
      commit();
    }
    this.autoCommit = autoCommit;
  }

  /**
   * Opens a transaction block (BEGIN, START TRANSACTION); false when statements already join one
   * transaction (auto-commit off, or a block open), which then goes on unchanged.
   */
  public boolean begin(boolean readOnly) {
    if (!autoCommit || block) {
      return false;
    }
    commit();
    block = true;
    this.readOnly = readOnly;
    return true;
  }

  /** True while statements run in a block begun READ ONLY. */
  public boolean isReadOnly() {
    return block && readOnly;
  }

  /** True while statements join one transaction: auto-commit off, or a block open. */
  public boolean inTransaction() {
    return !autoCommit || block;
  }

  /** Commits the open transaction, if any; throws with SQLSTATE 40001 or 23505 when it cannot. */
  public void commit() {
    endBlock();
    Transaction transaction = current;
    current = null;
    if (transaction != null) {
      transaction.commit();
    }
  }

  public void rollback() {
    endBlock();
    Transaction transaction = current;
    current = null;
    if (transaction != null) {
      transaction.rollback();
    }
  }

  private void endBlock() {
    savepoints.clear();
    block = false;
    readOnly = false;
  }

  /**
   * Sets a savepoint named {@code name} in the open transaction (one is begun if no statement has
   * run yet); false when statements do not join a transaction (auto-commit without a block).
   */
  public boolean savepoint(String name) {
    if (!inTransaction()) {
      return false;
    }
    savepoints.add(new Named(name, transaction().savepoint()));
    return true;
  }

  /**
   * Undoes what the transaction wrote since the newest savepoint of that name and destroys the
   * savepoints set after it, keeping it, as PostgreSQL does; false when there is none.
   */
  public boolean rollbackTo(String name) {
    int at = find(name);
    if (at < 0) {
      return false;
    }
    transaction().rollbackTo(savepoints.get(at).savepoint());
    savepoints.subList(at + 1, savepoints.size()).clear();
    return true;
  }

  /** Destroys the newest savepoint of that name and those set after it; false when there is none. */
  public boolean release(String name) {
    int at = find(name);
    if (at < 0) {
      return false;
    }
    savepoints.subList(at, savepoints.size()).clear();
    return true;
  }

  private int find(String name) {
    for (int i = savepoints.size() - 1; i >= 0; i--) {
      if (savepoints.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** True while a transaction has written something not yet committed. */
  public boolean hasPendingChanges() {
    return current != null && current.hasChanges();
  }

  private GeneratedKeys.Request keyRequest;

  /** The key columns the next statements' INSERTs report (null: the identity columns). */
  public void setKeyRequest(GeneratedKeys.Request request) {
    this.keyRequest = request;
  }

  GeneratedKeys.Request keyRequest() {
    return keyRequest;
  }

  /** The identity values the session's last INSERT generated. */
  public GeneratedKeys generatedKeys() {
    return generatedKeys;
  }

  public void setGeneratedKeys(GeneratedKeys keys) {
    this.generatedKeys = keys;
  }

  /** Runs one statement in the session's transaction, committing it when auto-commit is on. */
  <T> T run(Supplier<T> statement) {
    generatedKeys = GeneratedKeys.NONE;
    if (current != null) {
      return statement.get();
    }
    current = begun();
    if (inTransaction()) {
      return statement.get();
    }
    try {
      T result = statement.get();
      commit();
      return result;
    } finally {
      rollback();
    }
  }

  /** The transaction statements read and write; one is begun when none is open. */
  Transaction transaction() {
    if (current == null) {
      current = begun();
    }
    return current;
  }

  private Transaction begun() {
    Transaction transaction = manager.begin();
    if (isReadOnly()) {
      transaction.setReadOnly();
    }
    return transaction;
  }

  /** The open transaction, or null between statements in auto-commit. */
  Transaction current() {
    return current;
  }

  /** The version of the table this session reads now. */
  TableVersion read(ColumnarTable table) {
    return current == null ? table.snapshot() : current.read(table);
  }
}
