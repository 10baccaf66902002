package io.quiver.jdbc;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Date;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;
import org.apache.calcite.avatica.AvaticaStatement;

/**
 * {@code jdbc:quiver:remote:url=http://HOST:PORT[;key=value...]}: a connection to a Quiver server
 * through Avatica's remote driver with protobuf serialization; a {@code user} and {@code password}
 * become BASIC authentication credentials. The connection's objects are Avatica's, behind thin
 * proxies that make them behave as the embedded driver's do where Avatica's client falls short:
 * failures are {@link SQLException}s with their SQLSTATE, {@code java.time} values work in
 * {@code setObject} and {@code getObject(i, Class)}, {@code getMoreResults} ends the results, and
 * the metadata answers about Quiver's SQL are Quiver's.
 */
final class RemoteConnections {
  private RemoteConnections() {}

  static Connection connect(QuiverUrl url, Properties info) throws SQLException {
    Map<String, String> options = url.options();
    if (!options.containsKey("url")) {
      throw SqlExceptions.withState("A remote Quiver URL needs the server: jdbc:quiver:remote:url=http://HOST:PORT",
          "08001", null);
    }
    Properties properties = new Properties();
    if (info != null) {
      properties.putAll(info);
    }
    properties.putAll(options);
    // The server passes a session only the table options: send the dialect by its option's name.
    Object dialect = properties.remove("sql-dialect");
    if (dialect != null) {
      properties.put("table.sql-dialect", dialect);
    }
    properties.putIfAbsent("serialization", "PROTOBUF");
    if ("PROTOBUF".equalsIgnoreCase(properties.getProperty("serialization"))) {
      properties.putIfAbsent(RemoteServiceFactory.PROPERTY, RemoteServiceFactory.class.getName());
    }
    String user = properties.getProperty("user");
    String password = properties.getProperty("password");
    if (user != null && !user.isEmpty() && password != null && !properties.containsKey("authentication")) {
      properties.setProperty("authentication", "BASIC");
      properties.setProperty("avatica_user", user);
      properties.setProperty("avatica_password", password);
    }
    String avaticaUrl = "jdbc:avatica:remote:url=" + options.get("url") + ";serialization="
        + properties.getProperty("serialization");
    try {
      Connection connection = new RemoteDriver().connect(avaticaUrl, properties);
      // Avatica opens the session lazily: make a refused login fail here, as JDBC expects.
      connection.getAutoCommit();
      return wrap(connection, Connection.class);
    } catch (RuntimeException e) {
      throw toSqlException(e);
    }
  }

  private static <T> T wrap(Object target, Class<T> type) {
    return wrap(target, type, null, 0);
  }

  /**
   * A proxy of {@code target} whose {@code getConnection()} or {@code getStatement()} answers
   * {@code parent}, the proxy it came from (JDBC: the object that produced it), and, for a result
   * set, that ends after {@code maxRows} rows (0: no limit).
   */
  @SuppressWarnings("unchecked")
  private static <T> T wrap(Object target, Class<T> type, Object parent, long maxRows) {
    InvocationHandler handler = type == Statement.class || Statement.class.isAssignableFrom(type)
        ? new StatementHandler(target, parent) : new Handler(target, parent, maxRows);
    return (T) Proxy.newProxyInstance(RemoteConnections.class.getClassLoader(), new Class<?>[] {type}, handler);
  }

  /**
   * A connection, metadata or result set proxy: what Avatica's remote client answers otherwise than
   * JDBC (and the embedded driver) does, answered here.
   */
  /** A proxy's handler that knows the proxy its object came from. */
  private interface Parented {
    Object parent();
  }

  private static final class Handler implements InvocationHandler, Parented {
    private final Object target;
    private final Object parent;
    private final long maxRows;
    private long rows;
    private final Properties clientInfo = new Properties();
    private Map<String, Class<?>> typeMap = new java.util.HashMap<>();
    private final Savepoints savepoints = new Savepoints(this);

    Handler(Object target, Object parent, long maxRows) {
      this.target = target;
      this.parent = parent;
      this.maxRows = maxRows;
    }

