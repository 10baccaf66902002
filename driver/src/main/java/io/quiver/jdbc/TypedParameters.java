package io.quiver.jdbc;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;

/**
 * {@code setObject(i, x, targetSqlType[, scale])} for the pairs Avatica's conversion refuses or
 * loses, shared by the embedded and the remote prepared statement: text for a temporal, character
 * or CLOB target is bound as text (the engine reads {@code 2024-01-15T10:20:30} and
 * {@code 10:20:30.5} as the column's type, as PostgreSQL and H2 do), bytes for a BLOB or binary
 * target as bytes, and a decimal with a scale rounded half up to it.
 */
final class TypedParameters {
  private TypedParameters() {}

  /** Binds {@code x}, if it is one of those pairs; false leaves it to the caller. */
  static boolean bind(PreparedStatement ps, int index, Object x, int targetSqlType, Integer scale)
      throws SQLException {
    if (x instanceof String s && switch (targetSqlType) {
      case Types.DATE, Types.TIME, Types.TIMESTAMP, Types.TIME_WITH_TIMEZONE, Types.TIMESTAMP_WITH_TIMEZONE,
          Types.CLOB, Types.NCLOB, Types.CHAR, Types.NCHAR, Types.VARCHAR, Types.NVARCHAR, Types.LONGVARCHAR,
          Types.LONGNVARCHAR -> true;
      default -> false;
    }) {
      ps.setString(index, s);
      return true;
    }
    if (x instanceof byte[] bytes && switch (targetSqlType) {
      case Types.BLOB, Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY -> true;
      default -> false;
    }) {
      ps.setBytes(index, bytes);
      return true;
    }
    if (scale != null && x instanceof BigDecimal d && (targetSqlType == Types.DECIMAL
        || targetSqlType == Types.NUMERIC)) {
      ps.setBigDecimal(index, d.setScale(scale, RoundingMode.HALF_UP));
      return true;
    }
    return false;
  }
}
