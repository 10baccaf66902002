package io.quiver.jdbc;

import io.quiver.table.api.TableConfig;
import io.quiver.table.api.TableException;
import io.quiver.table.api.internal.Database;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaFactory;
import org.apache.calcite.avatica.UnregisteredDriver;

/**
 * A connection: one session ({@code TableEnvironment}) over an in-memory database, private or
 * shared by name. Options come from the URL (an unknown one is an error) and from the connection
 * properties (an unknown one is a warning).
 */
final class QuiverConnection extends AvaticaConnection {
  /** Connection options that are not table options. */
  static final Set<String> CONNECTION_OPTIONS = Set.of("keepAlive", "user", "password", "allowFiles", "sql-dialect");
  /** The SQL dialect of a JDBC connection unless its URL or properties name one. */
  static final String DEFAULT_DIALECT = "standard";
  /** Options Avatica itself reads from the connection properties. */
  private static final Set<String> AVATICA_OPTIONS = Set.of("timeZone", "url", "serialization", "authentication");

  /** Flink's option that sends a session's queries to a Flink cluster (Flink's DeploymentOptions.TARGET). */
  private static final String EXECUTION_TARGET = io.quiver.configuration.DeploymentOptions.TARGET.key();

  private SQLWarning warnings;
  /** Set on a Quiver server's sessions: see {@link SubMillisecondTimes}. */
  volatile boolean keepSubMilliseconds;

  QuiverConnection(UnregisteredDriver driver, AvaticaFactory factory, String url, Properties info) throws SQLException {
    super(driver, factory, url, info);
    QuiverUrl parsed = QuiverUrl.parse(url);
    if (parsed.kind() == QuiverUrl.Kind.REMOTE) {
      throw SqlExceptions.withState("remote: URLs are served by the remote driver", "08001", null);
    }
    // Feature: execution on a Flink cluster. With execution.target set, the session's queries run
    // on Flink: every other option goes to Flink's client as it is (rest.address, rest.port, ...).
    boolean flinkOptions = parsed.options().containsKey(EXECUTION_TARGET) || info.getProperty(EXECUTION_TARGET) != null;
    for (String key : parsed.options().keySet()) {
      if (!isKnown(key) && !flinkOptions) {
        throw SqlExceptions.withState("Unknown connection option '" + key + "' in " + url, "08001", null);
      }
    }
    Map<String, String> properties = new java.util.LinkedHashMap<>();
    for (String key : info.stringPropertyNames()) {
      if (parsed.options().containsKey(key)) {
        continue;
      }
      if (isKnown(key) || flinkOptions && !AVATICA_OPTIONS.contains(key)) {
        properties.put(key, info.getProperty(key));
      } else if (!AVATICA_OPTIONS.contains(key)) {
        addWarning(new SQLWarning("Unknown connection property '" + key + "' was ignored", "01000"));
      }
    }
    properties.putAll(parsed.options());
    // JDBC clients speak the standard dialect unless they ask for Flink's ('sql-dialect' is short for the option).
    String dialect = properties.remove("sql-dialect");
    if (dialect != null) {
      properties.put("table.sql-dialect", dialect);
    }
    properties.putIfAbsent("table.sql-dialect", DEFAULT_DIALECT);
    boolean keepAlive = Boolean.parseBoolean(properties.getOrDefault("keepAlive", "false"));
    boolean allowFiles = Boolean.parseBoolean(properties.getOrDefault("allowFiles", "true"));
    if (!allowFiles) {
      for (String key : properties.keySet()) {
        if (FileAccessPolicy.FILE_OPTIONS.contains(key)) {
          throw FileAccessPolicy.denied(key);
        }
      }
    }
    Database database;
    Runnable release;
    if (parsed.kind() == QuiverUrl.Kind.FILE) {
      Map<String, String> fileOptions = new java.util.HashMap<>();
      for (String key : io.quiver.table.api.internal.FileOptions.NAMES) {
        if (properties.containsKey(key)) {
          fileOptions.put(key, properties.get(key));
        }
      }
      java.nio.file.Path path = java.nio.file.Path.of(parsed.database()).toAbsolutePath().normalize();
      try {
        database = DatabaseRegistry.acquireFile(path, fileOptions, keepAlive);
      } catch (RuntimeException e) {
        throw SqlExceptions.of(e);
      }
      String key = DatabaseRegistry.fileKey(path, fileOptions);
      release = () -> DatabaseRegistry.release(key);
    } else if (parsed.isPrivate()) {
      database = Database.inMemory("private");
      release = database::close;
    } else {
      String name = parsed.database();
      database = DatabaseRegistry.acquire(name, keepAlive);
      release = () -> DatabaseRegistry.release(name);
    }
    QuiverMeta quiverMeta = (QuiverMeta) meta;
    quiverMeta.open(database, release, allowFiles);
    // CURRENT_USER and its kin return the connection's user.
    ((io.quiver.table.api.internal.TableEnvironmentImpl) quiverMeta.environment()).setSessionUser(properties.get("user"));
    try {
      TableConfig config = quiverMeta.environment().getConfig();
      for (Map.Entry<String, String> option : properties.entrySet()) {
        if (!CONNECTION_OPTIONS.contains(option.getKey())
            && !io.quiver.table.api.internal.FileOptions.NAMES.contains(option.getKey())) {
          config.set(option.getKey(), option.getValue());
        }
      }
      // RESET returns to these, so a JDBC session stays in its dialect.
      config.markSessionDefaults();
    } catch (TableException | io.quiver.table.api.ValidationException | IllegalArgumentException e) {
      quiverMeta.closeConnection(handle);
      throw SqlExceptions.withState("Invalid connection option: " + e.getMessage(), "08001", e);
    }
  }

