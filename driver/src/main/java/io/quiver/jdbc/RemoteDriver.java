package io.quiver.jdbc;

import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.Properties;
import java.util.TimeZone;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaFactory;
import org.apache.calcite.avatica.AvaticaPreparedStatement;
import org.apache.calcite.avatica.AvaticaResultSet;
import org.apache.calcite.avatica.AvaticaSpecificDatabaseMetaData;
import org.apache.calcite.avatica.AvaticaStatement;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.QueryState;
import org.apache.calcite.avatica.UnregisteredDriver;

/**
 * Avatica's remote driver with one change: a statement created scrollable gets a result set that
 * scrolls ({@link ScrollableResultSet}), its rows fetched from the server and held by the client.
 * Every other object is Avatica's own.
 */
final class RemoteDriver extends org.apache.calcite.avatica.remote.Driver {
  @Override
  protected AvaticaFactory createFactory() {
    return new Factory(super.createFactory());
  }

  private static final class Factory implements AvaticaFactory {
    private final AvaticaFactory avatica;

    Factory(AvaticaFactory avatica) {
      this.avatica = avatica;
    }

    @Override
    public int getJdbcMajorVersion() {
      return avatica.getJdbcMajorVersion();
    }

    @Override
    public int getJdbcMinorVersion() {
      return avatica.getJdbcMinorVersion();
    }

    @Override
    public AvaticaConnection newConnection(UnregisteredDriver driver, AvaticaFactory factory, String url,
        Properties info) throws SQLException {
      return avatica.newConnection(driver, factory, url, info);
    }

    @Override
    public AvaticaStatement newStatement(AvaticaConnection connection, Meta.StatementHandle h, int resultSetType,
        int resultSetConcurrency, int resultSetHoldability) throws SQLException {
      return avatica.newStatement(connection, h, resultSetType, resultSetConcurrency, resultSetHoldability);
    }

    @Override
    public AvaticaPreparedStatement newPreparedStatement(AvaticaConnection connection, Meta.StatementHandle h,
        Meta.Signature signature, int resultSetType, int resultSetConcurrency, int resultSetHoldability)
        throws SQLException {
      return avatica.newPreparedStatement(connection, h, signature, resultSetType, resultSetConcurrency,
          resultSetHoldability);
    }

    @Override
    public AvaticaResultSet newResultSet(AvaticaStatement statement, QueryState state, Meta.Signature signature,
        TimeZone timeZone, Meta.Frame firstFrame) throws SQLException {
      if (!ScrollableResultSet.scrolls(statement)) {
        return avatica.newResultSet(statement, state, signature, timeZone, firstFrame);
      }
      return new Scrolling(statement, state, signature, newResultSetMetaData(statement, signature), timeZone,
          firstFrame);
    }

    @Override
    public AvaticaSpecificDatabaseMetaData newDatabaseMetaData(AvaticaConnection connection) {
      return avatica.newDatabaseMetaData(connection);
    }

    @Override
    public ResultSetMetaData newResultSetMetaData(AvaticaStatement statement, Meta.Signature signature)
        throws SQLException {
      return avatica.newResultSetMetaData(statement, signature);
    }
  }

  /** A remote result that scrolls: every frame is fetched when the statement runs. */
  private static final class Scrolling extends ScrollableResultSet {
    Scrolling(AvaticaStatement statement, QueryState state, Meta.Signature signature, ResultSetMetaData metaData,
        TimeZone timeZone, Meta.Frame firstFrame) throws SQLException {
      super(statement, state, signature, metaData, timeZone, firstFrame);
    }

    @Override
    protected AvaticaResultSet execute() throws SQLException {
      return scrollFrames(QuiverConnection.metaOf(statement.connection));
    }
  }
}
