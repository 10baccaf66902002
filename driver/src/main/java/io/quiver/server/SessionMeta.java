package io.quiver.server;

import io.quiver.jdbc.RemoteRequests;
import io.quiver.jdbc.SubMillisecondTimes;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.sql.Statement;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.calcite.avatica.ConnectionPropertiesImpl;
import org.apache.calcite.avatica.AvaticaSeverity;
import org.apache.calcite.avatica.MissingResultsException;
import org.apache.calcite.avatica.NoSuchStatementException;
import org.apache.calcite.avatica.jdbc.JdbcMeta;
import org.apache.calcite.avatica.jdbc.StatementInfo;
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
  /** The connection properties last sent to each client, by connection id. */
  private final Map<String, ConnectionProperties> reportedProperties = new ConcurrentHashMap<>();

  SessionMeta(String url, Properties serverInfo) throws SQLException {
    super(url, serverInfo);
    this.serverInfo = serverInfo;
  }

  @Override
  protected Connection createConnection(String url, Properties info) throws SQLException {
    Properties filtered = new Properties();
    for (String key : info.stringPropertyNames()) {
      // The client's user names the session's user (CURRENT_USER); the password stays behind.
      if (key.startsWith("table.") || key.equals("user")) {
        filtered.setProperty(key, info.getProperty(key));
      }
    }
    filtered.putAll(serverInfo);
    Connection connection = super.createConnection(url, filtered);
    SubMillisecondTimes.keep(connection);
    return connection;
  }

  /** The results with their TIMESTAMP and TIME values to the microsecond (see {@link SubMillisecondTimes}). */
  /** Per statement with a result, its ROW columns, which travel as text (CompositeFrames.rowsAsText). */
  private final java.util.Map<Integer, List<Integer>> rowColumns = new java.util.concurrent.ConcurrentHashMap<>();

  private ExecuteResult precise(ExecuteResult result) {
    List<MetaResultSet> resultSets = new ArrayList<>(result.resultSets.size());
    for (MetaResultSet rs : result.resultSets) {
      List<Integer> rows = new ArrayList<>();
      if (rs.signature != null && rs.signature.columns != null) {
        for (int i = 0; i < rs.signature.columns.size(); i++) {
          if (rs.signature.columns.get(i).type.id == java.sql.Types.STRUCT) {
            rows.add(i);
          }
        }
      }
      if (rows.isEmpty()) {
        rowColumns.remove(rs.statementId);
      } else {
        rowColumns.put(rs.statementId, rows);
      }
      resultSets.add(rs.firstFrame == null ? rs : MetaResultSet.create(rs.connectionId, rs.statementId,
          rs.ownStatement, io.quiver.jdbc.CompositeFrames.rowsAsText(rs.signature),
          precise(rs.statementId, rs.firstFrame), rs.updateCount));
    }
    return new ExecuteResult(resultSets);
  }

  private Frame precise(int statementId, Frame frame) {
    StatementInfo info = getStatementCache().getIfPresent(statementId);
    if (info == null || info.getResultSet() == null) {
      return io.quiver.jdbc.CompositeFrames.mapsAsText(frame);
    }
    try {
      List<Integer> structs = rowColumns.getOrDefault(statementId, List.of());
      return io.quiver.jdbc.CompositeFrames.rowsAsText(
          io.quiver.jdbc.CompositeFrames.mapsAsText(SubMillisecondTimes.frame(info.getResultSet(), frame)), structs);
    } catch (SQLException e) {
      throw withState(new RuntimeException(e));
    }
  }

  /**
   * A metadata call that Avatica's protocol does not carry, read whole from the session's
   * {@code DatabaseMetaData} into the first frame of the answer (such results are small).
   */
  private MetaResultSet answer(StatementHandle h, RemoteRequests.MetadataCall call) {
    for (Method method : DatabaseMetaData.class.getMethods()) {
      if (!method.getName().equals(call.method()) || method.getParameterCount() != call.args().size()) {
        continue;
      }
      Class<?>[] types = method.getParameterTypes();
      Object[] args = new Object[types.length];
      for (int i = 0; i < types.length; i++) {
        String text = call.args().get(i);
        args[i] = types[i] == boolean.class ? Boolean.valueOf(text)
            : types[i] == int.class ? (Object) Integer.valueOf(text) : text;
      }
      try (ResultSet rs = (ResultSet) method.invoke(getConnection(h.connectionId).getMetaData(), args)) {
        int width = rs.getMetaData().getColumnCount();
        List<Object> rows = new ArrayList<>();
        while (rs.next()) {
          Object[] row = new Object[width];
          for (int c = 0; c < width; c++) {
            row[c] = rs.getObject(c + 1);
          }
          rows.add(row);
        }
        return MetaResultSet.create(h.connectionId, h.id, true, signature(rs.getMetaData()),
            Frame.create(0, true, rows));
      } catch (InvocationTargetException e) {
        throw withState(new RuntimeException(e.getCause()));
      } catch (SQLException e) {
        throw withState(new RuntimeException(e));
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }
    throw new AvaticaRuntimeException("No metadata call " + call.method() + " with " + call.args().size()
        + " arguments", 0, "42883", AvaticaSeverity.ERROR);
  }

  /**
   * Cancels a statement from the request thread, without waiting for the one that runs it. Avatica
   * keeps the server's statements in a cache whose entries do not show them: the field is read by
   * reflection, once per cancel. Statement ids are counted across all sessions, so a session may
   * cancel only its own statements.
   */
  private void cancel(StatementHandle requester, int statementId) {
    StatementInfo info = getStatementCache().getIfPresent(statementId);
    if (info == null) {
      return;
    }
    try {
      Field field = StatementInfo.class.getDeclaredField("statement");
      field.setAccessible(true);
      Statement statement = (Statement) field.get(info);
      if (statement.getConnection() != getConnection(requester.connectionId)) {
        return;
      }
      statement.cancel();
    } catch (ReflectiveOperationException | SQLException e) {
      throw new AvaticaRuntimeException("cannot cancel statement " + statementId + ": " + e, 0, "HY000",
          AvaticaSeverity.ERROR);
    }
  }

  /** A client statement's key columns (prepareStatement(sql, String[] | int[])), for its embedded statement. */
  private void keyColumns(StatementHandle requester, RemoteRequests.KeyColumns request) {
    StatementInfo info = getStatementCache().getIfPresent(request.statementId());
    if (info == null) {
      return;
    }
    try {
      Field field = StatementInfo.class.getDeclaredField("statement");
      field.setAccessible(true);
      Statement statement = (Statement) field.get(info);
      if (statement.getConnection() != getConnection(requester.connectionId)) {
        return;
      }
      RemoteRequests.applyKeyColumns(statement, request.request());
    } catch (ReflectiveOperationException | SQLException e) {
      throw new AvaticaRuntimeException("cannot set the key columns of statement " + request.statementId() + ": " + e,
          0, "HY000", AvaticaSeverity.ERROR);
    }
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

  /**
   * Avatica's client sends back the catalog and schema the server last reported with every
   * change of auto-commit; the session may have moved since with {@code USE}. Only a name that
   * differs from the one last reported is the client's own change.
   */
  @Override
  public ConnectionProperties connectionSync(ConnectionHandle ch, ConnectionProperties connProps) {
    try {
      ConnectionProperties reported = reportedProperties.get(ch.id);
      ConnectionProperties requested = connProps;
      if (reported != null) {
        requested = new ConnectionPropertiesImpl(connProps.isAutoCommit(), connProps.isReadOnly(),
            connProps.getTransactionIsolation(), changed(connProps.getCatalog(), reported.getCatalog()),
            changed(connProps.getSchema(), reported.getSchema()));
      }
      ConnectionProperties result = super.connectionSync(ch, requested);
      // Avatica reports the level asked for; the session may give another (snapshot isolation).
      result.setTransactionIsolation(getConnection(ch.id).getTransactionIsolation());
      reportedProperties.put(ch.id, result);
      return result;
    } catch (SQLException e) {
      throw withState(new RuntimeException(e));
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  private static String changed(String requested, String reported) {
    return Objects.equals(requested, reported) ? null : requested;
  }

  @Override
  public void closeConnection(ConnectionHandle ch) {
    reportedProperties.remove(ch.id);
    super.closeConnection(ch);
  }

  @Override
  public StatementHandle prepare(ConnectionHandle ch, String sql, long maxRowCount) {
    try {
      StatementHandle handle = super.prepare(ch, sql, maxRowCount);
      handle.signature = io.quiver.jdbc.CompositeFrames.rowsAsText(handle.signature);
      return handle;
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteResult prepareAndExecute(StatementHandle h, String sql, long maxRowCount, PrepareCallback callback)
      throws NoSuchStatementException {
    try {
      return precise(super.prepareAndExecute(h, sql, maxRowCount, callback));
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteResult prepareAndExecute(StatementHandle h, String sql, long maxRowCount, int maxRowsInFirstFrame,
      PrepareCallback callback) throws NoSuchStatementException {
    OptionalInt cancelled = RemoteRequests.cancelledStatement(sql);
    if (cancelled.isPresent()) {
      cancel(h, cancelled.getAsInt());
      return new ExecuteResult(List.of(MetaResultSet.count(h.connectionId, h.id, 0)));
    }
    Optional<RemoteRequests.KeyColumns> keyColumns = RemoteRequests.keyColumns(sql);
    if (keyColumns.isPresent()) {
      keyColumns(h, keyColumns.get());
      return new ExecuteResult(List.of(MetaResultSet.count(h.connectionId, h.id, 0)));
    }
    Optional<RemoteRequests.MetadataCall> metadata = RemoteRequests.metadataCall(sql);
    if (metadata.isPresent()) {
      return new ExecuteResult(List.of(answer(h, metadata.get())));
    }
    try {
      return precise(super.prepareAndExecute(h, sql, maxRowCount, maxRowsInFirstFrame, callback));
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteResult execute(StatementHandle h, List<TypedValue> parameterValues, long maxRowCount)
      throws NoSuchStatementException {
    try {
      return precise(super.execute(h, parameterValues, maxRowCount));
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public ExecuteResult execute(StatementHandle h, List<TypedValue> parameterValues, int maxRowsInFirstFrame)
      throws NoSuchStatementException {
    try {
      return precise(super.execute(h, parameterValues, maxRowsInFirstFrame));
    } catch (RuntimeException e) {
      throw withState(e);
    }
  }

  @Override
  public void closeStatement(StatementHandle h) {
    rowColumns.remove(h.id);
    super.closeStatement(h);
  }

  @Override
  public Frame fetch(StatementHandle h, long offset, int fetchMaxRowCount)
      throws NoSuchStatementException, MissingResultsException {
    try {
      return precise(h.id, super.fetch(h, offset, fetchMaxRowCount));
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
