package io.quiver.table.api.internal;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.runtime.SqlFunctions;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;

/**
 * Converts a parameter's Java value to the physical value of the type the validator gave its
 * marker, with the checks an assignment makes: a value of the wrong kind is 22018, a number out of
 * range 22003, a string longer than its VARCHAR 22001.
 */
public final class ParameterValues {
  private ParameterValues() {}

  /** The value as a literal of {@code type}, as generated code holds it. */
  public static Literal literal(Object value, SqlType type) {
    return value == null ? Literal.nullOf(type) : new Literal(physical(value, type), type);
  }

  public static Object physical(Object value, SqlType type) {
    if (value == null) {
      return null;
    }
    return switch (type.id()) {
      case BOOLEAN -> bool(value);
      case TINYINT -> (int) SqlFunctions.toTinyint(exactLong(value, type));
      case SMALLINT -> (int) SqlFunctions.toSmallint(exactLong(value, type));
      case INTEGER -> SqlFunctions.toInt(exactLong(value, type));
      case BIGINT -> exactLong(value, type);
      case REAL -> (float) approximate(value, type);
      case DOUBLE -> approximate(value, type);
      case DECIMAL -> {
        BigDecimal decimal = SqlFunctions.decimal(decimal(value, type), type.precision(), type.scale());
        yield type.isLongDecimal() ? decimal.unscaledValue().longValueExact() : decimal;
      }
      case CHAR, VARCHAR -> string(value, type);
      case DATE -> (int) date(value, type).toEpochDay();
      case TIMESTAMP -> SqlFunctions.toMicros(timestamp(value, type));
      // An instant: the local date-time is read in the JVM's zone.
      case TIMESTAMP_LTZ -> {
        java.time.Instant instant = timestamp(value, type).atZone(java.time.ZoneId.systemDefault()).toInstant();
        yield Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1000);
      }
      case TIME -> time(value, type).toNanoOfDay() / 1000;
      case BINARY, VARBINARY -> bytes(value, type);
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> exactLong(value, type);
      case NULL -> null;
      case ARRAY, MULTISET, MAP, ROW -> throw new io.quiver.table.api.ValidationException(
          "A parameter of type " + type + " is not supported yet", null, "0A000", 0, 0);
    };
  }

  private static LocalTime time(Object value, SqlType type) {
    LocalTime t;
    if (value instanceof LocalTime time) {
      t = time;
    } else if (value instanceof LocalDateTime dt) {
      t = dt.toLocalTime();
    } else if (value instanceof String s) {
      try {
        t = LocalTime.parse(s.trim());
      } catch (DateTimeParseException e) {
        throw wrongKind(value, type);
      }
    } else {
      throw wrongKind(value, type);
    }
    return t.withNano(truncatedNanos(t.getNano(), type));
  }

  private static byte[] bytes(Object value, SqlType type) {
    byte[] bytes;
    if (value instanceof byte[] b) {
      bytes = b;
    } else if (value instanceof String s) {
      bytes = s.getBytes(StandardCharsets.UTF_8);
    } else {
      throw wrongKind(value, type);
    }
    if (type.precision() > 0 && bytes.length > type.precision()) {
      throw new EngineException("22001", "Parameter value of " + bytes.length + " bytes is too long for " + type);
    }
    return bytes;
  }

  /** The value as the Java object a SQL literal of {@code type} is written from. */
  public static Object external(Object value, SqlType type) {
    Object physical = physical(value, type);
    if (physical == null) {
      return null;
    }
    return switch (type.id()) {
      case DECIMAL -> type.isLongDecimal() ? BigDecimal.valueOf((Long) physical, type.scale()) : physical;
      case DATE -> LocalDate.ofEpochDay((Integer) physical);
      case TIMESTAMP, TIMESTAMP_LTZ -> SqlFunctions.fromMicros((Long) physical);
      case TIME -> LocalTime.ofNanoOfDay((Long) physical * 1000);
      default -> physical;
    };
  }

  private static boolean bool(Object value) {
    if (value instanceof Boolean b) {
      return b;
    }
    if (value instanceof Number n) {
      return n.doubleValue() != 0;
    }
    if (value instanceof String s) {
      String t = s.trim();
      if (t.equalsIgnoreCase("true") || t.equals("1")) {
        return true;
      }
      if (t.equalsIgnoreCase("false") || t.equals("0")) {
        return false;
      }
    }
    throw wrongKind(value, SqlType.of(io.quiver.engine.types.TypeId.BOOLEAN));
  }

  private static long exactLong(Object value, SqlType type) {
    if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
      return ((Number) value).longValue();
    }
    if (value instanceof Boolean b) {
      return b ? 1 : 0;
    }
    BigDecimal decimal = decimal(value, type);
    try {
      return decimal.setScale(0, RoundingMode.HALF_UP).longValueExact();
    } catch (ArithmeticException e) {
      throw new EngineException("22003", "Parameter value " + value + " is out of range for " + type);
    }
  }

  private static double approximate(Object value, SqlType type) {
    if (value instanceof Number n) {
      return n.doubleValue();
    }
    if (value instanceof String s) {
      try {
        return Double.parseDouble(s.trim());
      } catch (NumberFormatException e) {
        throw wrongKind(value, type);
      }
    }
    throw wrongKind(value, type);
  }

  private static BigDecimal decimal(Object value, SqlType type) {
    if (value instanceof BigDecimal d) {
      return d;
    }
    if (value instanceof BigInteger i) {
      return new BigDecimal(i);
    }
    if (value instanceof Double || value instanceof Float) {
      double d = ((Number) value).doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        throw new EngineException("22003", "Parameter value " + value + " is out of range for " + type);
      }
      return BigDecimal.valueOf(d);
    }
    if (value instanceof Number n) {
      return BigDecimal.valueOf(n.longValue());
    }
    if (value instanceof Boolean b) {
      return b ? BigDecimal.ONE : BigDecimal.ZERO;
    }
    if (value instanceof String s) {
      try {
        return new BigDecimal(s.trim());
      } catch (NumberFormatException e) {
        throw wrongKind(value, type);
      }
    }
    throw wrongKind(value, type);
  }

  private static String string(Object value, SqlType type) {
    String text;
    if (value instanceof byte[] b) {
      text = new String(b, StandardCharsets.UTF_8);
    } else if (value instanceof BigDecimal d) {
      text = d.toPlainString();
    } else if (value instanceof LocalDateTime t) {
      text = SqlFunctions.formatTimestamp(SqlFunctions.toMicros(t), 6);
    } else {
      text = value.toString();
    }
    boolean bounded = type.precision() >= 0 && type.precision() < SqlType.MAX_VARCHAR_LENGTH;
    if (!bounded) {
      return text;
    }
    byte[] fitted = SqlFunctions.fitLength(text.getBytes(StandardCharsets.UTF_8), type.precision(),
        type.id() == io.quiver.engine.types.TypeId.CHAR);
    return new String(fitted, StandardCharsets.UTF_8);
  }

  private static LocalDate date(Object value, SqlType type) {
    if (value instanceof LocalDate d) {
      return d;
    }
    if (value instanceof LocalDateTime t) {
      return t.toLocalDate();
    }
    if (value instanceof String s) {
      try {
        String t = s.trim();
        return t.length() <= 10 ? LocalDate.parse(t) : LocalDateTime.parse(t.replace(' ', 'T')).toLocalDate();
      } catch (DateTimeParseException e) {
        throw wrongKind(value, type);
      }
    }
    throw wrongKind(value, type);
  }

  private static LocalDateTime timestamp(Object value, SqlType type) {
    LocalDateTime t;
    if (value instanceof LocalDateTime dt) {
      t = dt;
    } else if (value instanceof LocalDate d) {
      t = d.atStartOfDay();
    } else if (value instanceof LocalTime time) {
      t = LocalDate.ofEpochDay(0).atTime(time);
    } else if (value instanceof String s) {
      try {
        String text = s.trim();
        t = text.length() <= 10 ? LocalDate.parse(text).atStartOfDay() : LocalDateTime.parse(text.replace(' ', 'T'));
      } catch (DateTimeParseException e) {
        throw wrongKind(value, type);
      }
    } else {
      throw wrongKind(value, type);
    }
    return t.withNano(truncatedNanos(t.getNano(), type));
  }

  /** Fractional digits beyond the type's precision are cut off, as a cast does. */
  private static int truncatedNanos(int nanos, SqlType type) {
    int unit = (int) Math.pow(10, 9 - Math.min(9, Math.max(0, type.precision())));
    return nanos / unit * unit;
  }

  private static EngineException wrongKind(Object value, SqlType type) {
    return new EngineException("22018", "Cannot use a " + value.getClass().getSimpleName() + " parameter value '"
        + value + "' as " + type);
  }
}
