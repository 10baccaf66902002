package io.quiver.jdbc;

import io.quiver.engine.error.EngineException;
import io.quiver.table.api.HasSqlState;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.SQLSyntaxErrorException;
import java.sql.SQLTransactionRollbackException;

/** Turns engine and planner failures into SQLExceptions of the subclass their SQLSTATE calls for. */
final class SqlExceptions {
  private SqlExceptions() {}

  static SQLException of(Throwable e) {
    if (e instanceof SQLException sql) {
      return sql;
    }
    if (causedByStackOverflow(e)) {
      return tooComplex(e);
    }
    if (e instanceof HasSqlState table) {
      return withState(e.getMessage(), table.getSqlState(), e);
    }
    if (e instanceof EngineException engine) {
      return withState(engine.getMessage(), engine.sqlState(), e);
    }
    if (e instanceof io.quiver.table.catalog.exceptions.CatalogException catalog) {
      return withState(e.getMessage(), catalog.getSqlState(), e);
    }
    if (e instanceof OutOfMemoryError || e instanceof org.apache.arrow.memory.OutOfMemoryException) {
      return withState("Out of memory: " + e.getMessage(), "53200", e);
    }
    return withState("Internal error: " + e, "XX000", e);
  }

  /** SQLSTATE 54001: the statement nests deeper than the planner can follow (README, "Limits"). */
  static SQLException tooComplex(Throwable cause) {
    return withState(io.quiver.table.api.internal.DeepStack.TOO_COMPLEX, "54001", cause);
  }

  private static boolean causedByStackOverflow(Throwable e) {
    int depth = 0;
    for (Throwable t = e; t != null && depth < 100; t = t.getCause(), depth++) {
      if (t instanceof StackOverflowError) {
        return true;
      }
      if (t instanceof HasSqlState table && "54001".equals(table.getSqlState())) {
        return false;
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return false;
  }

  /**
   * Avatica wraps failures thrown inside its calls into SQLExceptions without an SQLSTATE: finds
   * Quiver's own failure in the cause chain and reports that instead.
   */
  static SQLException unwrap(SQLException wrapped) {
    for (Throwable t = wrapped.getCause(); t != null && t != t.getCause(); t = t.getCause()) {
      if (t instanceof QuiverMeta.SqlRuntimeException carried) {
        return carried.sqlException();
      }
      if (t instanceof java.sql.BatchUpdateException batch) {
        return batch;
      }
      if (t instanceof HasSqlState || t instanceof EngineException
          || t instanceof io.quiver.table.catalog.exceptions.CatalogException) {
        return of(t);
      }
      if (t instanceof SQLException sql && sql.getSQLState() != null) {
        return sql;
      }
    }
    return wrapped;
  }

  /**
   * A failure in statement {@code failed} of a batch, as JDBC reports it: a
   * {@link java.sql.BatchUpdateException} with the counts of the statements before it.
   */
  static SQLException batchFailure(SQLException cause, long[] counts, int failed) {
    long[] done = java.util.Arrays.copyOf(counts, failed);
    java.sql.BatchUpdateException e = new java.sql.BatchUpdateException(cause.getMessage(), cause.getSQLState(),
        cause.getErrorCode(), done, cause);
    return e;
  }

  static SQLException withState(String message, String sqlState, Throwable cause) {
    String state = sqlState == null ? "XX000" : sqlState;
    SQLException result;
    if (state.startsWith("42")) {
      result = new SQLSyntaxErrorException(message, state);
    } else if (state.startsWith("22")) {
      result = new SQLDataException(message, state);
    } else if (state.startsWith("23")) {
      result = new SQLIntegrityConstraintViolationException(message, state);
    } else if (state.startsWith("0A")) {
      result = new SQLFeatureNotSupportedException(message, state);
    } else if (state.startsWith("40")) {
      result = new SQLTransactionRollbackException(message, state);
    } else {
      result = new SQLException(message, state);
    }
    if (cause != null) {
      result.initCause(cause);
    }
    return result;
  }
}