  /**
   * Closes the statements first, so that a result set still open releases its Arrow batches
   * before the database's memory is freed (else the close would fail reporting a leak).
   */
  @Override
  public void close() throws SQLException {
    if (!isClosed()) {
      for (org.apache.calcite.avatica.AvaticaStatement statement : new java.util.ArrayList<>(statementMap.values())) {
        statement.close();
      }
    }
    super.close();
  }

  private static boolean isKnown(String key) {
    return CONNECTION_OPTIONS.contains(key) || io.quiver.table.api.internal.FileOptions.NAMES.contains(key) || TableConfig.KnownOptions.find(key) != null;
  }

  private void addWarning(SQLWarning warning) {
    if (warnings == null) {
      warnings = warning;
    } else {
      warnings.setNextWarning(warning);
    }
  }

  @Override
  public org.apache.calcite.avatica.AvaticaStatement createStatement(int resultSetType, int resultSetConcurrency,
      int resultSetHoldability)
      throws SQLException {
    warnIfDowngraded(resultSetType, resultSetConcurrency);
    return super.createStatement(ResultSetTypes.type(resultSetType), ResultSetTypes.concurrency(resultSetConcurrency),
        resultSetHoldability);
  }

  private void warnIfDowngraded(int resultSetType, int resultSetConcurrency) throws SQLException {
    checkOpen();
    SQLWarning warning = ResultSetTypes.downgraded(resultSetType, resultSetConcurrency);
    if (warning != null) {
      addWarning(warning);
    }
  }

  @Override
  public SQLWarning getWarnings() throws SQLException {
    checkOpen();
    return warnings;
  }

  @Override
  public void clearWarnings() throws SQLException {
    checkOpen();
    warnings = null;
  }

  private final Savepoints savepoints = new Savepoints(this);

  /** Savepoints travel as SQL (see {@link Savepoints}); outside a transaction 25P01, as PostgreSQL. */
  @Override
  public java.sql.Savepoint setSavepoint() throws SQLException {
    return savepoints.set(this, null);
  }

  @Override
  public java.sql.Savepoint setSavepoint(String name) throws SQLException {
    if (name == null) {
      throw SqlExceptions.withState("A savepoint's name must not be null", "3B001", null);
    }
    return savepoints.set(this, name);
  }

  @Override
  public void rollback(java.sql.Savepoint savepoint) throws SQLException {
    checkOpen();
    savepoints.rollback(this, savepoint);
  }

