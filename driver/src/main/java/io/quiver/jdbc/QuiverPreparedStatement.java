package io.quiver.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaPreparedStatement;
import org.apache.calcite.avatica.Meta;

/** A prepared statement; execution goes through {@link QuiverMeta}, failures keep their SQLSTATE. */
final class QuiverPreparedStatement extends AvaticaPreparedStatement {
  QuiverPreparedStatement(AvaticaConnection connection, Meta.StatementHandle h, Meta.Signature signature,
      int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
    super(connection, h, signature, resultSetType, resultSetConcurrency, resultSetHoldability);
  }

  @Override
  protected boolean executeInternal(Meta.Signature signature, boolean isUpdate) throws SQLException {
    try {
      return super.executeInternal(signature, isUpdate);
    } catch (SQLException e) {
      throw SqlExceptions.unwrap(e);
    }
  }

  @Override
  protected ResultSet executeQueryInternal(Meta.Signature signature, boolean isUpdate) throws SQLException {
    try {
      return super.executeQueryInternal(signature, isUpdate);
    } catch (SQLException e) {
      throw SqlExceptions.unwrap(e);
    }
  }

  @Override
  protected long[] executeBatchInternal() throws SQLException {
    try {
      return super.executeBatchInternal();
    } catch (SQLException e) {
      throw SqlExceptions.unwrap(e);
    }
  }
  @Override
  public java.sql.ResultSet getGeneratedKeys() throws SQLException {
    checkOpen();
    return GeneratedKeysResults.of(getConnection());
  }
}
