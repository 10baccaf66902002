package io.quiver.jdbc;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.ResultKind;
import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.TableException;
import io.quiver.table.api.internal.Database;
import io.quiver.table.api.internal.GeneratedKeys;
import io.quiver.table.api.internal.SessionTransaction;
import io.quiver.table.api.internal.TableEnvironmentImpl;
import io.quiver.table.api.internal.TableResultInternal;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaParameter;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.MetaImpl;
import org.apache.calcite.avatica.MissingResultsException;
import org.apache.calcite.avatica.NoSuchStatementException;
import org.apache.calcite.avatica.QueryState;
import org.apache.calcite.avatica.remote.TypedValue;

/**
 * The embedded driver's Avatica {@code Meta}: every statement goes to the connection's
 * {@link TableEnvironment}; a query's result stays a stream of Arrow batches that the
 * {@link QuiverResultSet} reads through an {@link ArrowCursor}.
 */
final class QuiverMeta extends MetaImpl {
  static final String TYPES_KEY = "quiver.types";

  private final AtomicInteger statementIds = new AtomicInteger();
  private final Map<Integer, BatchSource> pendingResults = new ConcurrentHashMap<>();
  private final Object lock = new Object();
  private TableEnvironment env;
  private Database database;
  private Runnable release = () -> {};

  QuiverMeta(AvaticaConnection connection) {
    super(connection);
  }

  /** Opens the session on the database the URL names. */
  void open(Database database, Runnable release) {
    this.database = database;
    this.release = release;
    this.env = TableEnvironment.create(EnvironmentSettings.inBatchMode(), database);
  }

  TableEnvironment environment() {
    return env;
  }

  Database database() {
    return database;
  }

  // ---- statements ---------------------------------------------------------------------------

  @Override
  public StatementHandle createStatement(ConnectionHandle ch) {
    return new StatementHandle(ch.id, statementIds.incrementAndGet(), null);
  }

  @Override
  public StatementHandle prepare(ConnectionHandle ch, String sql, long maxRowCount) {
    StatementHandle handle = createStatement(ch);
    handle.signature = signature(sql, List.of(), StatementType.SELECT);
    return handle;
  }

  @Override
  public ExecuteResult prepareAndExecute(StatementHandle h, String sql, long maxRowCount, PrepareCallback callback)
      throws NoSuchStatementException {
    return prepareAndExecute(h, sql, maxRowCount, -1, callback);
  }

  @Override
  public ExecuteResult prepareAndExecute(StatementHandle h, String sql, long maxRowCount, int maxRowsInFirstFrame,
      PrepareCallback callback) throws NoSuchStatementException {
    try {
      synchronized (callback.getMonitor()) {
        callback.clear();
        Outcome outcome = run(h, sql);
        h.signature = outcome.signature;
        callback.assign(outcome.signature, null, outcome.updateCount);
        callback.execute();
        MetaResultSet result = outcome.updateCount >= 0
            ? MetaResultSet.count(h.connectionId, h.id, outcome.updateCount)
            : MetaResultSet.create(h.connectionId, h.id, false, outcome.signature, null);
        return new ExecuteResult(List.of(result));
      }
    } catch (SQLException e) {
      throw new SqlRuntimeException(e);
    }
  }

  @Override
  public ExecuteResult execute(StatementHandle h, List<TypedValue> parameterValues, long maxRowCount)
      throws NoSuchStatementException {
    return execute(h, parameterValues, (int) Math.min(maxRowCount, Integer.MAX_VALUE));
  }

  @Override
  public ExecuteResult execute(StatementHandle h, List<TypedValue> parameterValues, int maxRowsInFirstFrame)
      throws NoSuchStatementException {
    if (!parameterValues.isEmpty()) {
      throw new SqlRuntimeException(SqlExceptions.withState(
          "Statement parameters are not supported yet", "0A000", null));
    }
    try {
      Outcome outcome = run(h, h.signature.sql);
      MetaResultSet result = outcome.updateCount >= 0
          ? MetaResultSet.count(h.connectionId, h.id, outcome.updateCount)
          : MetaResultSet.create(h.connectionId, h.id, false, outcome.signature, null);
      return new ExecuteResult(List.of(result));
    } catch (SQLException e) {
      throw new SqlRuntimeException(e);
    }
  }

  @Override
  public ExecuteBatchResult prepareAndExecuteBatch(StatementHandle h, List<String> sqlCommands)
      throws NoSuchStatementException {
    long[] counts = new long[sqlCommands.size()];
    for (int i = 0; i < counts.length; i++) {
      try {
        counts[i] = Math.max(0, run(h, sqlCommands.get(i)).updateCount);
      } catch (SQLException e) {
        throw new SqlRuntimeException(e);
      }
    }
    return new ExecuteBatchResult(counts);
  }

  @Override
  public ExecuteBatchResult executeBatch(StatementHandle h, List<List<TypedValue>> parameterValues)
      throws NoSuchStatementException {
    long[] counts = new long[parameterValues.size()];
    for (int i = 0; i < counts.length; i++) {
      counts[i] = execute(h, parameterValues.get(i), -1).resultSets.get(0).updateCount;
    }
    return new ExecuteBatchResult(counts);
  }

  /** What running one statement produced: rows (updateCount -1) or a count. */
  private record Outcome(Signature signature, long updateCount) {}

