package io.quiver.jdbc;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.Timestamp;
import java.sql.Types;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaPreparedStatement;
import org.apache.calcite.avatica.Meta;

/**
 * A prepared statement: planned once by {@link QuiverMeta#prepare}, run with the bound values by
 * {@link QuiverMeta#execute}. Accepts the {@code java.time} types in {@code setObject}; a
 * {@code Timestamp} or {@code LocalDateTime} keeps its microseconds.
 */
final class QuiverPreparedStatement extends AvaticaPreparedStatement {
  QuiverPreparedStatement(AvaticaConnection connection, Meta.StatementHandle h, Meta.Signature signature,
      int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
    super(connection, h, signature, resultSetType, resultSetConcurrency, resultSetHoldability);
  }

  @Override
  protected boolean executeInternal(Meta.Signature signature, boolean isUpdate) throws SQLException {
    return QueryTimer.run(getQueryTimeout(), this::cancelQuietly, () -> {
      try {
        return super.executeInternal(signature, isUpdate);
      } catch (SQLException e) {
        throw SqlExceptions.unwrap(e);
      }
    });
  }

  @Override
  protected ResultSet executeQueryInternal(Meta.Signature signature, boolean isUpdate) throws SQLException {
    return QueryTimer.run(getQueryTimeout(), this::cancelQuietly, () -> {
      try {
        return super.executeQueryInternal(signature, isUpdate);
      } catch (SQLException e) {
        throw SqlExceptions.unwrap(e);
      }
    });
  }

  @Override
  protected long[] executeBatchInternal() throws SQLException {
    return QueryTimer.run(getQueryTimeout(), this::cancelQuietly, () -> {
      try {
        return super.executeBatchInternal();
      } catch (SQLException e) {
        throw SqlExceptions.unwrap(e);
      } catch (QuiverMeta.SqlRuntimeException e) {
        throw e.sqlException();
      }
    });
  }

  // Avatica's public execute methods bypass the protected ones above and drop the SQLSTATE.

  @Override
  public ResultSet executeQuery() throws SQLException {
    return guarded(super::executeQuery);
  }

  @Override
  public boolean execute() throws SQLException {
    return guarded(super::execute);
  }

  @Override
  public long executeLargeUpdate() throws SQLException {
    return guarded(super::executeLargeUpdate);
  }

  /** Avatica's executeBatch goes to the connection directly: the failing row's BatchUpdateException is dug out here. */
  @Override
  public long[] executeLargeBatch() throws SQLException {
    return guarded(super::executeLargeBatch);
  }

  private <T> T guarded(QueryTimer.SqlAction<T> action) throws SQLException {
    return QueryTimer.run(getQueryTimeout(), this::cancelQuietly, () -> {
      try {
        return action.run();
      } catch (SQLException e) {
        throw SqlExceptions.unwrap(e);
      }
    });
  }

  /** Quiver returns one result per statement: after it, no result set and no update count. */
  @Override
  public boolean getMoreResults(int current) throws SQLException {
    super.getMoreResults(current);
    if (openResultSet != null && current == CLOSE_CURRENT_RESULT) {
      openResultSet.close();
    }
    openResultSet = null;
    updateCount = -1;
    return false;
  }

  private boolean poolable = true;
  private int maxFieldSize;

  /** A hint to pools; kept and answered, as JDBC asks (Avatica refuses it). */
  @Override
  public void setPoolable(boolean poolable) throws SQLException {
    checkOpen();
    this.poolable = poolable;
  }

  @Override
  public boolean isPoolable() throws SQLException {
    checkOpen();
    return poolable;
  }

  /** Kept and answered; values are never cut (JDBC lets a driver ignore it, as PostgreSQL does for text). */
  @Override
  public void setMaxFieldSize(int max) throws SQLException {
    checkOpen();
    if (max < 0) {
      throw SqlExceptions.withState("The maximum field size must not be negative: " + max, "22023", null);
    }
    this.maxFieldSize = max;
  }

  @Override
  public int getMaxFieldSize() throws SQLException {
    checkOpen();
    return maxFieldSize;
  }

  /** JDBC escapes are always translated (see {@link JdbcEscapes}); the switch is accepted. */
  @Override
  public void setEscapeProcessing(boolean enable) throws SQLException {
    checkOpen();
  }

  /** Positioned updates are not supported: the name is accepted and unused, as in PostgreSQL. */
  @Override
  public void setCursorName(String name) throws SQLException {
    checkOpen();
  }

  @Override
  public void cancel() throws SQLException {
    if (isClosed()) {
      throw SqlExceptions.withState("Statement is closed", "HY010", null);
    }
    cancelQuietly();
  }

  private void cancelQuietly() {
    ((QuiverConnection) connection).quiverMeta().cancel(handle.id);
  }

  @Override
  public void setTimestamp(int parameterIndex, Timestamp x) throws SQLException {
    if (x == null) {
      setNull(parameterIndex, Types.TIMESTAMP);
    } else {
      // Avatica would keep milliseconds only; the text keeps every digit.
      setString(parameterIndex, JavaTimeParameters.timestampText(x, null));
    }
  }

  @Override
  public void setTimestamp(int parameterIndex, Timestamp x, java.util.Calendar calendar) throws SQLException {
    if (x == null || calendar == null) {
      setTimestamp(parameterIndex, x);
    } else {
      setString(parameterIndex, JavaTimeParameters.timestampText(x, calendar));
    }
  }

  @Override
  public void setObject(int parameterIndex, Object x) throws SQLException {
    if (Lobs.bind(this, "setObject", new Object[] {parameterIndex, x})) {
      return;
    }
    Object value = standard(x);
    if (value == null) {
      setNull(parameterIndex, Types.NULL);
    } else if (value instanceof Timestamp t) {
      setTimestamp(parameterIndex, t);
    } else {
      super.setObject(parameterIndex, value);
    }
  }

