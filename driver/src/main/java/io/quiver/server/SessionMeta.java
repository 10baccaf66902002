package io.quiver.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.calcite.avatica.AvaticaSeverity;
import org.apache.calcite.avatica.MissingResultsException;
import org.apache.calcite.avatica.NoSuchStatementException;
import org.apache.calcite.avatica.jdbc.JdbcMeta;
import org.apache.calcite.avatica.proto.Requests;
import org.apache.calcite.avatica.remote.AvaticaRuntimeException;
import org.apache.calcite.avatica.remote.TypedValue;

/**
 * The server's Meta: opens each remote connection as an embedded session of the server's
 * database and serves its results as frames read batch by batch from the session's result set.
 * A client's connection properties may set table options, but never the database, nor anything
 * that reaches the server's files unless the server allows it. Failures reach the client with
 * their SQLSTATE, which Avatica would otherwise drop.
 */
final class SessionMeta extends JdbcMeta {
  private final Properties serverInfo;

  SessionMeta(String url, Properties serverInfo) throws SQLException {
    super(url, serverInfo);
    this.serverInfo = serverInfo;
  }

  @Override
  protected Connection createConnection(String url, Properties info) throws SQLException {
    Properties filtered = new Properties();
    for (String key : info.stringPropertyNames()) {
      if (key.startsWith("table.")) {
        filtered.setProperty(key, info.getProperty(key));
      }
    }
    filtered.putAll(serverInfo);
    return super.createConnection(url, filtered);
  }

  /** Avatica sends the SQLSTATE of an {@link AvaticaRuntimeException} only. */
  private static RuntimeException withState(RuntimeException e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SQLException sql && sql.getSQLState() != null) {
        return new AvaticaRuntimeException(sql.getMessage(), sql.getErrorCode(), sql.getSQLState(),
            AvaticaSeverity.ERROR);
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return e;
  }

  @Override
  public void openConnection(ConnectionHandle ch, Map<String, String> info) {
    try {
      super.openConnection(ch, info);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ConnectionProperties connectionSync(ConnectionHandle ch, ConnectionProperties connProps) {
    try {
      return super.connectionSync(ch, connProps);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public StatementHandle prepare(ConnectionHandle ch, String sql, long maxRowCount) {
    try {
      return super.prepare(ch, sql, maxRowCount);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteResult prepareAndExecute(StatementHandle h, String sql, long maxRowCount, PrepareCallback callback)
      throws NoSuchStatementException {
    try {
      return super.prepareAndExecute(h, sql, maxRowCount, callback);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteResult prepareAndExecute(StatementHandle h, String sql, long maxRowCount, int maxRowsInFirstFrame,
      PrepareCallback callback) throws NoSuchStatementException {
    try {
      return super.prepareAndExecute(h, sql, maxRowCount, maxRowsInFirstFrame, callback);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteResult execute(StatementHandle h, List<TypedValue> parameterValues, long maxRowCount)
      throws NoSuchStatementException {
    try {
      return super.execute(h, parameterValues, maxRowCount);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteResult execute(StatementHandle h, List<TypedValue> parameterValues, int maxRowsInFirstFrame)
      throws NoSuchStatementException {
    try {
      return super.execute(h, parameterValues, maxRowsInFirstFrame);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public Frame fetch(StatementHandle h, long offset, int fetchMaxRowCount)
      throws NoSuchStatementException, MissingResultsException {
    try {
      return super.fetch(h, offset, fetchMaxRowCount);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteBatchResult prepareAndExecuteBatch(StatementHandle h, List<String> sqlCommands)
      throws NoSuchStatementException {
    try {
      return super.prepareAndExecuteBatch(h, sqlCommands);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteBatchResult executeBatch(StatementHandle h, List<List<TypedValue>> parameterValues)
      throws NoSuchStatementException {
    try {
      return super.executeBatch(h, parameterValues);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteBatchResult executeBatchProtobuf(StatementHandle h, List<Requests.UpdateBatch> updateBatches)
      throws NoSuchStatementException {
    try {
      return super.executeBatchProtobuf(h, updateBatches);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public void commit(ConnectionHandle ch) {
    try {
      super.commit(ch);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public void rollback(ConnectionHandle ch) {
    try {
      super.rollback(ch);
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }
}
