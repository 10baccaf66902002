package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.server.QuiverServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The server's own guarantees: BASIC authentication and no access to the server's files. */
class ServerTest {
  private static QuiverServer server;
  private static String url;

  @BeforeAll
  static void start() throws Exception {
    server = QuiverServer.start(new QuiverServer.Options(0, "jdbc:quiver:mem:secured;keepAlive=true", "127.0.0.1",
        "alice", "s3cret", false));
    url = "jdbc:quiver:remote:url=http://127.0.0.1:" + server.port();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static Properties credentials(String user, String password) {
    Properties properties = new Properties();
    properties.setProperty("user", user);
    properties.setProperty("password", password);
    return properties;
  }

  @Test
  void refusesClientsWithoutTheRightCredentials() {
    assertThrows(SQLException.class, () -> DriverManager.getConnection(url).createStatement().executeQuery("SELECT 1"));
    assertThrows(SQLException.class,
        () -> DriverManager.getConnection(url, credentials("alice", "wrong")).createStatement().executeQuery("SELECT 1"));
  }

  @Test
  void servesQuiverAndAvaticaRemoteClientsWithCredentials() throws SQLException {
    try (Connection c = DriverManager.getConnection(url, credentials("alice", "s3cret"));
        ResultSet rs = c.createStatement().executeQuery("SELECT 1 + 1")) {
      assertTrue(rs.next());
      assertEquals(2, rs.getInt(1));
    }
    String avatica = "jdbc:avatica:remote:url=http://127.0.0.1:" + server.port()
        + ";serialization=PROTOBUF;authentication=BASIC;avatica_user=alice;avatica_password=s3cret";
    try (Connection c = DriverManager.getConnection(avatica);
        ResultSet rs = c.createStatement().executeQuery("SELECT 'x'")) {
      assertTrue(rs.next());
      assertEquals("x", rs.getString(1));
    }
  }

  @Test
  void remoteSessionsMayNotTouchServerFiles() throws SQLException {
    Properties withDumpDir = credentials("alice", "s3cret");
    withDumpDir.setProperty("table.exec.codegen.dump-dir", "/tmp/quiver-dump");
    SQLException atConnect = assertThrows(SQLException.class,
        () -> DriverManager.getConnection(url, withDumpDir).createStatement().executeQuery("SELECT 1"));
    assertEquals("42501", atConnect.getSQLState(), atConnect.toString());
    try (Connection c = DriverManager.getConnection(url, credentials("alice", "s3cret"));
        Statement s = c.createStatement()) {
      SQLException set = assertThrows(SQLException.class,
          () -> s.execute("SET 'table.exec.codegen.dump-dir' = '/tmp/quiver-dump'"));
      assertEquals("42501", set.getSQLState());
      try (ResultSet rs = s.executeQuery("SET")) {
        while (rs.next()) {
          assertTrue(!rs.getString(1).equals("table.exec.codegen.dump-dir"), "the option was left set");
        }
      }
      // A filesystem table names the server's files too.
      SQLException files = assertThrows(SQLException.class, () -> s.execute("CREATE TABLE f (a INT) WITH ("
          + "'connector' = 'filesystem', 'path' = '/tmp/quiver-files', 'format' = 'csv')"));
      assertEquals("42501", files.getSQLState(), files.toString());
    }
  }
}
