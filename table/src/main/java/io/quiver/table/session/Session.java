package io.quiver.table.session;

import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.internal.Database;
import io.quiver.table.api.internal.GeneratedKeys;

/**
 * One session on a database, as the JDBC driver (or any other client of the engine) sees it: it
 * prepares statements and runs them with parameter values, getting a stream of Arrow batches or
 * a count of rows back, and owns the session's transaction. Every statement, prepared or not,
 * goes through {@link #prepare}: the same planning path as {@code TableEnvironment.executeSql}
 * and the Table API (parse, validate and optimize once; lower with the bound values).
 *
 * <p>A session is used by one thread at a time, except {@link SessionStatement#cancel}, which
 * any thread may call.
 */
public interface Session extends AutoCloseable {
  /** A new session on {@code database}; without {@code fileAccess} it may not reach the host's files. */
  static Session open(Database database, boolean fileAccess) {
    return new SessionImpl(database, fileAccess);
  }

  /** The session's catalogs, configuration and functions, as the Table API has them. */
  TableEnvironment environment();

  /**
   * Parses, validates and plans a statement that may hold {@code ?} markers. Fails with the
   * statement's error (a {@code TableException} or {@code ValidationException} with its SQLSTATE).
   */
  SessionStatement prepare(String sql);

  /** The identity values the session's last INSERT generated (or the columns {@link #setKeyRequest} asked for). */
  GeneratedKeys generatedKeys();

  /**
   * Makes {@code keys} the session's generated keys again: every statement clears them as it
   * starts, the query that reads them too, and JDBC lets a client ask for them more than once.
   */
  void restoreGeneratedKeys(GeneratedKeys keys);

  /** The key columns the following statements' INSERTs report; null for the identity columns. */
  void setKeyRequest(GeneratedKeys.Request request);

  boolean isAutoCommit();

  /** Switches auto-commit; switching it on commits the open transaction, as JDBC says. */
  void setAutoCommit(boolean autoCommit);

  /** Commits the open transaction; fails with SQLSTATE 40001 or 23505 when it cannot. */
  void commit();

  void rollback();

  /** True while the open transaction has written something not yet committed. */
  boolean hasPendingChanges();

  /** Rolls back what is open and releases the session. */
  @Override
  void close();
}
