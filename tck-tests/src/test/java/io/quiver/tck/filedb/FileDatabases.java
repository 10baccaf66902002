package io.quiver.tck.filedb;

import io.quiver.server.QuiverServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Helpers of the file database tests: a directory per test, rows as lists, removal. */
final class FileDatabases {
  private FileDatabases() {}

  static String url(Path directory) {
    return "jdbc:quiver:file:" + directory;
  }

  static List<List<Object>> rows(Connection connection, String sql) throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      List<List<Object>> rows = new ArrayList<>();
      int columns = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        List<Object> row = new ArrayList<>();
        for (int i = 1; i <= columns; i++) {
          row.add(rs.getObject(i));
        }
        rows.add(row);
      }
      return rows;
    }
  }

  static long count(Connection connection, String sql) throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  static void delete(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }

  /** Where a test reaches a file database: in this JVM, or through a server serving it. */
  enum Access {
    EMBEDDED, REMOTE;

    /** Opens the database; {@link Opened#close} closes it (and so checkpoints it) again. */
    Opened open(Path directory) throws SQLException, IOException {
      if (this == EMBEDDED) {
        return new Opened(url(directory), null);
      }
      QuiverServer server = QuiverServer.start(new QuiverServer.Options(0, url(directory), "127.0.0.1", null, null,
          false));
      return new Opened("jdbc:quiver:remote:url=http://127.0.0.1:" + server.port(), server);
    }
  }

  /** An open database: connections to it, and what must be closed to close it. */
  static final class Opened implements AutoCloseable {
    private final String url;
    private final QuiverServer server;
    private final List<Connection> connections = new ArrayList<>();

    Opened(String url, QuiverServer server) {
      this.url = url;
      this.server = server;
    }

    Connection connect() throws SQLException {
      Connection connection = DriverManager.getConnection(url);
      connections.add(connection);
      return connection;
    }

    @Override
    public void close() throws SQLException {
      for (Connection connection : connections) {
        connection.close();
      }
      if (server != null) {
        server.close();
      }
    }
  }
}