    @Override
    public Object parent() {
      return parent;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
      String name = method.getName();
      int arity = args == null ? 0 : args.length;
      if (target instanceof ResultSet rs) {
        if (name.equals("getStatement") && arity == 0) {
          rs.getStatement();
          return parent instanceof Statement ? parent : null;
        }
        boolean scrolls = rs instanceof ScrollableResultSet;
        if (NAVIGATION.contains(name) && !scrolls) {
          if (rs.isClosed()) {
            throw SqlExceptions.withState("The result set is closed", "24000", null);
          }
          throw SqlExceptions.withState("The result set is forward-only (TYPE_FORWARD_ONLY): " + name
              + " is not possible", "24000", null);
        }
        if (name.equals("next") && arity == 0 && scrolls) {
          // A scrollable result ends at the statement's maximum by itself.
          try {
            return rs.next();
          } catch (RuntimeException e) {
            throw toSqlException(e);
          }
        }
        if (name.equals("next") && arity == 0 && maxRows > 0 && rows >= maxRows) {
          return false;
        }
        if (name.equals("next") && arity == 0) {
          boolean next;
          try {
            next = rs.next();
          } catch (RuntimeException e) {
            // A fetch the server answered with an error (a cancel: 57014) reaches Avatica's client
            // as a runtime exception: JDBC promises an SQLException.
            throw toSqlException(e);
          }
          rows += next ? 1 : 0;
          return next;
        }
        try {
          return resultSetCall(proxy, rs, method, args);
        } catch (SQLException e) {
          if (name.startsWith("get") && arity >= 1 && (args[0] instanceof Integer || args[0] instanceof String)
              && !name.equals("getObject") || name.equals("getObject") && arity == 2) {
            // Avatica's client accessors refuse conversions of a NULL: NULL reads as NULL (0, false).
            int index;
            try {
              index = columnIndex(rs, args[0]);
            } catch (SQLException unknown) {
              throw withDefaultState(e, "22018");
            }
            if (rs.getObject(index) == null) {
              Class<?> type = method.getReturnType();
              return type == boolean.class ? (Object) false : type.isPrimitive() ? nullNumber(type) : null;
            }
          }
          throw withDefaultState(e, "22018");
        }
      }
      if (target instanceof DatabaseMetaData && name.equals("getConnection") && arity == 0 && parent != null) {
        return parent;
      }
      if (target instanceof DatabaseMetaData && name.equals("getUserName") && arity == 0) {
        Object user = call(proxy, target, method, args);
        return user == null ? "" : user;
      }
      if (target instanceof Connection connection) {
        switch (name) {
          // Avatica's protocol has no savepoints: they travel as SQL statements (see Savepoints).
          case "setSavepoint" -> {
            if (arity == 1 && args[0] == null) {
              throw SqlExceptions.withState("A savepoint's name must not be null", "3B001", null);
            }
            return savepoints.set((Connection) proxy, arity == 0 ? null : (String) args[0]);
          }
          case "abort" -> {
            if (args[0] == null) {
              throw SqlExceptions.withState("Connection.abort needs an executor", "HY009", null);
            }
            if (!connection.isClosed()) {
              ((java.util.concurrent.Executor) args[0]).execute(() -> {
                try {
                  connection.close();
                } catch (SQLException e) {
                  // the connection is being given up: nothing to report to
                }
              });
            }
            return null;
          }
          case "releaseSavepoint" -> {
            checkOpen(connection);
            savepoints.release((Connection) proxy, (java.sql.Savepoint) args[0]);
            return null;
          }
          case "rollback" -> {
            if (arity == 1) {
              checkOpen(connection);
              savepoints.rollback((Connection) proxy, (java.sql.Savepoint) args[0]);
              return null;
            }
          }
          case "nativeSQL" -> {
            checkOpen(connection);
            return JdbcEscapes.translate((String) args[0]);
          }
          case "getTypeMap" -> {
            checkOpen(connection);
            return typeMap;
          }
          case "setTypeMap" -> {
            checkOpen(connection);
            typeMap = args[0] == null ? new java.util.HashMap<>() : (Map<String, Class<?>>) args[0];
            return null;
          }
          case "setClientInfo" -> {
            if (connection.isClosed()) {
              throw new java.sql.SQLClientInfoException("Connection is closed", "08003", Map.of());
            }
            if (arity == 1) {
              clientInfo.clear();
              if (args[0] != null) {
                clientInfo.putAll((Properties) args[0]);
              }
            } else if (args[1] == null) {
              clientInfo.remove(args[0]);
            } else {
              clientInfo.setProperty((String) args[0], (String) args[1]);
            }
            return null;
          }
          case "getClientInfo" -> {
            checkOpen(connection);
            if (arity == 1) {
              return clientInfo.getProperty((String) args[0]);
            }
            Properties copy = new Properties();
            copy.putAll(clientInfo);
            return copy;
          }
          default -> {
          }
        }
      }
      try {
        return call(proxy, target, method, args);
      } catch (SQLException e) {
        throw withDefaultState(e, e instanceof java.sql.SQLFeatureNotSupportedException ? "0A000" : null);
      }
    }
  }

  private static void checkOpen(Connection connection) throws SQLException {
    if (connection.isClosed()) {
      throw SqlExceptions.withState("Connection is closed", "08003", null);
    }
  }

  /** An exception of Avatica's client that carries no SQLSTATE, with {@code state}. */
  private static SQLException withDefaultState(SQLException e, String state) {
    if (e.getSQLState() != null || state == null) {
      return e;
    }
    SQLException withState = e instanceof java.sql.SQLFeatureNotSupportedException
        ? new java.sql.SQLFeatureNotSupportedException(e.getMessage(), state, e)
        : state.startsWith("22") ? new java.sql.SQLDataException(e.getMessage(), state, e)
        : new SQLException(e.getMessage(), state, e);
    return withState;
  }

  /** The moves of a scrollable result set; a forward-only one refuses them (24000, as PostgreSQL). */
  private static final java.util.Set<String> NAVIGATION = java.util.Set.of("previous", "absolute", "relative",
      "first", "last", "beforeFirst", "afterLast");

  private static final java.util.Set<String> N_GETTERS = java.util.Set.of("getNString", "getNCharacterStream",
      "getNClob");

  private static Object nullNumber(Class<?> type) {
    if (type == int.class) {
      return 0;
    }
    if (type == long.class) {
      return 0L;
    }
    if (type == short.class) {
      return (short) 0;
    }
    if (type == byte.class) {
      return (byte) 0;
    }
    if (type == float.class) {
      return 0f;
    }
    return 0d;
  }

  private static final java.util.Set<String> STREAM_GETTERS = java.util.Set.of("getCharacterStream",
      "getAsciiStream", "getBinaryStream", "getBytes", "getBlob", "getBigDecimal", "getDate", "getTime", "getByte",
      "getShort", "getInt", "getLong", "getFloat", "getDouble");

  private static final java.util.Set<String> NUMBER_GETTERS = java.util.Set.of("getByte", "getShort", "getInt",
      "getLong", "getFloat", "getDouble", "getBigDecimal");

