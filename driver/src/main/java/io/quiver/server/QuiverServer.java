package io.quiver.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import java.util.Properties;
import org.apache.calcite.avatica.jdbc.JdbcMeta;
import org.apache.calcite.avatica.remote.Driver.Serialization;
import org.apache.calcite.avatica.remote.LocalService;
import org.apache.calcite.avatica.server.HttpServer;
import org.apache.calcite.avatica.server.ServerCustomizer;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * Quiver's remote server: an Avatica HTTP server (protobuf) over one embedded database. Each
 * remote connection is an embedded session of that database; results travel as Avatica frames
 * read batch by batch from the session's result set. Clients connect with
 * {@code jdbc:quiver:remote:url=http://HOST:PORT} or Avatica's
 * {@code jdbc:avatica:remote:url=http://HOST:PORT;serialization=PROTOBUF}.
 */
public final class QuiverServer implements AutoCloseable {
  private final HttpServer http;
  private final Path realmFile;

  private QuiverServer(HttpServer http, Path realmFile) {
    this.http = http;
    this.realmFile = realmFile;
  }

  /**
   * How to run the server.
   *
   * @param port the TCP port, or 0 for any free one
   * @param databaseUrl the embedded database every session opens, e.g. {@code jdbc:quiver:mem:server}
   * @param bindAddress the address to listen on; the loopback address unless told otherwise
   * @param user with {@code password}, the credentials BASIC authentication requires; null for none
   * @param password the password of {@code user}
   * @param allowFiles whether sessions may read or write the server's files
   */
  public record Options(int port, String databaseUrl, String bindAddress, String user, String password,
      boolean allowFiles) {
    public Options {
      Objects.requireNonNull(databaseUrl, "databaseUrl is null");
      Objects.requireNonNull(bindAddress, "bindAddress is null");
      if ((user == null) != (password == null)) {
        throw new IllegalArgumentException("--user and --password go together");
      }
    }

    /** A server on the loopback address over a named in-memory database, without authentication. */
    public static Options defaults(int port) {
      return new Options(port, "jdbc:quiver:mem:server;keepAlive=true", "127.0.0.1", null, null, false);
    }
  }

  /** Starts a server; it runs until {@link #close()}. */
  public static QuiverServer start(Options options) throws SQLException, IOException {
    Properties info = new Properties();
    info.setProperty("allowFiles", Boolean.toString(options.allowFiles()));
    JdbcMeta meta = new SessionMeta(options.databaseUrl(), info);
    HttpServer.Builder<Server> builder = new HttpServer.Builder<Server>()
        .withHandler(new LocalService(meta), Serialization.PROTOBUF)
        .withPort(options.port())
        .withServerCustomizers(List.of(bindTo(options.bindAddress())), Server.class);
    Path realm = null;
    if (options.user() != null) {
      realm = writeRealm(options.user(), options.password());
      builder.withBasicAuthentication(realm.toString(), new String[] {"quiver"});
    }
    HttpServer http = builder.build();
    http.start();
    return new QuiverServer(http, realm);
  }

  private static ServerCustomizer<Server> bindTo(String address) {
    return server -> {
      for (Connector connector : server.getConnectors()) {
        if (connector instanceof ServerConnector serverConnector) {
          serverConnector.setHost(address);
        }
      }
    };
  }

  /** Jetty's BASIC authentication reads its users from a file: one private to this process. */
  private static Path writeRealm(String user, String password) throws IOException {
    Path realm = Files.createTempFile("quiver-realm", ".properties",
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    realm.toFile().deleteOnExit();
    Files.writeString(realm, user + ": " + password + ",quiver\n", StandardCharsets.UTF_8);
    return realm;
  }

  /** The port the server listens on. */
  public int port() {
    return http.getPort();
  }

  /** Blocks until the server stops. */
  public void join() throws InterruptedException {
    http.join();
  }

  @Override
  public void close() {
    http.stop();
    if (realmFile != null) {
      try {
        Files.deleteIfExists(realmFile);
      } catch (IOException e) {
        // deleted on exit anyway
      }
    }
  }
}
