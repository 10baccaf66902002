package io.quiver.jdbc;

import java.io.InputStream;
import java.io.Reader;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.NClob;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneId;

/**
 * The {@code ResultSet} conversions JDBC specifies that Avatica's result set does not make, shared
 * by the embedded result set and the remote driver's: {@code getObject} of TINYINT and SMALLINT
 * as {@code Integer} (JDBC's table B-3, as PostgreSQL and H2 give it), and {@code getObject(i,
 * Class)} for the LOB, stream and {@code OffsetTime} classes.
 */
final class ResultSetConversions {
  /** What {@link #read} returns for a class it leaves to the result set. */
  static final Object UNHANDLED = new Object();

  private ResultSetConversions() {}

  /** JDBC maps TINYINT and SMALLINT to {@code Integer}; Avatica gives {@code Byte} and {@code Short}. */
  static Object widen(Object value) {
    return value instanceof Short || value instanceof Byte ? (Object) ((Number) value).intValue() : value;
  }

  /** {@code getObject(index, type)} for the classes Avatica's accessors do not convert to. */
  static Object read(ResultSet rs, int index, Class<?> type) throws SQLException {
    if (type == Clob.class) {
      return rs.getClob(index);
    }
    if (type == NClob.class) {
      return rs.getNClob(index);
    }
    if (type == Blob.class) {
      return rs.getBlob(index);
    }
    if (type == InputStream.class) {
      return rs.getBinaryStream(index);
    }
    if (type == Reader.class) {
      return rs.getCharacterStream(index);
    }
    if (type == OffsetTime.class) {
      if (rs.getMetaData().getColumnType(index) == Types.TIME) {
        LocalTime time = rs.getObject(index, LocalTime.class);
        // A time of day in the JVM's zone, at that zone's offset today (as H2 does).
        return time == null ? null : time.atOffset(ZoneId.systemDefault().getRules().getOffset(Instant.now()));
      }
      OffsetDateTime t = rs.getObject(index, OffsetDateTime.class);
      return t == null ? null : t.toOffsetTime();
    }
    return UNHANDLED;
  }
}
