package io.quiver.jdbc;

import java.sql.SQLException;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaStatement;
import org.apache.calcite.avatica.Meta;

/**
 * A statement; execution goes through {@link QuiverMeta}, failures keep their SQLSTATE.
 * {@link #cancel()} from another thread stops the running query with SQLSTATE 57014.
 */
final class QuiverStatement extends AvaticaStatement {
  QuiverStatement(AvaticaConnection connection, Meta.StatementHandle h, int resultSetType, int resultSetConcurrency,
      int resultSetHoldability) {
    super(connection, h, resultSetType, resultSetConcurrency, resultSetHoldability);
  }

  @Override
  protected void executeInternal(String sql) throws SQLException {
    QueryTimer.run(getQueryTimeout(), this::cancelQuietly, () -> {
      try {
        super.executeInternal(sql);
        return null;
      } catch (SQLException e) {
        throw SqlExceptions.unwrap(e);
      }
    });
  }

  @Override
  protected long[] executeBatchInternal() throws SQLException {
    return QueryTimer.run(getQueryTimeout(), this::cancelQuietly, () -> {
      try {
        return super.executeBatchInternal();
      } catch (SQLException e) {
        throw SqlExceptions.unwrap(e);
      } catch (QuiverMeta.SqlRuntimeException e) {
        throw e.sqlException();
      }
    });
  }

  /** Stops what this statement runs; unlike Avatica's, does not wait for the statement's lock. */
  /** Quiver returns one result per statement: after it, no result set and no update count. */
  @Override
  public boolean getMoreResults(int current) throws SQLException {
    super.getMoreResults(current);
    if (openResultSet != null && current == CLOSE_CURRENT_RESULT) {
      openResultSet.close();
    }
    openResultSet = null;
    updateCount = -1;
    return false;
  }

  @Override
  public void cancel() throws SQLException {
    if (isClosed()) {
      throw SqlExceptions.withState("Statement is closed", "HY010", null);
    }
    cancelQuietly();
  }

  private void cancelQuietly() {
    ((QuiverConnection) connection).quiverMeta().cancel(handle.id);
  }
}
