package io.quiver.tck;

import io.quiver.server.QuiverServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * Where a JDBC test runs: the embedded driver, or the remote driver against a Quiver server
 * started in this JVM on a free port (once, shared by the tests).
 */
public enum JdbcTarget {
  EMBEDDED {
    @Override
    String url() {
      return "jdbc:quiver:mem:tck;keepAlive=true";
    }
  },
  REMOTE {
    @Override
    String url() {
      return "jdbc:quiver:remote:url=http://127.0.0.1:" + server().port();
    }
  };

  private static QuiverServer server;

  abstract String url();

  Connection connect() throws SQLException {
    return DriverManager.getConnection(url(), new Properties());
  }

  /** A connection whose URL carries these options too, e.g. {@code ;sql-dialect=default}. */
  Connection connect(String options) throws SQLException {
    return DriverManager.getConnection(url() + options, new Properties());
  }

  static synchronized QuiverServer server() {
    if (server == null) {
      try {
        server = QuiverServer.start(QuiverServer.Options.defaults(0));
      } catch (Exception e) {
        throw new IllegalStateException("cannot start the Quiver server", e);
      }
      Runtime.getRuntime().addShutdownHook(new Thread(server::close));
    }
    return server;
  }
}