  @Override
  public void releaseSavepoint(java.sql.Savepoint savepoint) throws SQLException {
    checkOpen();
    savepoints.release(this, savepoint);
  }

  /** Quiver has no stored procedures (supportsStoredProcedures is false): 0A000, as JDBC's feature-not-supported. */
  private java.sql.SQLFeatureNotSupportedException notSupported(String what) throws SQLException {
    checkOpen();
    return new java.sql.SQLFeatureNotSupportedException(what, "0A000");
  }

  @Override
  public java.sql.CallableStatement prepareCall(String sql) throws SQLException {
    throw notSupported("CallableStatement is not supported: Quiver has no stored procedures");
  }

  @Override
  public java.sql.CallableStatement prepareCall(String sql, int resultSetType, int resultSetConcurrency)
      throws SQLException {
    throw notSupported("CallableStatement is not supported: Quiver has no stored procedures");
  }

  @Override
  public java.sql.CallableStatement prepareCall(String sql, int resultSetType, int resultSetConcurrency,
      int resultSetHoldability) throws SQLException {
    throw notSupported("CallableStatement is not supported: Quiver has no stored procedures");
  }

  @Override
  public java.sql.Struct createStruct(String typeName, Object[] attributes) throws SQLException {
    throw notSupported("Connection.createStruct is not supported: bind a ROW's fields as parameters of ROW(?, ...)");
  }

  @Override
  public java.sql.SQLXML createSQLXML() throws SQLException {
    throw notSupported("SQLXML is not supported: Quiver has no XML type");
  }

  /** Closes the connection on {@code executor}'s thread, as pools do with a connection they give up on. */
  @Override
  public void abort(java.util.concurrent.Executor executor) throws SQLException {
    if (executor == null) {
      throw SqlExceptions.withState("Connection.abort needs an executor", "HY009", null);
    }
    if (isClosed()) {
      return;
    }
    executor.execute(() -> {
      try {
        close();
      } catch (SQLException e) {
        // the connection is being given up: nothing to report to
      }
    });
  }

  /** The statement as the engine reads it: JDBC's escapes Calcite's grammar lacks become SQL. */
  @Override
  public String nativeSQL(String sql) throws SQLException {
    checkOpen();
    return JdbcEscapes.translate(sql);
  }

  private Map<String, Class<?>> typeMap = new java.util.HashMap<>();

  /** No user-defined SQL types map to classes; the map is kept as given, as JDBC asks. */
  @Override
  public Map<String, Class<?>> getTypeMap() throws SQLException {
    checkOpen();
    return typeMap;
  }

  @Override
  public void setTypeMap(Map<String, Class<?>> map) throws SQLException {
    checkOpen();
    typeMap = map == null ? new java.util.HashMap<>() : map;
  }

  private final Properties clientInfo = new Properties();

  /**
   * Client info (JDBC's {@code ApplicationName}, {@code ClientUser}, {@code ClientHostname}, or any
   * other name) is kept by the connection, as pools and frameworks set it; it does not reach the engine.
   */
  @Override
  public void setClientInfo(String name, String value) throws java.sql.SQLClientInfoException {
    checkClientInfoOpen();
    if (value == null) {
      clientInfo.remove(name);
    } else {
      clientInfo.setProperty(name, value);
    }
  }

  @Override
  public void setClientInfo(Properties properties) throws java.sql.SQLClientInfoException {
    checkClientInfoOpen();
    clientInfo.clear();
    if (properties != null) {
      clientInfo.putAll(properties);
    }
  }

  private void checkClientInfoOpen() throws java.sql.SQLClientInfoException {
    boolean closed;
    try {
      closed = isClosed();
    } catch (SQLException e) {
      closed = true;
    }
    if (closed) {
      throw new java.sql.SQLClientInfoException("Connection is closed", "08003", Map.of());
    }
  }

  @Override
  public String getClientInfo(String name) throws SQLException {
    checkOpen();
    return clientInfo.getProperty(name);
  }

  @Override
  public Properties getClientInfo() throws SQLException {
    checkOpen();
    Properties copy = new Properties();
    copy.putAll(clientInfo);
    return copy;
  }

