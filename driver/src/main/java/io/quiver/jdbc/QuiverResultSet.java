package io.quiver.jdbc;

import io.quiver.table.session.StatementResult;
import io.quiver.engine.types.SqlType;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.TimeZone;
import org.apache.calcite.avatica.AvaticaResultSet;
import org.apache.calcite.avatica.AvaticaStatement;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.QueryState;

/**
 * A result set. A query's rows are read from Arrow batches through an {@link ArrowCursor}; the
 * small results of metadata calls arrive as Avatica frames and are read the usual way. A statement
 * created {@code TYPE_SCROLL_INSENSITIVE} gets a result that scrolls (see {@link ScrollableResultSet}).
 */
final class QuiverResultSet extends ScrollableResultSet {
  /**
   * On a server's session, the nanoseconds below the millisecond of each TIMESTAMP and TIME
   * value read, in the order read, for {@link SubMillisecondTimes#frame}.
   */
  final java.util.ArrayDeque<Integer> subMilliseconds = new java.util.ArrayDeque<>();

  QuiverResultSet(AvaticaStatement statement, QueryState state, Meta.Signature signature,
      ResultSetMetaData metaData, TimeZone timeZone, Meta.Frame firstFrame) throws SQLException {
    super(statement, state, signature, metaData, timeZone, firstFrame);
  }

  /**
   * Besides what Avatica unwraps, {@code unwrap(ArrowReader.class)} hands out a query's batches
   * themselves, without copying (before the first {@code next()}); see README.md.
   */
  @Override
  public <T> T unwrap(Class<T> iface) throws SQLException {
    if (iface == org.apache.arrow.vector.ipc.ArrowReader.class) {
      if (!(cursor instanceof ArrowCursor arrow)) {
        throw SqlExceptions.withState("This result set has no Arrow batches (it is not a query's result)", "0A000",
            null);
      }
      return iface.cast(arrow.toArrowReader());
    }
    return super.unwrap(iface);
  }

  @Override
  public boolean isWrapperFor(Class<?> iface) throws SQLException {
    return (iface == org.apache.arrow.vector.ipc.ArrowReader.class && cursor instanceof ArrowCursor)
        || super.isWrapperFor(iface);
  }

  @Override
  public Object getObject(int columnIndex) throws SQLException {
    return ResultSetConversions.widen(super.getObject(columnIndex));
  }

  @Override
  public Object getObject(String columnLabel) throws SQLException {
    return getObject(findColumn(columnLabel));
  }

  @Override
  public <T> T getObject(int columnIndex, Class<T> type) throws SQLException {
    Object value = ResultSetConversions.read(this, columnIndex, type);
    return value != ResultSetConversions.UNHANDLED ? type.cast(value) : super.getObject(columnIndex, type);
  }

  @Override
  public <T> T getObject(String columnLabel, Class<T> type) throws SQLException {
    return getObject(findColumn(columnLabel), type);
  }

  /** A result set is read forward, as JDBC's default direction says. */
  @Override
  public int getFetchDirection() throws SQLException {
    checkOpen();
    return FETCH_FORWARD;
  }

  @Override
  @SuppressWarnings("unchecked")
  protected AvaticaResultSet execute() throws SQLException {
    Object types = signature.internalParameters.get(QuiverMeta.TYPES_KEY);
    if (firstFrame != null || types == null) {
      return scrolls() ? scrollFrames(((QuiverConnection) statement.getConnection()).quiverMeta()) : super.execute();
    }
    QuiverMeta meta = ((QuiverConnection) statement.getConnection()).quiverMeta();
    StatementResult source = meta.takeResult(statement.handle);
    ArrowCursor arrow = new ArrowCursor(source, (List<SqlType>) types, statement.getLargeMaxRows(),
        meta.environment().getConfig().getLocalTimeZone());
    execute2(arrow, columnMetaDataList);
    if (scrolls()) {
      scrollOver(arrow.scrollRows());
    }
    return this;
  }

  /** The JDBC type of each column. */
  int[] columnTypes() {
    int[] types = new int[columnMetaDataList.size()];
    for (int i = 0; i < types.length; i++) {
      types[i] = columnMetaDataList.get(i).type.id;
    }
    return types;
  }

  private boolean keepsSubMilliseconds() throws SQLException {
    return statement != null && statement.getConnection() instanceof QuiverConnection c && c.keepSubMilliseconds;
  }

  @Override
  public java.sql.Timestamp getTimestamp(int columnIndex, java.util.Calendar calendar) throws SQLException {
    java.sql.Timestamp t = super.getTimestamp(columnIndex, calendar);
    if (t != null && keepsSubMilliseconds()) {
      subMilliseconds.add(t.getNanos() % 1_000_000);
    }
    return t;
  }

  @Override
  public java.sql.Time getTime(int columnIndex, java.util.Calendar calendar) throws SQLException {
    java.sql.Time t = super.getTime(columnIndex, calendar);
    if (t != null && keepsSubMilliseconds()) {
      subMilliseconds.add(getObject(columnIndex, java.time.LocalTime.class).getNano() % 1_000_000);
    }
    return t;
  }
}
