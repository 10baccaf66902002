package io.quiver.jdbc;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.TimeZone;
import org.apache.calcite.avatica.AvaticaResultSet;
import org.apache.calcite.avatica.AvaticaStatement;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.MetaImpl;
import org.apache.calcite.avatica.QueryState;
import org.apache.calcite.avatica.util.Cursor;

/**
 * A result set that moves as JDBC's {@code TYPE_SCROLL_INSENSITIVE} asks (absolute, relative,
 * previous, first, last, before first, after last) when its statement was created scrollable, and
 * forward only otherwise (the moves then fail with 24000, as PostgreSQL's forward-only result sets
 * do). A scrollable result keeps the rows it has read: {@link Rows} says how they are found. It
 * reads only as far as a move needs (to the end for {@code last}, {@code afterLast} and negative
 * positions).
 */
abstract class ScrollableResultSet extends AvaticaResultSet {
  /** The rows a scrollable result keeps, numbered from 1. */
  interface Rows {
    /** True when row {@code row} exists; reads on until it does or the rows end. */
    boolean has(long row) throws SQLException;

    /** Places the accessors on row {@code row}, which {@link #has} said exists. */
    void position(long row) throws SQLException;
  }

  private Rows rows;
  /** 0: before the first row; past the last: after it (then {@link #afterLast} is set). */
  private long position;
  private boolean pastEnd;

  ScrollableResultSet(AvaticaStatement statement, QueryState state, Meta.Signature signature,
      ResultSetMetaData metaData, TimeZone timeZone, Meta.Frame firstFrame) throws SQLException {
    super(statement, state, signature, metaData, timeZone, firstFrame);
  }

  /** True when the statement asked for a result set that scrolls. */
  final boolean scrolls() throws SQLException {
    return scrolls(statement);
  }

  static boolean scrolls(AvaticaStatement statement) throws SQLException {
    return statement != null && statement.getResultSetType() != ResultSet.TYPE_FORWARD_ONLY;
  }

  /** Makes this result set scroll over {@code rows}, before the first. */
  final void scrollOver(Rows rows) {
    this.rows = rows;
    this.position = 0;
    this.pastEnd = false;
  }

  /**
   * Rows of Avatica's frames (a remote result, or a small result that came as one frame), read
   * whole into memory: each move makes a cursor over the rows from there on.
   */
  final Rows frameRows(Iterable<Object> source) throws SQLException {
    long max = statement == null ? 0 : statement.getLargeMaxRows();
    List<Object> all = new java.util.ArrayList<>();
    for (Object row : source) {
      if (max > 0 && all.size() >= max) {
        break;
      }
      all.add(row);
    }
    return new Rows() {
      @Override
      public boolean has(long row) {
        return row >= 1 && row <= all.size();
      }

      @Override
      public void position(long row) {
        Cursor cursor = MetaImpl.createCursor(signature.cursorFactory, all.subList((int) row - 1, all.size()));
        try {
          cursor.next();
        } catch (SQLException e) {
          throw new IllegalStateException(e);
        }
        execute2(cursor, columnMetaDataList);
      }
    };
  }

  /** Reads the statement's frames through {@code meta} and scrolls over them. */
  final AvaticaResultSet scrollFrames(Meta meta) throws SQLException {
    Iterable<Object> source = meta.createIterable(statement.handle, state, signature, List.of(), firstFrame);
    execute2(MetaImpl.createCursor(signature.cursorFactory, List.of()), columnMetaDataList);
    scrollOver(frameRows(source));
    return this;
  }

  private SQLException forwardOnly(String move) throws SQLException {
    checkOpen();
    return SqlExceptions.withState("The result set is forward-only (TYPE_FORWARD_ONLY): " + move
        + " is not possible", "24000", null);
  }

  /** Moves to row {@code target} (any number): before the first, on a row, or after the last. */
  private boolean moveTo(long target) throws SQLException {
    checkOpen();
    if (target <= 0) {
      position = 0;
      pastEnd = false;
      return false;
    }
    if (rows.has(target)) {
      rows.position(target);
      position = target;
      pastEnd = false;
      return true;
    }
    position = count() + 1;
    pastEnd = true;
    return false;
  }

  /** How many rows there are: reads them all. */
  private long count() throws SQLException {
    long known = Math.max(position, 1);
    while (rows.has(known)) {
      known = known * 2;
    }
    long low = known / 2;
    long high = known;
    // has(low) is true (or low is 0), has(high) false: the count lies in [low, high).
    while (high - low > 1) {
      long mid = (low + high) >>> 1;
      if (rows.has(mid)) {
        low = mid;
      } else {
        high = mid;
      }
    }
    return rows.has(low) ? low : 0;
  }

  @Override
  public boolean next() throws SQLException {
    if (rows == null) {
      return super.next();
    }
    return moveTo(pastEnd ? position : position + 1);
  }

  @Override
  public boolean previous() throws SQLException {
    if (rows == null) {
      throw forwardOnly("previous()");
    }
    return moveTo(position - 1);
  }

  @Override
  public boolean absolute(int row) throws SQLException {
    if (rows == null) {
      throw forwardOnly("absolute(" + row + ")");
    }
    return moveTo(row >= 0 ? row : count() + 1 + row);
  }

  @Override
  public boolean relative(int offset) throws SQLException {
    if (rows == null) {
      throw forwardOnly("relative(" + offset + ")");
    }
    return moveTo(position + offset);
  }

  @Override
  public boolean first() throws SQLException {
    if (rows == null) {
      throw forwardOnly("first()");
    }
    return moveTo(1);
  }

  @Override
  public boolean last() throws SQLException {
    if (rows == null) {
      throw forwardOnly("last()");
    }
    return moveTo(count());
  }

  @Override
  public void beforeFirst() throws SQLException {
    if (rows == null) {
      throw forwardOnly("beforeFirst()");
    }
    moveTo(0);
  }

  @Override
  public void afterLast() throws SQLException {
    if (rows == null) {
      throw forwardOnly("afterLast()");
    }
    checkOpen();
    position = count() + 1;
    pastEnd = true;
  }

  @Override
  public int getRow() throws SQLException {
    if (rows == null) {
      return super.getRow();
    }
    checkOpen();
    return pastEnd ? 0 : (int) position;
  }

  @Override
  public boolean isBeforeFirst() throws SQLException {
    if (rows == null) {
      return super.isBeforeFirst();
    }
    checkOpen();
    return position == 0 && rows.has(1);
  }

  @Override
  public boolean isAfterLast() throws SQLException {
    if (rows == null) {
      return super.isAfterLast();
    }
    checkOpen();
    return pastEnd && position > 1;
  }

  @Override
  public boolean isFirst() throws SQLException {
    if (rows == null) {
      return super.isFirst();
    }
    checkOpen();
    return position == 1 && !pastEnd;
  }

  @Override
  public boolean isLast() throws SQLException {
    if (rows == null) {
      return super.isLast();
    }
    checkOpen();
    return position >= 1 && !pastEnd && !rows.has(position + 1);
  }
}
