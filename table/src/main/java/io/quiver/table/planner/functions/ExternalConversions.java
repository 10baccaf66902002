package io.quiver.table.planner.functions;

import io.quiver.engine.runtime.SqlFunctions;
import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * Conversions between the engine's row-at-a-time values (Integer, Long, String, epoch days,
 * epoch microseconds) and the Java types user functions take and return.
 */
final class ExternalConversions {
  private ExternalConversions() {}

  /** A function's value in the engine's form. */
  static Object toPhysical(Object value) {
    if (value instanceof LocalDate d) {
      return (int) d.toEpochDay();
    }
    if (value instanceof LocalDateTime t) {
      return SqlFunctions.toMicros(t);
    }
    return value;
  }

  static Object toExternal(Object physical, SqlType type, Class<?> parameter) {
    if (physical == null) {
      return null;
    }
    return switch (type.id()) {
      case DATE -> LocalDate.ofEpochDay(((Number) physical).longValue());
      case TIMESTAMP -> SqlFunctions.fromMicros(((Number) physical).longValue());
      case DECIMAL -> physical instanceof BigDecimal d ? d : BigDecimal.valueOf(((Number) physical).longValue(), type.scale());
      default -> physical instanceof Number n ? widen(n, parameter) : physical;
    };
  }

  /** An argument converted to the parameter's numeric class (INT to a {@code long} parameter, ...). */
  private static Object widen(Number n, Class<?> parameter) {
    if (parameter == long.class || parameter == Long.class) {
      return n.longValue();
    }
    if (parameter == int.class || parameter == Integer.class) {
      return n.intValue();
    }
    if (parameter == double.class || parameter == Double.class) {
      return n.doubleValue();
    }
    if (parameter == short.class || parameter == Short.class) {
      return n.shortValue();
    }
    if (parameter == byte.class || parameter == Byte.class) {
      return n.byteValue();
    }
    if (parameter == float.class || parameter == Float.class) {
      return n.floatValue();
    }
    return n;
  }
}