  /** The session's current database: it changes with {@code USE} as well as {@code setSchema}. */
  @Override
  public String getSchema() throws SQLException {
    checkOpen();
    return quiverMeta().environment().getCurrentDatabase();
  }

  /** The session's current catalog: it changes with {@code USE CATALOG} as well as {@code setCatalog}. */
  @Override
  public String getCatalog() throws SQLException {
    checkOpen();
    return quiverMeta().environment().getCurrentCatalog();
  }

  @Override
  public void commit() throws SQLException {
    try {
      super.commit();
    } catch (SQLException e) {
      throw SqlExceptions.unwrap(e);
    } catch (QuiverMeta.SqlRuntimeException e) {
      throw e.sqlException();
    }
  }

  @Override
  public void rollback() throws SQLException {
    try {
      super.rollback();
    } catch (SQLException e) {
      throw SqlExceptions.unwrap(e);
    } catch (QuiverMeta.SqlRuntimeException e) {
      throw e.sqlException();
    }
  }

  @Override
  public void setAutoCommit(boolean autoCommit) throws SQLException {
    try {
      super.setAutoCommit(autoCommit);
    } catch (SQLException e) {
      throw SqlExceptions.unwrap(e);
    } catch (QuiverMeta.SqlRuntimeException e) {
      throw e.sqlException();
    }
  }

  /** Avatica reports a failure to prepare as "while preparing SQL" without its SQLSTATE: the planner's own error. */
  @Override
  public java.sql.PreparedStatement prepareStatement(String sql, int resultSetType, int resultSetConcurrency,
      int resultSetHoldability) throws SQLException {
    warnIfDowngraded(resultSetType, resultSetConcurrency);
    try {
      return super.prepareStatement(sql, ResultSetTypes.type(resultSetType),
          ResultSetTypes.concurrency(resultSetConcurrency), resultSetHoldability);
    } catch (SQLException e) {
      throw SqlExceptions.unwrap(e);
    } catch (QuiverMeta.SqlRuntimeException e) {
      throw e.sqlException();
    }
  }

  // Generated keys come from getGeneratedKeys() whatever the statement asked for: identity
  // columns are the only keys Quiver generates, as in H2.
  @Override
  public java.sql.PreparedStatement prepareStatement(String sql, int autoGeneratedKeys) throws SQLException {
    return prepareStatement(sql);
  }

  @Override
  public java.sql.PreparedStatement prepareStatement(String sql, int[] columnIndexes) throws SQLException {
    return withKeys(prepareStatement(sql), KeyColumns.of(columnIndexes));
  }

  @Override
  public java.sql.PreparedStatement prepareStatement(String sql, String[] columnNames) throws SQLException {
    return withKeys(prepareStatement(sql), KeyColumns.of(columnNames));
  }

  /** A statement prepared with key columns: its INSERTs report those columns as their keys. */
  private java.sql.PreparedStatement withKeys(java.sql.PreparedStatement statement,
      io.quiver.table.api.internal.GeneratedKeys.Request request) {
    quiverMeta().requestKeys(((org.apache.calcite.avatica.AvaticaStatement) statement).handle.id, request);
    return statement;
  }

  /** The {@code Meta} of any Avatica connection (the remote driver's too), which Avatica keeps protected. */
  static org.apache.calcite.avatica.Meta metaOf(AvaticaConnection connection) {
    return createTrojan().getMeta(connection);
  }

  QuiverMeta quiverMeta() {
    return (QuiverMeta) meta;
  }

  /** LOBs are values held in memory (see {@link Lobs}); these give empty ones to fill. */
  @Override
  public java.sql.Blob createBlob() throws SQLException {
    checkOpen();
    return new Lobs.MemoryBlob(new byte[0]);
  }

  @Override
  public java.sql.Clob createClob() throws SQLException {
    checkOpen();
    return new Lobs.MemoryClob("");
  }

  @Override
  public java.sql.NClob createNClob() throws SQLException {
    checkOpen();
    return new Lobs.MemoryClob("");
  }
}
