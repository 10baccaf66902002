package io.quiver.table.planner;

import io.quiver.engine.runtime.SessionZone;
import io.quiver.engine.runtime.SqlFunctions;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.apache.calcite.rex.RexLiteral;

/**
 * Converts a VALUES literal to the type of its column with the checks a cast at run time makes:
 * Calcite types a VALUES row by its target (e.g. VARCHAR(2)) without casting the literals, so a
 * too-long string or an out-of-range number is caught here (22001, 22003) instead of stored.
 */
final class LiteralConversion {
  private LiteralConversion() {}

  static Object convert(RexLiteral literal, SqlType target, java.time.ZoneId sessionZone) {
    SqlType source = TypeConversion.toSqlType(literal.getType());
    if (target.id() == TypeId.TIMESTAMP_LTZ && source.id() != TypeId.TIMESTAMP_LTZ) {
      // A wall-clock value stored as an instant is a reading of the session zone's clock.
      long local = source.id().isCharacter()
          ? SqlFunctions.parseTimestamp(SqlFunctions.utf8(literal.getValueAs(String.class)))
          : (Long) RexLowering.physicalValue(literal, SqlType.timestamp(target.precision()));
      return SessionZone.toInstant(SqlFunctions.truncateMicros(local, Math.min(6, target.precision())), sessionZone);
    }
    if (target.id().isCharacter()) {
      String text = source.id().isCharacter()
          ? literal.getValueAs(String.class)
          : String.valueOf(RexLowering.physicalValue(literal, source));
      boolean bounded = target.precision() >= 0 && target.precision() < SqlType.MAX_VARCHAR_LENGTH;
      if (!bounded) {
        return text;
      }
      byte[] fitted = SqlFunctions.fitLength(text.getBytes(StandardCharsets.UTF_8), target.precision(),
          target.id() == TypeId.CHAR);
      return new String(fitted, StandardCharsets.UTF_8);
    }
    if (target.id().isBinary() && source.id().isBinary()) {
      byte[] bytes = (byte[]) RexLowering.physicalValue(literal, source);
      boolean bounded = target.precision() >= 0 && target.precision() < SqlType.MAX_VARCHAR_LENGTH;
      return bounded
          ? io.quiver.engine.runtime.TextFunctions.fitBinary(bytes, target.precision(), target.id() == TypeId.BINARY)
          : bytes;
    }
    if (target.id() == TypeId.DECIMAL && source.id().isNumeric()) {
      BigDecimal value = SqlFunctions.decimal(literal.getValueAs(BigDecimal.class), target.precision(), target.scale());
      return target.isLongDecimal() ? value.unscaledValue().longValueExact() : value;
    }
    if (source.id().isNumeric() && !source.id().equals(TypeId.DOUBLE) && !source.id().equals(TypeId.REAL)) {
      BigDecimal value = literal.getValueAs(BigDecimal.class);
      switch (target.id()) {
        case TINYINT -> {
          return (int) SqlFunctions.toTinyint(SqlFunctions.decimalToLong(value));
        }
        case SMALLINT -> {
          return (int) SqlFunctions.toSmallint(SqlFunctions.decimalToLong(value));
        }
        case INTEGER -> {
          return SqlFunctions.toInt(SqlFunctions.decimalToLong(value));
        }
        case BIGINT -> {
          return SqlFunctions.decimalToLong(value);
        }
        default -> {
          // other targets take the literal's own conversion below
        }
      }
    }
    return RexLowering.physicalValue(literal, target);
  }
}
