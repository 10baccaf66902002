package io.quiver.jdbc;

import java.sql.SQLException;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaStatement;
import org.apache.calcite.avatica.Meta;

/** A statement; execution goes through {@link QuiverMeta}, failures keep their SQLSTATE. */
final class QuiverStatement extends AvaticaStatement {
  QuiverStatement(AvaticaConnection connection, Meta.StatementHandle h, int resultSetType, int resultSetConcurrency,
      int resultSetHoldability) {
    super(connection, h, resultSetType, resultSetConcurrency, resultSetHoldability);
  }

  @Override
  protected void executeInternal(String sql) throws SQLException {
    try {
      super.executeInternal(sql);
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
}
