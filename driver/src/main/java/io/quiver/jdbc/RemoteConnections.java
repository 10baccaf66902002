package io.quiver.jdbc;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;

/**
 * {@code jdbc:quiver:remote:url=http://HOST:PORT[;key=value...]}: a connection to a Quiver server
 * through Avatica's remote driver with protobuf serialization. A {@code user} and {@code password}
 * become BASIC authentication credentials.
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
    properties.putIfAbsent("serialization", "PROTOBUF");
    String user = properties.getProperty("user");
    String password = properties.getProperty("password");
    if (user != null && !user.isEmpty() && password != null && !properties.containsKey("authentication")) {
      properties.setProperty("authentication", "BASIC");
      properties.setProperty("avatica_user", user);
      properties.setProperty("avatica_password", password);
    }
    StringBuilder avaticaUrl = new StringBuilder("jdbc:avatica:remote:url=").append(options.get("url"))
        .append(";serialization=").append(properties.getProperty("serialization"));
    Connection connection = new org.apache.calcite.avatica.remote.Driver().connect(avaticaUrl.toString(), properties);
    return withJavaTimeParameters(connection);
  }

  /**
   * Avatica's remote prepared statements refuse {@code java.time} values in {@code setObject}:
   * the connection's prepared statements convert them first, as the embedded driver's do.
   */
  private static Connection withJavaTimeParameters(Connection connection) {
    return (Connection) Proxy.newProxyInstance(RemoteConnections.class.getClassLoader(),
        new Class<?>[] {Connection.class}, (proxy, method, args) -> {
          Object result = invoke(connection, method, args);
          if (result instanceof PreparedStatement prepared && method.getName().startsWith("prepare")) {
            return convertingSetObject(prepared, method.getReturnType());
          }
          return result;
        });
  }

  private static Object convertingSetObject(PreparedStatement statement, Class<?> type) {
    return Proxy.newProxyInstance(RemoteConnections.class.getClassLoader(), new Class<?>[] {type},
        (proxy, method, args) -> {
          if (method.getName().equals("setObject") && args != null && args.length >= 2) {
            args[1] = JavaTimeParameters.toJdbc(args[1]);
          }
          return invoke(statement, method, args);
        });
  }

  private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }
}