  @Override
  public void setObject(int parameterIndex, Object x, int targetSqlType) throws SQLException {
    if (Lobs.bind(this, "setObject", new Object[] {parameterIndex, x})) {
      return;
    }
    Object value = standard(x);
    if (value == null) {
      setNull(parameterIndex, targetSqlType);
    } else if (TypedParameters.bind(this, parameterIndex, value, targetSqlType, null)) {
      return;
    } else if (value instanceof Timestamp t && targetSqlType == Types.TIMESTAMP) {
      setTimestamp(parameterIndex, t);
    } else if (targetSqlType == Types.DATE && value instanceof java.sql.Date d) {
      // Avatica's setObject(Date, DATE) fails ("Cannot convert from java.sql.Date to long").
      setDate(parameterIndex, d);
    } else if (targetSqlType == Types.TIME && (x instanceof java.time.LocalTime || x instanceof java.sql.Time)) {
      // As text, which keeps the fraction of the second.
      setString(parameterIndex, x instanceof java.sql.Time t
          ? t.toLocalTime().withNano((int) Math.floorMod(t.getTime(), 1000L) * 1_000_000).toString() : x.toString());
    } else {
      super.setObject(parameterIndex, value, targetSqlType);
    }
  }

  @Override
  public void setObject(int parameterIndex, Object x, int targetSqlType, int scaleOrLength) throws SQLException {
    Object value = standard(x);
    if (value instanceof BigDecimal d && (targetSqlType == Types.DECIMAL || targetSqlType == Types.NUMERIC)) {
      setBigDecimal(parameterIndex, d.setScale(scaleOrLength, java.math.RoundingMode.HALF_UP));
    } else {
      setObject(parameterIndex, value, targetSqlType);
    }
  }

  @Override
  public void setObject(int parameterIndex, Object x, SQLType targetSqlType) throws SQLException {
    setObject(parameterIndex, x, targetSqlType.getVendorTypeNumber());
  }

  @Override
  public void setObject(int parameterIndex, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
    setObject(parameterIndex, x, targetSqlType.getVendorTypeNumber(), scaleOrLength);
  }

  // LOBs, streams and readers: read whole and bound as bytes or text (Avatica drops them silently).

  private void lob(String setter, Object... args) throws SQLException {
    Lobs.bind(this, setter, args);
  }

  @Override
  public void setBlob(int i, java.sql.Blob x) throws SQLException {
    lob("setBlob", i, x);
  }

  @Override
  public void setBlob(int i, java.io.InputStream x) throws SQLException {
    lob("setBlob", i, x);
  }

  @Override
  public void setBlob(int i, java.io.InputStream x, long length) throws SQLException {
    lob("setBlob", i, x, length);
  }

  @Override
  public void setClob(int i, java.sql.Clob x) throws SQLException {
    lob("setClob", i, x);
  }

  @Override
  public void setClob(int i, java.io.Reader x) throws SQLException {
    lob("setClob", i, x);
  }

  @Override
  public void setClob(int i, java.io.Reader x, long length) throws SQLException {
    lob("setClob", i, x, length);
  }

  @Override
  public void setNClob(int i, java.sql.NClob x) throws SQLException {
    lob("setNClob", i, x);
  }

  @Override
  public void setNClob(int i, java.io.Reader x) throws SQLException {
    lob("setNClob", i, x);
  }

  @Override
  public void setNClob(int i, java.io.Reader x, long length) throws SQLException {
    lob("setNClob", i, x, length);
  }

  @Override
  public void setBinaryStream(int i, java.io.InputStream x) throws SQLException {
    lob("setBinaryStream", i, x);
  }

  @Override
  public void setBinaryStream(int i, java.io.InputStream x, int length) throws SQLException {
    lob("setBinaryStream", i, x, length);
  }

  @Override
  public void setBinaryStream(int i, java.io.InputStream x, long length) throws SQLException {
    lob("setBinaryStream", i, x, length);
  }

  @Override
  public void setAsciiStream(int i, java.io.InputStream x) throws SQLException {
    lob("setAsciiStream", i, x);
  }

  @Override
  public void setAsciiStream(int i, java.io.InputStream x, int length) throws SQLException {
    lob("setAsciiStream", i, x, length);
  }

  @Override
  public void setAsciiStream(int i, java.io.InputStream x, long length) throws SQLException {
    lob("setAsciiStream", i, x, length);
  }

  @Override
  @SuppressWarnings("deprecation")
  public void setUnicodeStream(int i, java.io.InputStream x, int length) throws SQLException {
    lob("setUnicodeStream", i, x, length);
  }

  @Override
  public void setCharacterStream(int i, java.io.Reader x) throws SQLException {
    lob("setCharacterStream", i, x);
  }

  @Override
  public void setCharacterStream(int i, java.io.Reader x, int length) throws SQLException {
    lob("setCharacterStream", i, x, length);
  }

  @Override
  public void setCharacterStream(int i, java.io.Reader x, long length) throws SQLException {
    lob("setCharacterStream", i, x, length);
  }

  @Override
  public void setNCharacterStream(int i, java.io.Reader x) throws SQLException {
    lob("setNCharacterStream", i, x);
  }

  @Override
  public void setNCharacterStream(int i, java.io.Reader x, long length) throws SQLException {
    lob("setNCharacterStream", i, x, length);
  }

  private static Object standard(Object x) {
    return JavaTimeParameters.toJdbc(x);
  }

  @Override
  public java.sql.ResultSet getGeneratedKeys() throws SQLException {
    checkOpen();
    return GeneratedKeysResults.of(getConnection());
  }
}
