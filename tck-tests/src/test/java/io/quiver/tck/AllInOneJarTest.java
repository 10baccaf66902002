package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.server.QuiverServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The all-in-one driver jar as a BI tool loads it: alone, in a class loader of its own, with its
 * libraries relocated under {@code io.quiver.shaded}. It must reach a server that runs unrelocated
 * (the {@code quiver server} command), whose protocol names messages by their Java classes.
 */
class AllInOneJarTest {
  private static QuiverServer server;
  private static URLClassLoader jar;
  private static Driver driver;

  @BeforeAll
  static void start() throws Exception {
    QuiverServer.Options defaults = QuiverServer.Options.defaults(0);
    server = QuiverServer.start(new QuiverServer.Options(0, "jdbc:quiver:mem:alljar;keepAlive=true",
        defaults.bindAddress(), null, null, false));
    jar = new URLClassLoader(new URL[] {allInOneDriverJar().toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    driver = (Driver) jar.loadClass("io.quiver.jdbc.Driver").getDeclaredConstructor().newInstance();
  }

  @AfterAll
  static void stop() throws IOException {
    server.close();
    jar.close();
  }

  private static String remoteUrl() {
    return "jdbc:quiver:remote:url=http://127.0.0.1:" + server.port();
  }

  @Test
  void isTheRelocatedJar() throws ClassNotFoundException {
    // Otherwise this test would not test the renaming of wire names.
    jar.loadClass("io.quiver.shaded.org.apache.calcite.avatica.proto.Common");
    assertThrows(ClassNotFoundException.class, () -> jar.loadClass("org.apache.calcite.avatica.proto.Common"));
  }

  @Test
  void queriesTheServerAndGetsItsErrors() throws SQLException {
    try (Connection c = driver.connect(remoteUrl(), new Properties()); Statement s = c.createStatement()) {
      s.execute("CREATE TABLE events (id INT PRIMARY KEY, happened TIMESTAMP(6), label VARCHAR(20))");
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO events VALUES (?, ?, ?)")) {
        for (int i = 1; i <= 3; i++) {
          insert.setInt(1, i);
          insert.setTimestamp(2, Timestamp.valueOf("2024-01-15 10:20:3" + i + ".12345" + i));
          insert.setString(3, "e" + i);
          insert.addBatch();
        }
        insert.executeBatch();
      }
      try (ResultSet rs = s.executeQuery("SELECT id, happened, label FROM events ORDER BY id DESC")) {
        assertTrue(rs.next());
        assertEquals(3, rs.getInt(1));
        assertEquals(Timestamp.valueOf("2024-01-15 10:20:33.123453"), rs.getTimestamp(2));
        assertEquals("e3", rs.getString(3));
      }
      boolean listed = false;
      try (ResultSet tables = c.getMetaData().getTables(null, null, "%", null)) {
        while (tables.next()) {
          listed |= tables.getString("TABLE_NAME").equalsIgnoreCase("events");
        }
      }
      assertTrue(listed, "the metadata lists the table");
      SQLException parse = assertThrows(SQLException.class, () -> s.executeQuery("SELEC id FROM events"));
      assertEquals("42601", parse.getSQLState(), parse.toString());
      assertTrue(parse.getMessage().contains("line 1, column 1"), parse.getMessage());
      SQLException duplicate = assertThrows(SQLException.class,
          () -> s.executeUpdate("INSERT INTO events VALUES (1, NULL, 'again')"));
      assertEquals("23505", duplicate.getSQLState(), duplicate.toString());
    }
  }

  @Test
  void aServerThatIsNotThereIsAConnectionError() throws IOException {
    int unused;
    try (ServerSocket probe = new ServerSocket(0)) {
      unused = probe.getLocalPort();
    }
    SQLException refused = assertThrows(SQLException.class,
        () -> driver.connect("jdbc:quiver:remote:url=http://127.0.0.1:" + unused, new Properties()));
    assertEquals("08001", refused.getSQLState(), refused.toString());
    assertFalse(refused.getMessage().contains("io.quiver.shaded"), refused.getMessage());
  }

  @Test
  void runsEmbedded() throws SQLException {
    try (Connection c = driver.connect("jdbc:quiver:mem:", new Properties()); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM (VALUES (1), (2), (3)) AS t (x) WHERE x > 1")) {
      assertTrue(rs.next());
      assertEquals(2, rs.getLong(1));
    }
  }

  /** The driver module's target/quiver-driver-VERSION-all.jar, built by the reactor's package phase. */
  private static Path allInOneDriverJar() {
    Path target = Path.of("../driver/target");
    try (Stream<Path> files = Files.exists(target) ? Files.list(target) : Stream.empty()) {
      return files.filter(p -> p.getFileName().toString().matches("quiver-driver-.*-all\\.jar")).findFirst()
          .orElseThrow(() -> new IllegalStateException("The all-in-one driver jar is not built: run the tests"
              + " through the reactor's verify phase (mvn verify)"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