  private Outcome run(StatementHandle h, String sql) throws SQLException {
    closePending(h.id);
    TableResultInternal result;
    synchronized (lock) {
      try {
        result = (TableResultInternal) env.executeSql(sql);
      } catch (RuntimeException e) {
        throw SqlExceptions.of(e);
      }
    }
    if (result.affectedRowCount().isPresent()) {
      result.openBatches().close();
      return new Outcome(signature(sql, List.of(), StatementType.INSERT), result.affectedRowCount().getAsLong());
    }
    if (result.getResultKind() == ResultKind.SUCCESS) {
      result.openBatches().close();
      return new Outcome(signature(sql, List.of(), StatementType.OTHER_DDL), 0);
    }
    List<Column> columns = result.getResolvedSchema().toEngineColumns();
    pendingResults.put(h.id, result.openBatches());
    return new Outcome(signature(sql, columns, StatementType.SELECT), -1);
  }

  private static Signature signature(String sql, List<Column> columns, StatementType type) {
    List<SqlType> types = columns.stream().map(Column::type).toList();
    List<ColumnMetaData> columnMetaData = JdbcTypes.columns(columns);
    return new Signature(columnMetaData, sql, new ArrayList<AvaticaParameter>(), Map.of(TYPES_KEY, types),
        CursorFactory.ARRAY, type);
  }

  /** The batches of the statement's last query, handed over once to its result set. */
  BatchSource takeResult(StatementHandle h) {
    BatchSource source = pendingResults.remove(h.id);
    if (source == null) {
      throw new IllegalStateException("no result pending for statement " + h.id);
    }
    return source;
  }

  private void closePending(int statementId) {
    BatchSource pending = pendingResults.remove(statementId);
    if (pending != null) {
      pending.close();
    }
  }

  @Override
  public Frame fetch(StatementHandle h, long offset, int fetchMaxRowCount)
      throws NoSuchStatementException, MissingResultsException {
    // Embedded result sets read Arrow batches through their cursor; there are no frames to fetch.
    return Frame.EMPTY;
  }

  @Override
  public boolean syncResults(StatementHandle sh, QueryState state, long offset) {
    return false;
  }

  @Override
  public void closeStatement(StatementHandle h) {
    closePending(h.id);
  }

  // ---- connection ---------------------------------------------------------------------------

  @Override
  public ConnectionProperties connectionSync(ConnectionHandle ch, ConnectionProperties connProps) {
    ConnectionProperties merged = super.connectionSync(ch, connProps);
    try {
      if (connProps.isAutoCommit() != null) {
        synchronized (lock) {
          transaction().setAutoCommit(connProps.isAutoCommit());
        }
      }
      if (connProps.getCatalog() != null && !connProps.getCatalog().equals(env.getCurrentCatalog())) {
        env.useCatalog(connProps.getCatalog());
      }
      if (connProps.getSchema() != null && !connProps.getSchema().equals(env.getCurrentDatabase())) {
        env.useDatabase(connProps.getSchema());
      }
    } catch (RuntimeException e) {
      throw new SqlRuntimeException(SqlExceptions.of(e));
    }
    return merged;
  }

  @Override
  public void commit(ConnectionHandle ch) {
    synchronized (lock) {
      try {
        transaction().commit();
      } catch (RuntimeException e) {
        throw new SqlRuntimeException(SqlExceptions.of(e));
      }
    }
  }

  @Override
  public void rollback(ConnectionHandle ch) {
    synchronized (lock) {
      transaction().rollback();
    }
  }

  private SessionTransaction transaction() {
    return ((TableEnvironmentImpl) env).transaction();
  }

  /** The identity values the connection's last INSERT generated. */
  GeneratedKeys generatedKeys() {
    synchronized (lock) {
      return transaction().generatedKeys();
    }
  }

  @Override
  public void closeConnection(ConnectionHandle ch) {
    new ArrayList<>(pendingResults.keySet()).forEach(this::closePending);
    if (env != null) {
      env.close();
      env = null;
      release.run();
    }
  }

  // ---- metadata -----------------------------------------------------------------------------

  @Override
  public Map<DatabaseProperty, Object> getDatabaseProperties(ConnectionHandle ch) {
    return DatabaseMetadata.properties();
  }

  @Override
  public MetaResultSet getCatalogs(ConnectionHandle ch) {
    return metadata().catalogs(this);
  }

  @Override
  public MetaResultSet getSchemas(ConnectionHandle ch, String catalog, Pat schemaPattern) {
    return metadata().schemas(this, catalog, schemaPattern.s);
  }

  @Override
  public MetaResultSet getTableTypes(ConnectionHandle ch) {
    return metadata().tableTypes(this);
  }

  @Override
  public MetaResultSet getTables(ConnectionHandle ch, String catalog, Pat schemaPattern, Pat tableNamePattern,
      List<String> typeList) {
    return metadata().tables(this, catalog, schemaPattern.s, tableNamePattern.s, typeList);
  }

  @Override
  public MetaResultSet getColumns(ConnectionHandle ch, String catalog, Pat schemaPattern, Pat tableNamePattern,
      Pat columnNamePattern) {
    return metadata().columns(this, catalog, schemaPattern.s, tableNamePattern.s, columnNamePattern.s);
  }

  private DatabaseMetadata metadata() {
    return new DatabaseMetadata(env);
  }

  /** Builds a metadata result set of the given columns and rows, read through Avatica frames. */
  MetaResultSet rows(List<ColumnMetaData> columns, List<Object[]> rows) {
    List<Object> frameRows = new ArrayList<>(rows);
    return createResultSet(Collections.emptyMap(), columns, CursorFactory.ARRAY, Frame.create(0, true, frameRows));
  }

  /** Carries an SQLException through Avatica's interfaces, which do not declare it. */
  static final class SqlRuntimeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SqlRuntimeException(SQLException cause) {
      super(cause.getMessage(), cause);
    }

    SQLException sqlException() {
      return (SQLException) getCause();
    }
  }
}
