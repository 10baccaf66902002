package io.quiver.jdbc;

import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.avatica.AvaticaParameter;
import org.apache.calcite.avatica.remote.TypedValue;

/**
 * Parameters between Avatica and the engine: the {@link AvaticaParameter}s that describe the
 * markers, and the Java values the engine binds from Avatica's {@link TypedValue}s.
 */
final class ParameterConversion {
  private ParameterConversion() {}

  static List<AvaticaParameter> describe(List<SqlType> types) {
    List<AvaticaParameter> parameters = new ArrayList<>(types.size());
    for (int i = 0; i < types.size(); i++) {
      SqlType type = types.get(i);
      int jdbcType = JdbcTypes.jdbcType(type);
      parameters.add(new AvaticaParameter(type.id().isNumeric(), JdbcTypes.precision(type), JdbcTypes.scale(type),
          jdbcType == Types.NULL ? Types.OTHER : jdbcType, JdbcTypes.typeName(type), JdbcTypes.className(type),
          "?" + (i + 1)));
    }
    return parameters;
  }

  /**
   * The value as the engine takes it. Avatica holds dates as days and times as milliseconds,
   * already shifted into the connection's time zone, so they are read here as UTC.
   */
  static Object toJava(TypedValue value) {
    if (value == null || value.value == null) {
      return null;
    }
    Object serial = value.value;
    switch (value.type) {
      case JAVA_SQL_DATE:
        return LocalDate.ofEpochDay(((Number) serial).longValue());
      case JAVA_SQL_TIME:
        return LocalTime.ofNanoOfDay(Math.floorMod(((Number) serial).longValue(), 86_400_000L) * 1_000_000L);
      case JAVA_SQL_TIMESTAMP:
      case JAVA_UTIL_DATE: {
        long millis = ((Number) serial).longValue();
        return LocalDateTime.ofEpochSecond(Math.floorDiv(millis, 1000), (int) Math.floorMod(millis, 1000) * 1_000_000,
            ZoneOffset.UTC);
      }
      case BYTE_STRING: {
        Object local = value.toLocal();
        return local instanceof org.apache.calcite.avatica.util.ByteString bytes ? bytes.getBytes() : local;
      }
      case PRIMITIVE_CHAR:
      case CHARACTER:
        return serial instanceof byte[] bytes ? new String(bytes, StandardCharsets.UTF_8) : serial.toString();
      default:
        if (serial instanceof org.apache.calcite.avatica.util.ByteString bytes) {
          return bytes.getBytes();
        }
        if (serial instanceof BigDecimal || serial instanceof Number || serial instanceof Boolean
            || serial instanceof String) {
          return serial;
        }
        return serial.toString();
    }
  }

  static List<Object> toJava(List<TypedValue> values) {
    List<Object> result = new ArrayList<>(values.size());
    for (TypedValue value : values) {
      result.add(toJava(value));
    }
    return result;
  }
}
