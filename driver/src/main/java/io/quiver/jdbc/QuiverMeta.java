package io.quiver.jdbc;

import io.quiver.table.api.ResultKind;
import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.TableException;
import io.quiver.table.api.internal.Database;
import io.quiver.table.api.internal.GeneratedKeys;
import io.quiver.table.session.Session;
import io.quiver.table.session.SessionStatement;
import io.quiver.table.session.StatementResult;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.MetaImpl;
import org.apache.calcite.avatica.MissingResultsException;
import org.apache.calcite.avatica.NoSuchStatementException;
import org.apache.calcite.avatica.QueryState;
import org.apache.calcite.avatica.remote.TypedValue;

/**
 * The embedded driver's Avatica {@code Meta}: every statement goes to the connection's
 * {@link Session} (prepared, then executed with its values); a query's result stays a stream of
 * Arrow batches that the {@link QuiverResultSet} reads through an {@link ArrowCursor}.
 */
final class QuiverMeta extends MetaImpl {
  static final String TYPES_KEY = "quiver.types";

  private final AtomicInteger statementIds = new AtomicInteger();
  private final Map<Integer, StatementResult> pendingResults = new ConcurrentHashMap<>();
  /** Prepared statements by statement id; a plain statement's SQL is prepared and run at once. */
  private final Map<Integer, Prepared> prepared = new ConcurrentHashMap<>();
  /** What each statement is running (being planned, or executing), for {@link #cancel}. */
  private final Map<Integer, SessionStatement> running = new ConcurrentHashMap<>();
  /** Statements cancelled while their SQL was still being prepared. */
  private final Set<Integer> cancelRequested = ConcurrentHashMap.newKeySet();
  private final Set<Integer> preparing = ConcurrentHashMap.newKeySet();
  private final Object lock = new Object();
  private Session session;
  private TableEnvironment env;
  private Database database;
  private Runnable release = () -> {};
  private boolean allowFiles = true;

  QuiverMeta(AvaticaConnection connection) {
    super(connection);
    // What a new session is: read-write, auto-commit, snapshot isolation (REPEATABLE READ).
    connProps.setAutoCommit(true);
    connProps.setReadOnly(false);
    connProps.setTransactionIsolation(java.sql.Connection.TRANSACTION_REPEATABLE_READ);
    connProps.setDirty(false);
  }

  /** Opens the session on the database the URL names. */
  void open(Database database, Runnable release, boolean allowFiles) {
    this.allowFiles = allowFiles;
    this.database = database;
    this.release = release;
    this.session = Session.open(database, allowFiles);
    this.env = session.environment();
  }

  /**
   * A prepared statement and the signature of its result, made once: each execution whose
   * result has the prepared columns reuses it.
   */
  private static final class Prepared {
    final SessionStatement statement;
    Signature querySignature;

    Prepared(SessionStatement statement) {
      this.statement = statement;
    }
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
    try {
      SessionStatement query = prepareQuery(handle.id, sql);
      Prepared entry = new Prepared(query);
      prepared.put(handle.id, entry);
      handle.signature = Signatures.of(query);
      if (query.resultSchema().isPresent()) {
        entry.querySignature = handle.signature;
      }
    } catch (SQLException e) {
      throw new SqlRuntimeException(e);
    }
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
    // A cancel that comes while the statement is planned stops it as soon as it starts.
    try {
      synchronized (callback.getMonitor()) {
        callback.clear();
        Outcome outcome = run(h, new Prepared(prepareQuery(h.id, sql)), List.of());
        h.signature = outcome.signature;
        callback.assign(outcome.signature, null, outcome.updateCount);
        callback.execute();
        return new ExecuteResult(List.of(outcome.toMetaResultSet(h)));
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
    Prepared query = prepared.get(h.id);
    if (query == null) {
      throw new NoSuchStatementException(h);
    }
    try {
      Outcome outcome = run(h, query, ParameterConversion.toJava(parameterValues));
      return new ExecuteResult(List.of(outcome.toMetaResultSet(h)));
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
        Outcome outcome = run(h, new Prepared(prepareQuery(h.id, sqlCommands.get(i))), List.of());
        closePending(h.id);
        if (outcome.updateCount < 0) {
          throw SqlExceptions.withState("A batch may not hold a query: " + sqlCommands.get(i), "0A000", null);
        }
        counts[i] = outcome.updateCount;
      } catch (SQLException e) {
        throw new SqlRuntimeException(SqlExceptions.batchFailure(e, counts, i));
      }
    }
    return new ExecuteBatchResult(counts);
  }