  /**
   * Conversions Avatica's client accessors do not make (streams and bytes of any column, a
   * DOUBLE's or REAL's decimal, the date or time of a TIMESTAMP), made from the value they do
   * read, as the embedded driver makes them.
   */
  private static Object convert(ResultSet self, ResultSet rs, String name, Object[] args) throws SQLException {
    int index = columnIndex(rs, args[0]);
    int type = rs.getMetaData().getColumnType(index);
    boolean binary = type == java.sql.Types.BINARY || type == java.sql.Types.VARBINARY
        || type == java.sql.Types.LONGVARBINARY || type == java.sql.Types.BLOB;
    boolean text = type == java.sql.Types.CHAR || type == java.sql.Types.VARCHAR || type == java.sql.Types.LONGVARCHAR
        || type == java.sql.Types.NCHAR || type == java.sql.Types.NVARCHAR || type == java.sql.Types.CLOB;
    if (text && NUMBER_GETTERS.contains(name) && args.length == 1) {
      // A number written as text, blanks around it ignored (a CHAR is padded), as the embedded driver reads it.
      String value = rs.getString(index);
      if (value == null) {
        return name.equals("getBigDecimal") ? null : nullNumber(switch (name) {
          case "getByte" -> byte.class;
          case "getShort" -> short.class;
          case "getInt" -> int.class;
          case "getLong" -> long.class;
          case "getFloat" -> float.class;
          default -> double.class;
        });
      }
      BigDecimal number;
      try {
        number = new BigDecimal(value.trim());
      } catch (NumberFormatException e) {
        throw new java.sql.SQLDataException("Cannot convert '" + value + "' to a number", "22018");
      }
      try {
        return switch (name) {
          case "getByte" -> number.setScale(0, java.math.RoundingMode.DOWN).byteValueExact();
          case "getShort" -> number.setScale(0, java.math.RoundingMode.DOWN).shortValueExact();
          case "getInt" -> number.setScale(0, java.math.RoundingMode.DOWN).intValueExact();
          case "getLong" -> number.setScale(0, java.math.RoundingMode.DOWN).longValueExact();
          case "getFloat" -> number.floatValue();
          case "getDouble" -> number.doubleValue();
          default -> number;
        };
      } catch (ArithmeticException e) {
        throw new java.sql.SQLDataException("Value out of range: " + value, "22003");
      }
    }
    switch (name) {
      case "getCharacterStream" -> {
        String value = self.getString(index);
        return value == null ? null : new java.io.StringReader(value);
      }
      case "getAsciiStream" -> {
        String value = self.getString(index);
        return value == null ? null : new java.io.ByteArrayInputStream(
            value.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      }
      case "getBytes", "getBinaryStream", "getBlob" -> {
        byte[] bytes;
        if (binary) {
          bytes = rs.getBytes(index);
        } else {
          String value = self.getString(index);
          bytes = value == null ? null : value.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        }
        if (bytes == null) {
          return null;
        }
        return name.equals("getBytes") ? bytes : name.equals("getBlob") ? new Lobs.MemoryBlob(bytes)
            : new java.io.ByteArrayInputStream(bytes);
      }
      case "getBigDecimal" -> {
        if (args.length == 1 && (type == java.sql.Types.DOUBLE || type == java.sql.Types.FLOAT
            || type == java.sql.Types.REAL)) {
          // The decimal the number prints as, not that of its binary value.
          double d = rs.getDouble(index);
          return rs.wasNull() ? null : new BigDecimal(type == java.sql.Types.REAL ? Float.toString((float) d)
              : Double.toString(d));
        }
        return ResultSetConversions.UNHANDLED;
      }
      case "getDate" -> {
        if (args.length == 1 && type == java.sql.Types.TIMESTAMP) {
          Timestamp t = rs.getTimestamp(index);
          return t == null ? null : Date.valueOf(t.toLocalDateTime().toLocalDate());
        }
        return ResultSetConversions.UNHANDLED;
      }
      default -> {
        return ResultSetConversions.UNHANDLED;
      }
    }
  }

  /** getObject(i, Class) for the classes whose answer is another getter's. */
  private static final Map<Class<?>, String> OBJECT_GETTERS = Map.of(byte[].class, "getBytes", Date.class, "getDate",
      Time.class, "getTime", Timestamp.class, "getTimestamp", BigDecimal.class, "getBigDecimal");

  /** The result set calls whose answer JDBC specifies otherwise than Avatica's client gives it. */
  private static Object resultSetCall(Object proxy, ResultSet rs, Method method, Object[] args) throws Throwable {
    String name = method.getName();
    int arity = args == null ? 0 : args.length;
    if (STREAM_GETTERS.contains(name) && arity == 1 && (args[0] instanceof Integer || args[0] instanceof String)) {
      Object converted = convert((ResultSet) proxy, rs, name, args);
      if (converted != ResultSetConversions.UNHANDLED) {
        return converted;
      }
    }
    if (name.equals("getObject") && arity == 2 && args[1] instanceof Class<?> type && OBJECT_GETTERS.containsKey(type)) {
      int index = columnIndex(rs, args[0]);
      ResultSet self = (ResultSet) proxy;
      return switch (OBJECT_GETTERS.get(type)) {
        case "getBytes" -> self.getBytes(index);
        case "getDate" -> self.getDate(index);
        case "getTime" -> self.getTime(index);
        case "getBigDecimal" -> self.getBigDecimal(index);
        default -> self.getTimestamp(index);
      };
    }
    if (name.equals("getObject") && arity == 2 && args[1] == java.time.ZonedDateTime.class) {
      OffsetDateTime t = ((ResultSet) proxy).getObject(columnIndex(rs, args[0]), OffsetDateTime.class);
      return t == null ? null : t.atZoneSameInstant(ZoneId.systemDefault());
    }
    if (N_GETTERS.contains(name) && arity == 1) {
      // Avatica's client accessors have no national-character getters: the same text.
      String plain = switch (name) {
        case "getNString" -> "getString";
        case "getNCharacterStream" -> "getCharacterStream";
        default -> "getNClob";
      };
      int index = columnIndex(rs, args[0]);
      ResultSet self = (ResultSet) proxy;
      if (plain.equals("getNClob")) {
        String text = self.getString(index);
        return text == null ? null : new Lobs.MemoryClob(text);
      }
      return plain.equals("getString") ? self.getString(index) : self.getCharacterStream(index);
    }
    if (name.equals("getObject") && arity == 1) {
      return ResultSetConversions.widen(call(proxy, rs, method, args));
    }
    if (name.equals("getObject") && arity == 2 && args[1] instanceof Class<?> type) {
      Object value = ResultSetConversions.read((ResultSet) proxy, columnIndex(rs, args[0]), type);
      if (value != ResultSetConversions.UNHANDLED) {
        return value;
      }
    }
    if (name.equals("getFetchDirection") && arity == 0) {
      rs.getFetchDirection();
      return ResultSet.FETCH_FORWARD;
    }
    return call(proxy, rs, method, args);
  }

  /** The key columns of a {@code String[]} or {@code int[]} argument; null for anything else. */
  private static io.quiver.table.api.internal.GeneratedKeys.Request keyRequest(Object arg) {
    return arg instanceof String[] names ? KeyColumns.of(names) : arg instanceof int[] positions
        ? KeyColumns.of(positions) : null;
  }

  /** Tells the server's session which columns the statement's INSERTs report as keys (null: identity). */
  private static void sendKeyColumns(Connection connection, int statementId,
      io.quiver.table.api.internal.GeneratedKeys.Request request) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(RemoteRequests.keyColumns(statementId, request));
    } catch (RuntimeException e) {
      throw toSqlException(e);
    }
  }

  /** The warnings of remote connections that the proxy adds (a downgraded result set type), by connection. */
  private static final java.util.Map<Connection, SQLWarning> WARNINGS = new java.util.WeakHashMap<>();

  private static Object call(Object self, Object target, Method method, Object[] args) throws Throwable {
    String name = method.getName();
    if (target instanceof Statement && name.equals("getConnection") && (args == null || args.length == 0)) {
      ((Statement) target).getConnection();
      Object parent = ((Parented) Proxy.getInvocationHandler(self)).parent();
      return parent != null ? parent : ((Statement) target).getConnection();
    }
    if (target instanceof Connection connection && (name.equals("createStatement") && args != null && args.length >= 2
        || name.equals("prepareStatement") && args != null && args.length >= 3 && args[1] instanceof Integer)) {
      // A scroll-sensitive or updatable request gets what Quiver gives, with a warning (ResultSetTypes).
      int at = name.equals("createStatement") ? 0 : 1;
      SQLWarning warning = ResultSetTypes.downgraded((Integer) args[at], (Integer) args[at + 1]);
      if (warning != null) {
        synchronized (WARNINGS) {
          SQLWarning first = WARNINGS.get(connection);
          if (first == null) {
            WARNINGS.put(connection, warning);
          } else {
            first.setNextWarning(warning);
          }
        }
        args = args.clone();
        args[at] = ResultSetTypes.type((Integer) args[at]);
        args[at + 1] = ResultSetTypes.concurrency((Integer) args[at + 1]);
      }
    }
    if (target instanceof Connection connection && (name.equals("getWarnings") || name.equals("clearWarnings"))
        && (args == null || args.length == 0)) {
      Object answer = method.invoke(target, args);
      synchronized (WARNINGS) {
        SQLWarning own = name.equals("getWarnings") ? WARNINGS.get(connection) : WARNINGS.remove(connection);
        if (name.equals("getWarnings") && own != null) {
          if (answer instanceof SQLWarning theirs) {
            theirs.setNextWarning(own);
            return theirs;
          }
          return own;
        }
      }
      return answer;
    }
    if (target instanceof Connection && name.equals("prepareStatement") && args.length == 2) {
      // Generated keys come from getGeneratedKeys(): the identity columns, or the columns named.
      java.sql.PreparedStatement prepared = ((Connection) target).prepareStatement((String) args[0]);
      io.quiver.table.api.internal.GeneratedKeys.Request request = keyRequest(args[1]);
      if (request != null) {
        sendKeyColumns((Connection) target, ((AvaticaStatement) prepared).getId(), request);
      }
      return wrap(prepared, java.sql.PreparedStatement.class, self, 0);
    }
    if (target instanceof Connection connection && LOB_FACTORIES.contains(name) && (args == null || args.length == 0)) {
      if (connection.isClosed()) {
        throw SqlExceptions.withState("Connection is closed", "08003", null);
      }
      return name.equals("createBlob") ? new Lobs.MemoryBlob(new byte[0]) : new Lobs.MemoryClob("");
    }
    if (target instanceof ResultSet rs && LOB_GETTERS.contains(name) && args != null && args.length == 1) {
      // Avatica's client accessors have no LOBs: the column's bytes or text, held in memory.
      int index = columnIndex(rs, args[0]);
      if (name.equals("getBlob")) {
        byte[] bytes = rs.getBytes(index);
        return bytes == null ? null : new Lobs.MemoryBlob(bytes);
      }
      String text = rs.getString(index);
      return text == null ? null : new Lobs.MemoryClob(text);
    }
    if (target instanceof Connection && SYNCED_SETTERS.contains(name)) {
      // Avatica's client keeps these changes until its next request; JDBC says that, e.g.,
      // setAutoCommit(true) commits at once. Asking for a property sends them.
      invoke(target, method, args);
      invoke(target, Connection.class.getMethod("getAutoCommit"), null);
      return null;
    }
    if (target instanceof DatabaseMetaData metaData && method.getReturnType() == ResultSet.class
        && metaData.getConnection().isClosed()) {
      throw MetaDataStates.closed();
    }
    if (target instanceof DatabaseMetaData) {
      if ((args == null || args.length == 0) && MetaDataAnswers.ANSWERS.containsKey(name)) {
        return MetaDataAnswers.ANSWERS.get(name);
      }
      if ((args == null || args.length == 0) && MetaDataAnswers.DIALECT_METHODS.contains(name)) {
        return MetaDataAnswers.forDialect(name, sessionDialect(((DatabaseMetaData) target).getConnection()));
      }
      if (name.equals("supportsResultSetType")) {
        return MetaDataAnswers.supportsResultSetType((Integer) args[0]);
      }
      if (name.equals("supportsResultSetConcurrency")) {
        return MetaDataAnswers.supportsResultSetConcurrency((Integer) args[0], (Integer) args[1]);
      }
      if (name.equals("supportsTransactionIsolationLevel")) {
        return MetaDataAnswers.supportsTransactionIsolationLevel((Integer) args[0]);
      }
      if (name.equals("supportsResultSetHoldability")) {
        return MetaDataAnswers.supportsResultSetHoldability((Integer) args[0]);
      }
      if (MetaDataAnswers.CHANGE_VISIBILITY.contains(name)) {
        return false;
      }
      if (RemoteRequests.FORWARDED_METADATA.contains(name)) {
        try {
          Statement statement = ((DatabaseMetaData) target).getConnection().createStatement();
          statement.closeOnCompletion();
          return wrap(statement.executeQuery(RemoteRequests.metadata(name, args)), ResultSet.class);
        } catch (RuntimeException e) {
          throw toSqlException(e);
        }
      }
    }
    if (target instanceof ResultSetMetaData && UNKNOWN_NAMES.contains(name)) {
      // JDBC: "" where a column's table, schema or catalog is not known; the protocol sends null.
      Object result = invoke(target, method, args);
      return result == null ? "" : result;
    }
    if (target instanceof ResultSet rs && name.equals("getObject") && args != null && args.length == 2
        && args[1] instanceof Class<?> type && JAVA_TIME.contains(type)) {
      return javaTime(rs, args[0], type);
    }
    if (target instanceof ResultSet rs && args != null && args.length == 2 && name.equals("getObject")
        && args[1] instanceof Class<?> type && CLASSIC.containsKey(type)) {
      int index = columnIndex(rs, args[0]);
      Object value = CLASSIC.get(type).read(self instanceof ResultSet p ? p : rs, index);
      return rs.wasNull() ? null : value;
    }
    if (target instanceof ResultSet rs && args != null && args.length == 1 && name.equals("getString")
        && (args[0] instanceof Integer || args[0] instanceof String)) {
      int index = columnIndex(rs, args[0]);
      int type = rs.getMetaData().getColumnType(index);
      if (name.equals("getString") && type == java.sql.Types.BOOLEAN) {
        // As the embedded driver and CAST(b AS VARCHAR) write it.
        String value = rs.getString(index);
        return value == null ? null : value.toUpperCase(java.util.Locale.ROOT);
      }
      if (name.equals("getString") && (type == java.sql.Types.DECIMAL || type == java.sql.Types.NUMERIC)) {
        BigDecimal value = rs.getBigDecimal(index);
        return value == null ? null : value.toPlainString();
      }
    }
    if (target instanceof ResultSet rs && args != null && args.length >= 1 && TEMPORAL_GETTERS.contains(name)
        && (args[0] instanceof Integer || args[0] instanceof String)) {
      int index = columnIndex(rs, args[0]);
      int type = rs.getMetaData().getColumnType(index);
      if (type == java.sql.Types.TIMESTAMP || type == java.sql.Types.TIME) {
        return temporal(rs, index, type, name, args.length > 1 ? args[1] : null);
      }
    }
    return wrapResult(invoke(target, method, args), method, self);
  }

  private interface ColumnReader {
    Object read(ResultSet rs, int index) throws SQLException;
  }

  /** getObject(i, Class) for the classes Avatica's client accessors do not convert to. */
  private static final Map<Class<?>, ColumnReader> CLASSIC = Map.ofEntries(
      Map.entry(String.class, (rs, i) -> rs.getString(i)),
      Map.entry(Integer.class, (rs, i) -> rs.getInt(i)),
      Map.entry(Long.class, (rs, i) -> rs.getLong(i)),
      Map.entry(Short.class, (rs, i) -> rs.getShort(i)),
      Map.entry(Byte.class, (rs, i) -> rs.getByte(i)),
      Map.entry(Double.class, (rs, i) -> rs.getDouble(i)),
      Map.entry(Float.class, (rs, i) -> rs.getFloat(i)),
      Map.entry(Boolean.class, (rs, i) -> rs.getBoolean(i)),
      Map.entry(byte[].class, (rs, i) -> rs.getBytes(i)),
      Map.entry(Date.class, (rs, i) -> rs.getDate(i)),
      Map.entry(java.math.BigInteger.class, (rs, i) -> {
        BigDecimal d = rs.getBigDecimal(i);
        return d == null ? null : d.toBigInteger();
      }));

  private static final java.util.Set<String> TEMPORAL_GETTERS = java.util.Set.of("getTimestamp", "getTime",
      "getString", "getObject");

  /**
   * A TIMESTAMP or TIME column read with the microseconds Quiver's server sends (see
   * {@link SubMillisecondTimes}), and written as SQL text with the column's fractional digits.
   */
  private static Object temporal(ResultSet rs, int index, int type, String getter, Object second)
      throws SQLException {
    java.util.Calendar calendar = second instanceof java.util.Calendar c ? c : null;
    if (type == java.sql.Types.TIME) {
      Time time = calendar == null ? rs.getTime(index) : rs.getTime(index, calendar);
      return switch (getter) {
        case "getString" -> timeText(SubMillisecondTimes.time(time, rs.getBigDecimal(index)),
            fractionDigits(rs, index, 9));
        case "getObject" -> second instanceof Class<?> target ? typed(rs, index, target, time) : time;
        case "getTimestamp" -> time == null ? null : new Timestamp(time.getTime());
        default -> time;
      };
    }
    Timestamp ts = SubMillisecondTimes.timestamp(calendar == null ? rs.getTimestamp(index)
        : rs.getTimestamp(index, calendar), rs.getBigDecimal(index));
    return switch (getter) {
      case "getString" -> ts == null ? null : io.quiver.engine.types.TemporalText.formatTimestamp(
          io.quiver.engine.types.TemporalText.toMicros(ts.toLocalDateTime()), fractionDigits(rs, index, 20));
      case "getObject" -> second instanceof Class<?> target ? typed(rs, index, target, ts) : ts;
      // The time of day on 1970-01-01, with its milliseconds, as java.sql.Time holds it.
      case "getTime" -> ts == null ? null : new Time(Time.valueOf(ts.toLocalDateTime().toLocalTime().withNano(0))
          .getTime() + ts.getNanos() / 1_000_000);
      default -> ts;
    };
  }

  private static Object typed(ResultSet rs, int index, Class<?> target, Object value) throws SQLException {
    if (JAVA_TIME.contains(target)) {
      return javaTime(rs, index, target);
    }
    if (target.isInstance(value)) {
      return value;
    }
    if (target == String.class) {
      return temporal(rs, index, rs.getMetaData().getColumnType(index), "getString", null);
    }
    return rs.getObject(index, target);
  }

  /** The fractional digits of a TIME or TIMESTAMP column: its JDBC precision is the width of its text. */
  private static int fractionDigits(ResultSet rs, int index, int widthWithPoint) throws SQLException {
    return Math.max(0, rs.getMetaData().getPrecision(index) - widthWithPoint);
  }

  /** The SQL dialect of the server's session, which {@code SET} lists (the driver always sets it). */
  private static String sessionDialect(Connection connection) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet options = statement.executeQuery("SET")) {
      while (options.next()) {
        if ("table.sql-dialect".equals(options.getString(1))) {
          return options.getString(2);
        }
      }
      return "default";
    } catch (RuntimeException e) {
      throw toSqlException(e);
    }
  }

  private static final java.util.Set<String> UNKNOWN_NAMES = java.util.Set.of("getTableName", "getSchemaName",
      "getCatalogName");

  private static final java.util.Set<String> LOB_FACTORIES = java.util.Set.of("createBlob", "createClob",
      "createNClob");

  private static final java.util.Set<String> LOB_GETTERS = java.util.Set.of("getBlob", "getClob", "getNClob");

  private static final java.util.Set<String> SYNCED_SETTERS = java.util.Set.of("setAutoCommit", "setReadOnly",
      "setTransactionIsolation", "setCatalog", "setSchema");

  private static final java.util.Set<Class<?>> JAVA_TIME = java.util.Set.of(LocalDate.class, LocalDateTime.class,
      LocalTime.class, OffsetDateTime.class, Instant.class, BigDecimal.class);

  /** Avatica's client accessors do not read {@code java.time} types: read the classic type and convert. */
  private static Object javaTime(ResultSet rs, Object column, Class<?> type) throws SQLException {
    int index = columnIndex(rs, column);
    if (type == BigDecimal.class) {
      return rs.getBigDecimal(index);
    }
    if (type == LocalDate.class) {
      Date d = rs.getDate(index);
      return d == null ? null : d.toLocalDate();
    }
    if (type == LocalTime.class && rs.getMetaData().getColumnType(index) == java.sql.Types.TIME) {
      return SubMillisecondTimes.time(rs.getTime(index), rs.getBigDecimal(index));
    }
    if (type == LocalTime.class && rs.getMetaData().getColumnType(index) != java.sql.Types.TIMESTAMP) {
      return localTime(rs.getTime(index));
    }
    Timestamp ts = rs.getMetaData().getColumnType(index) == java.sql.Types.TIMESTAMP
        ? SubMillisecondTimes.timestamp(rs.getTimestamp(index), rs.getBigDecimal(index)) : rs.getTimestamp(index);
    if (ts == null) {
      return null;
    }
    if (type == LocalDateTime.class) {
      return ts.toLocalDateTime();
    }
    if (type == LocalTime.class) {
      return ts.toLocalDateTime().toLocalTime();
    }
    if (type == Instant.class) {
      return ts.toInstant();
    }
    return ts.toLocalDateTime().atZone(ZoneId.systemDefault()).toOffsetDateTime();
  }

  private static int columnIndex(ResultSet rs, Object column) throws SQLException {
    return column instanceof Integer i ? i : rs.findColumn((String) column);
  }

  /** The time of day with its milliseconds, which {@code Time.toLocalTime} drops. */
  private static LocalTime localTime(Time t) {
    return t == null ? null : t.toLocalTime().withNano((int) Math.floorMod(t.getTime(), 1000L) * 1_000_000);
  }

  /**
   * TIME as SQL text. Avatica's client reads the column's JDBC precision (the display width) as
   * fractional digits and would print {@code 23:59:58.00000000}.
   */
  private static String timeText(LocalTime time, int digits) {
    if (time == null) {
      return null;
    }
    return io.quiver.engine.types.TemporalText.formatTime(time.toNanoOfDay() / 1000, digits);
  }

  private static Object wrapResult(Object result, Method method, Object self) {
    Class<?> type = method.getReturnType();
    if (result == null || !type.isInterface() || !type.getName().startsWith("java.sql.")) {
      return result;
    }
    if (result instanceof Statement || result instanceof ResultSet || result instanceof DatabaseMetaData
        || result instanceof ResultSetMetaData) {
      long maxRows = 0;
      if (result instanceof ResultSet && Proxy.isProxyClass(self.getClass())
          && Proxy.getInvocationHandler(self) instanceof StatementHandler statement) {
        // Avatica's client does not pass a prepared statement's maximum to the server: end here.
        maxRows = statement.maxRows();
      }
      return wrap(result, type, self, maxRows);
    }
    return result;
  }

  private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw toSqlException(runtime);
      }
      if (cause instanceof org.apache.calcite.avatica.AvaticaSqlException avatica && !(cause instanceof BatchUpdateException)) {
        // The server's message and SQLSTATE, as the subclass of SQLException the state calls for,
        // without Avatica's "Error 0 (state) : while ...: Remote driver error:" wrapping.
        throw SqlExceptions.withState(serverMessage(avatica), avatica.getSQLState(), avatica);
      }
      throw cause;
    }
  }

  private static final java.util.regex.Pattern SERVER_MESSAGE =
      java.util.regex.Pattern.compile("Messsage: '(.*?)', Error code: ", java.util.regex.Pattern.DOTALL);

  private static String serverMessage(org.apache.calcite.avatica.AvaticaSqlException e) {
    // Avatica's client puts its own words ("while preparing SQL: ...") in the message, and the
    // server's message only in the server's stack trace, as "[Messsage: '...', Error code: ...".
    for (String trace : e.getStackTraces() == null ? List.<String>of() : e.getStackTraces()) {
      java.util.regex.Matcher m = SERVER_MESSAGE.matcher(trace);
      if (m.find()) {
        return m.group(1);
      }
    }
    String message = e.getErrorMessage() == null ? e.getMessage() : e.getErrorMessage();
    String remote = "Remote driver error: ";
    int at = message.indexOf(remote);
    return at >= 0 ? message.substring(at + remote.length()) : message;
  }

  /** A failure inside Avatica's client, as the SQLException JDBC promises. */
  static SQLException toSqlException(RuntimeException e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof AvaticaClientRuntimeException avatica) {
        String message = avatica.getMessage();
        String remote = "Remote driver error: ";
        int at = message == null ? -1 : message.indexOf(remote);
        return SqlExceptions.withState(at >= 0 ? message.substring(at + remote.length()) : message,
            avatica.getSqlState(), e);
      }
      if (t instanceof SQLException sql) {
        return sql;
      }
      if (t instanceof java.net.ConnectException || t instanceof java.net.UnknownHostException) {
        // The client's own exception class is relocated in the all-in-one jar: say what happened.
        return SqlExceptions.withState("Cannot reach the Quiver server: " + t.getMessage(), "08001", e);
      }
      if (t.getCause() == t) {
        break;
      }
    }
    String message = String.valueOf(e.getMessage());
    String state = message.contains("401") || message.contains("Unauthorized") ? "28000" : "08006";
    return SqlExceptions.withState(message, state, e);
  }

  /**
   * Statements: {@code setObject} takes {@code java.time} values, batches fail with a
   * {@link BatchUpdateException}, and {@code getMoreResults} leaves neither a result set nor an
   * update count, as JDBC says.
   */
  private static final class StatementHandler implements InvocationHandler, Parented {
    private final Object target;
    private final Object parent;
    private boolean resultsEnded;
    private Object self;
    private boolean poolable;
    private int maxFieldSize;

    StatementHandler(Object target, Object parent) {
      this.target = target;
      this.parent = parent;
    }

    @Override
    public Object parent() {
      return parent;
    }

    long maxRows() {
      try {
        return ((Statement) target).getLargeMaxRows();
      } catch (SQLException e) {
        return 0;
      }
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
      self = proxy;
      String name = method.getName();
      switch (name) {
        // Kept and answered here, as the embedded statement does (Avatica's client refuses them).
        case "setPoolable" -> {
          poolable = (Boolean) args[0];
          return null;
        }
        case "isPoolable" -> {
          return poolable;
        }
        case "setMaxFieldSize" -> {
          if ((Integer) args[0] < 0) {
            throw SqlExceptions.withState("The maximum field size must not be negative: " + args[0], "22023", null);
          }
          maxFieldSize = (Integer) args[0];
          return null;
        }
        case "getMaxFieldSize" -> {
          return maxFieldSize;
        }
        case "setCursorName", "setEscapeProcessing" -> {
          return null;
        }
        default -> {
        }
      }
      if (name.equals("cancel")) {
        cancel();
        return null;
      }
      if (name.equals("getGeneratedKeys")) {
        return generatedKeys();
      }
      if (name.startsWith("execute")) {
        resultsEnded = false;
        io.quiver.table.api.internal.GeneratedKeys.Request keys = null;
        if (args != null && args.length == 2 && args[0] instanceof String) {
          // execute(sql, autoGeneratedKeys | columnIndexes | columnNames): the identity keys are always
          // there; named columns are asked of the server for this execution.
          keys = keyRequest(args[1]);
          method = Statement.class.getMethod(name, String.class);
          args = new Object[] {args[0]};
        }
        if (keys != null) {
          Statement statement = (Statement) target;
          int id = ((AvaticaStatement) target).getId();
          sendKeyColumns(statement.getConnection(), id, keys);
          try {
            return executeTimed(method, args);
          } finally {
            sendKeyColumns(statement.getConnection(), id, null);
          }
        }
        return executeTimed(method, args);
      }
      if (name.equals("setObject") && args != null && args.length >= 3 && args[2] instanceof Integer type
          && TypedParameters.bind((java.sql.PreparedStatement) target, (Integer) args[0], args[1], type,
              args.length > 3 && args[3] instanceof Integer scale ? scale : null)) {
        return null;
      }
      if (name.equals("setObject") && args != null && args.length >= 3 && args[2] instanceof Integer type
          && type == java.sql.Types.TIME && (args[1] instanceof LocalTime || args[1] instanceof Time)) {
        // As text, which keeps the fraction of the second; Avatica's client refuses both here.
        ((java.sql.PreparedStatement) target).setString((Integer) args[0], args[1] instanceof Time t
            ? localTime(t).toString() : args[1].toString());
        return null;
      }
      if (name.equals("setObject") && args != null && args.length >= 3 && args[2] instanceof Integer type
          && type == java.sql.Types.DATE && (args[1] instanceof LocalDate || args[1] instanceof Date)) {
        // Avatica's setObject(Date, DATE) fails ("Cannot convert from java.sql.Date to long").
        ((java.sql.PreparedStatement) target).setDate((Integer) args[0],
            args[1] instanceof LocalDate d ? Date.valueOf(d) : (Date) args[1]);
        return null;
      }
      if (name.equals("setObject") && args != null && args.length >= 2) {
        args[1] = JavaTimeParameters.toJdbc(args[1]);
        if (args[1] instanceof Timestamp t && (args.length == 2 || args[2] instanceof Integer type
            && type == java.sql.Types.TIMESTAMP)) {
          ((java.sql.PreparedStatement) target).setString((Integer) args[0], JavaTimeParameters.timestampText(t, null));
          return null;
        }
      }
      if (name.equals("setTimestamp") && args != null && args[1] != null) {
        // Avatica's protocol carries a timestamp parameter as milliseconds; its text keeps every digit.
        ((java.sql.PreparedStatement) target).setString((Integer) args[0],
            JavaTimeParameters.timestampText((Timestamp) args[1], args.length > 2 ? (java.util.Calendar) args[2] : null));
        return null;
      }
      if ((Lobs.SETTERS.contains(name) || name.equals("setObject")) && target instanceof java.sql.PreparedStatement ps
          && Lobs.bind(ps, name, args)) {
        // Avatica's client drops LOB, stream and reader parameters: their bytes or text instead.
        return null;
      }
      if (name.equals("getMoreResults")) {
        ResultSet open = ((Statement) target).getResultSet();
        if (open != null) {
          open.close();
        }
        resultsEnded = true;
        return false;
      }
      if (resultsEnded && (name.equals("getResultSet") || name.equals("getUpdateCount")
          || name.equals("getLargeUpdateCount"))) {
        return name.equals("getResultSet") ? null : name.equals("getUpdateCount") ? (Object) (-1) : (Object) (-1L);
      }
      return call(self, target, method, args);
    }

    /** Runs an execute call, under the statement's query timeout if it has one. */
    private Object executeTimed(Method method, Object[] args) throws SQLException {
      int timeout = ((Statement) target).getQueryTimeout();
      if (timeout > 0) {
        return QueryTimer.run(timeout, this::cancelQuietly, () -> execute(method, args));
      }
      return execute(method, args);
    }

    private Object execute(Method method, Object[] args) throws SQLException {
      String name = method.getName();
      try {
        return call(self, target, method, args);
      } catch (SQLException e) {
        if (name.equals("executeBatch") || name.equals("executeLargeBatch")) {
          throw e instanceof BatchUpdateException ? e
              : new BatchUpdateException(e.getMessage(), e.getSQLState(), e.getErrorCode(), new int[0], e);
        }
        throw e;
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw SqlExceptions.of(e);
      }
    }

    /**
     * Avatica's client only flags a cancelled statement locally: the request goes to the server
     * on a statement of its own, since this one waits for its running execute.
     */
    private void cancel() throws SQLException {
      Statement statement = (Statement) target;
      if (statement.isClosed()) {
        throw SqlExceptions.withState("Statement is closed", "HY010", null);
      }
      try (Statement canceller = statement.getConnection().createStatement()) {
        canceller.execute(RemoteRequests.cancel(((AvaticaStatement) target).getId()));
      } catch (RuntimeException e) {
        throw toSqlException(e);
      }
    }

    private void cancelQuietly() {
      try {
        cancel();
      } catch (SQLException e) {
        // the timed-out statement fails on its own, or has finished
      }
    }

    /** The server keeps the session's generated keys; they come back as a query's result. */
    private ResultSet generatedKeys() throws SQLException {
      Statement statement = (Statement) target;
      if (statement.isClosed()) {
        throw SqlExceptions.withState("Statement is closed", "HY010", null);
      }
      try {
        Statement keys = statement.getConnection().createStatement();
        keys.closeOnCompletion();
        return wrap(keys.executeQuery(RemoteRequests.GENERATED_KEYS), ResultSet.class, self, 0);
      } catch (RuntimeException e) {
        throw toSqlException(e);
      }
    }
  }
}
