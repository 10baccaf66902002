package io.quiver.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.DriverVersion;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.UnregisteredDriver;

/**
 * Quiver's JDBC driver. URLs: {@code jdbc:quiver:mem:} (a private in-memory database),
 * {@code jdbc:quiver:mem:NAME} (shared by the connections of this JVM),
 * {@code jdbc:quiver:remote:url=http://HOST:PORT} (a Quiver server), followed by options
 * separated by {@code ;}, e.g. {@code jdbc:quiver:mem:sales;keepAlive=true;table.local-time-zone=UTC}.
 */
public class Driver extends UnregisteredDriver {
  static {
    new Driver().register();
  }

  @Override
  protected String getConnectStringPrefix() {
    return QuiverUrl.PREFIX;
  }

  @Override
  protected String getFactoryClassName(JdbcVersion jdbcVersion) {
    return QuiverJdbcFactory.class.getName();
  }

  @Override
  protected DriverVersion createDriverVersion() {
    return new DriverVersion("Quiver JDBC Driver", DatabaseMetadata.VERSION, DatabaseMetadata.PRODUCT_NAME,
        DatabaseMetadata.VERSION, true, 0, 1, 0, 1);
  }

  @Override
  public Meta createMeta(AvaticaConnection connection) {
    return new QuiverMeta(connection);
  }

  @Override
  public boolean acceptsURL(String url) {
    return QuiverUrl.accepts(url);
  }

  /** Parses the URL itself: Quiver's URL syntax is not Avatica's {@code key=value} list. */
  @Override
  public Connection connect(String url, Properties info) throws SQLException {
    if (!acceptsURL(url)) {
      return null;
    }
    QuiverUrl parsed = QuiverUrl.parse(url);
    if (parsed.kind() == QuiverUrl.Kind.REMOTE) {
      return RemoteConnections.connect(parsed, info);
    }
    Properties properties = new Properties();
    if (info != null) {
      properties.putAll(info);
    }
    AvaticaConnection connection = factory.newConnection(this, factory, url, properties);
    handler.onConnectionInit(connection);
    return connection;
  }
}