  @Override
  public ExecuteBatchResult executeBatch(StatementHandle h, List<List<TypedValue>> parameterValues)
      throws NoSuchStatementException {
    Prepared query = prepared.get(h.id);
    if (query == null) {
      throw new NoSuchStatementException(h);
    }
    long[] atOnce;
    session.setKeyRequest(keyRequests.get(h.id));
    try {
      atOnce = executeBatchAtOnce(h, query.statement, parameterValues);
    } finally {
      session.setKeyRequest(null);
    }
    if (atOnce != null) {
      return new ExecuteBatchResult(atOnce);
    }
    long[] counts = new long[parameterValues.size()];
    for (int i = 0; i < counts.length; i++) {
      try {
        Outcome outcome = run(h, query, ParameterConversion.toJava(parameterValues.get(i)));
        closePending(h.id);
        if (outcome.updateCount < 0) {
          throw SqlExceptions.withState("A batch may not hold a query", "0A000", null);
        }
        counts[i] = outcome.updateCount;
      } catch (SQLException e) {
        throw new SqlRuntimeException(SqlExceptions.batchFailure(e, counts, i));
      }
    }
    return new ExecuteBatchResult(counts);
  }

  /**
   * Runs the whole batch as one statement when the query can (see {@link SessionStatement#executeBatch});
   * null when it cannot or when the batch failed, which wrote nothing: the caller then runs it row
   * by row, which reports the failing row and the counts before it as JDBC asks.
   */
  private long[] executeBatchAtOnce(StatementHandle h, SessionStatement query, List<List<TypedValue>> parameterValues) {
    if (parameterValues.isEmpty()) {
      return null;
    }
    List<List<Object>> rows = new ArrayList<>(parameterValues.size());
    try {
      for (List<TypedValue> values : parameterValues) {
        rows.add(ParameterConversion.toJava(values));
      }
      closePending(h.id);
      synchronized (lock) {
        return query.executeBatch(rows);
      }
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** What running one statement produced: rows (updateCount -1) or a count. */
  private record Outcome(Signature signature, long updateCount) {
    MetaResultSet toMetaResultSet(StatementHandle h) {
      return updateCount >= 0
          ? MetaResultSet.count(h.connectionId, h.id, updateCount)
          : MetaResultSet.create(h.connectionId, h.id, false, signature, null);
    }
  }

  private SessionStatement prepareQuery(int statementId, String sql) throws SQLException {
    synchronized (lock) {
      preparing.add(statementId);
      try {
        if (RemoteRequests.GENERATED_KEYS.equals(sql)) {
          // getGeneratedKeys() (embedded, or a remote client's): the keys of this session, as a
          // query, after which they are the session's keys again (a second call reads them too).
          GeneratedKeys keys = session.generatedKeys();
          keysQueries.put(statementId, keys);
          return session.prepare(GeneratedKeysResults.sql(keys));
        }
        return session.prepare(JdbcEscapes.translate(sql));
      } catch (RuntimeException e) {
        cancelRequested.remove(statementId);
        throw SqlExceptions.of(e);
      } finally {
        preparing.remove(statementId);
      }
    }
  }

  /** The statements that read the session's generated keys, with the keys they read. */
  private final Map<Integer, GeneratedKeys> keysQueries = new java.util.concurrent.ConcurrentHashMap<>();

  /** Per statement, the key columns its INSERTs report (JDBC's prepareStatement(sql, String[]) and kin). */
  private final Map<Integer, io.quiver.table.api.internal.GeneratedKeys.Request> keyRequests =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** Makes the statement's INSERTs report these columns as their keys; null: the identity columns. */
  void requestKeys(int statementId, io.quiver.table.api.internal.GeneratedKeys.Request request) {
    if (request == null) {
      keyRequests.remove(statementId);
    } else {
      keyRequests.put(statementId, request);
    }
  }

  private Outcome run(StatementHandle h, Prepared prepared, List<Object> parameters) throws SQLException {
    session.setKeyRequest(keyRequests.get(h.id));
    try {
      return runWithKeys(h, prepared, parameters);
    } finally {
      session.setKeyRequest(null);
    }
  }

  private Outcome runWithKeys(StatementHandle h, Prepared prepared, List<Object> parameters) throws SQLException {
    closePending(h.id);
    SessionStatement query = prepared.statement;
    StatementResult result;
    synchronized (lock) {
      if (cancelRequested.remove(h.id) && query.resultSchema().isPresent()) {
        // Cancelled while it was planned: the query stops as it starts.
        throw SqlExceptions.withState("query was cancelled", "57014", null);
      }
      running.put(h.id, query);
      try {
        result = query.execute(parameters);
        GeneratedKeys keys = keysQueries.get(h.id);
        if (keys != null) {
          session.restoreGeneratedKeys(keys);
        }
      } catch (RuntimeException e) {
        running.remove(h.id);
        throw SqlExceptions.of(e);
      } finally {
        cancelRequested.remove(h.id);
      }
      if (!allowFiles) {
        try {
          FileAccessPolicy.check(env.getConfig());
        } catch (SQLException e) {
          result.close();
          throw e;
        }
      }
    }
    if (result.affectedRows().isPresent()) {
      closeQuietly(result, h.id);
      return new Outcome(Signatures.update(query.sql(), query.parameterTypes()), result.affectedRows().getAsLong());
    }
    if (result.kind() == ResultKind.SUCCESS) {
      closeQuietly(result, h.id);
      return new Outcome(Signatures.ddl(query.sql()), 0);
    }
    pendingResults.put(h.id, result);
    Signature signature = prepared.querySignature;
    if (signature == null || !query.resultSchema().map(result.schema()::equals).orElse(false)) {
      signature = Signatures.query(query.sql(), result.schema().toEngineColumns(), query.parameterTypes());
    }
    return new Outcome(signature, -1);
  }

  private void closeQuietly(StatementResult result, int statementId) {
    running.remove(statementId);
    result.close();
  }

  /**
   * Cancels what the statement is running, from any thread: its query stops at the next batch
   * with SQLSTATE 57014. Does nothing if the statement runs nothing.
   */
  void cancel(int statementId) {
    if (preparing.contains(statementId)) {
      // Still planning: the query is cancelled as soon as it starts.
      cancelRequested.add(statementId);
    }
    SessionStatement statement = running.get(statementId);
    if (statement != null) {
      statement.cancel();
    }
  }

  /** The batches of the statement's last query, handed over once to its result set. */
  StatementResult takeResult(StatementHandle h) {
    StatementResult result = pendingResults.remove(h.id);
    if (result == null) {
      throw new IllegalStateException("no result pending for statement " + h.id);
    }
    return result;
  }

  private void closePending(int statementId) {
    running.remove(statementId);
    StatementResult pending = pendingResults.remove(statementId);
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
    keyRequests.remove(h.id);
    keysQueries.remove(h.id);
    closePending(h.id);
    prepared.remove(h.id);
  }

  // ---- connection ---------------------------------------------------------------------------

  @Override
  public ConnectionProperties connectionSync(ConnectionHandle ch, ConnectionProperties connProps) {
    ConnectionProperties merged = super.connectionSync(ch, connProps);
    // Every transaction is snapshot isolation: asked for another level, the session reports the
    // level it gives (JDBC lets a driver substitute a stronger one).
    merged.setTransactionIsolation(java.sql.Connection.TRANSACTION_REPEATABLE_READ);
    try {
      if (connProps.isAutoCommit() != null) {
        synchronized (lock) {
          session.setAutoCommit(connProps.isAutoCommit());
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
        session.commit();
      } catch (RuntimeException e) {
        throw new SqlRuntimeException(SqlExceptions.of(e));
      }
    }
  }

  @Override
  public void rollback(ConnectionHandle ch) {
    synchronized (lock) {
      session.rollback();
    }
  }

  /** The identity values the connection's last INSERT generated. */
  GeneratedKeys generatedKeys() {
    synchronized (lock) {
      return session.generatedKeys();
    }
  }

  @Override
  public void closeConnection(ConnectionHandle ch) {
    new ArrayList<>(pendingResults.keySet()).forEach(this::closePending);
    if (session != null) {
      session.close();
      session = null;
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

  @Override
  public MetaResultSet getPrimaryKeys(ConnectionHandle ch, String catalog, String schema, String table) {
    return metadata().primaryKeys(this, catalog, schema, table);
  }

  @Override
  public MetaResultSet getBestRowIdentifier(ConnectionHandle ch, String catalog, String schema, String table,
      int scope, boolean nullable) {
    return metadata().bestRowIdentifier(this, catalog, schema, table, nullable);
  }

  @Override
  public MetaResultSet getProcedures(ConnectionHandle ch, String catalog, Pat schemaPattern, Pat procedureNamePattern) {
    return metadata().procedures(this);
  }

  @Override
  public MetaResultSet getIndexInfo(ConnectionHandle ch, String catalog, String schema, String table, boolean unique,
      boolean approximate) {
    return metadata().indexInfo(this, catalog, schema, table, unique);
  }

  @Override
  public MetaResultSet getImportedKeys(ConnectionHandle ch, String catalog, String schema, String table) {
    return metadata().foreignKeys(this, null, null, null, catalog, schema, table, true);
  }

  @Override
  public MetaResultSet getExportedKeys(ConnectionHandle ch, String catalog, String schema, String table) {
    return metadata().foreignKeys(this, catalog, schema, table, null, null, null, false);
  }

  @Override
  public MetaResultSet getCrossReference(ConnectionHandle ch, String parentCatalog, String parentSchema,
      String parentTable, String foreignCatalog, String foreignSchema, String foreignTable) {
    return metadata().foreignKeys(this, parentCatalog, parentSchema, parentTable, foreignCatalog, foreignSchema,
        foreignTable, false);
  }

  @Override
  public MetaResultSet getTypeInfo(ConnectionHandle ch) {
    return TypeAndFunctionRows.typeInfo(this);
  }

  @Override
  public MetaResultSet getFunctions(ConnectionHandle ch, String catalog, Pat schemaPattern, Pat functionNamePattern) {
    return TypeAndFunctionRows.functions(this, functionNamePattern.s);
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
