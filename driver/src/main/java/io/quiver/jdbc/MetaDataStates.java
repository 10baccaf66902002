package io.quiver.jdbc;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;

/**
 * Every {@code DatabaseMetaData} call fails with an SQLSTATE: 08003 once the connection is
 * closed (Avatica says "Connection closed" without one, or fails inside with a
 * NullPointerException), and the state of the cause otherwise.
 */
final class MetaDataStates {
  private MetaDataStates() {}

  static <T> T guard(DatabaseMetaData target, Connection connection, Class<T> type) {
    Object proxy = Proxy.newProxyInstance(MetaDataStates.class.getClassLoader(),
        new Class<?>[] {type, DatabaseMetaData.class}, (self, method, args) -> call(target, connection, method, args));
    return type.cast(proxy);
  }

  static Object call(Object target, Connection connection, Method method, Object[] args) throws Throwable {
    boolean sqlCall = method.getDeclaringClass() == DatabaseMetaData.class
        && java.util.Arrays.asList(method.getExceptionTypes()).contains(SQLException.class);
    if (sqlCall && !method.getName().equals("getConnection") && connection.isClosed()) {
      throw closed();
    }
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (!sqlCall) {
        throw cause;
      }
      if (connection.isClosed()) {
        throw closed();
      }
      if (cause instanceof SQLException sql) {
        SQLException unwrapped = SqlExceptions.unwrap(sql);
        throw unwrapped.getSQLState() != null ? unwrapped
            : SqlExceptions.withState(unwrapped.getMessage(), "HY000", unwrapped);
      }
      if (cause instanceof QuiverMeta.SqlRuntimeException carried) {
        throw carried.sqlException();
      }
      if (cause instanceof RuntimeException) {
        throw SqlExceptions.of(cause);
      }
      throw cause;
    }
  }

  static SQLException closed() {
    return SqlExceptions.withState("Connection is closed", "08003", null);
  }
}
