package io.quiver.table.api.internal;

import io.quiver.engine.runtime.SqlFunctions;
import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

/** Converts between the engine's physical values and the Table API's external Java values. */
public final class ExternalValues {
  private ExternalValues() {}

  public static Object toExternal(Object physical, SqlType type) {
    if (physical == null) {
      return null;
    }
    if (type.id().isComposite()) {
      return CompositeExternals.toExternal(physical, type);
    }
    return switch (type.id()) {
      case DATE -> LocalDate.ofEpochDay(((Number) physical).longValue());
      case TIMESTAMP -> SqlFunctions.fromMicros(((Number) physical).longValue());
      case TIME -> java.time.LocalTime.ofNanoOfDay(((Number) physical).longValue() * 1000);
      case TIMESTAMP_LTZ -> java.time.Instant.EPOCH.plus(((Number) physical).longValue(), java.time.temporal.ChronoUnit.MICROS);
      case INTERVAL_YEAR_MONTH -> java.time.Period.ofMonths(Math.toIntExact(((Number) physical).longValue())).normalized();
      case INTERVAL_DAY_TIME -> java.time.Duration.of(((Number) physical).longValue(), java.time.temporal.ChronoUnit.MICROS);
      case TINYINT -> ((Number) physical).byteValue();
      case SMALLINT -> ((Number) physical).shortValue();
      case INTEGER -> ((Number) physical).intValue();
      case BIGINT -> ((Number) physical).longValue();
      default -> physical;
    };
  }

  public static Object toPhysical(Object external, SqlType type) {
    if (external == null) {
      return null;
    }
    if (type.id().isComposite()) {
      return CompositeExternals.toInternal(external, type);
    }
    return switch (type.id()) {
      case DATE -> external instanceof LocalDate d ? (int) d.toEpochDay() : external;
      case TIMESTAMP -> external instanceof LocalDateTime t ? SqlFunctions.toMicros(t) : external;
      case TIME -> external instanceof java.time.LocalTime t ? t.toNanoOfDay() / 1000 : external;
      case TIMESTAMP_LTZ -> external instanceof java.time.Instant i
          ? java.time.temporal.ChronoUnit.MICROS.between(java.time.Instant.EPOCH, i) : external;
      case INTERVAL_YEAR_MONTH -> external instanceof java.time.Period p ? p.toTotalMonths() : external;
      case INTERVAL_DAY_TIME -> external instanceof java.time.Duration d
          ? java.time.temporal.ChronoUnit.MICROS.between(java.time.Instant.EPOCH, java.time.Instant.EPOCH.plus(d)) : external;
      case DECIMAL -> external instanceof BigDecimal d ? d.setScale(type.scale(), java.math.RoundingMode.HALF_UP) : external;
      default -> external;
    };
  }

  /**
   * The value as Flink's tableau and the shell print it; an instant (TIMESTAMP WITH LOCAL TIME
   * ZONE) as the wall-clock time of {@code localTimeZone}.
   */
  public static String format(Object external, SqlType type, java.time.ZoneId localTimeZone) {
    if (external == null) {
      return "<NULL>";
    }
    if (type.id().isComposite()) {
      return CompositeExternals.format(external, type, localTimeZone);
    }
    return switch (type.id()) {
      case BOOLEAN -> ((Boolean) external) ? "TRUE" : "FALSE";
      case DECIMAL -> ((BigDecimal) external).toPlainString();
      // HH:mm:ss with the type's fraction, as Flink prints it (LocalTime.toString drops zero seconds)
      case TIME -> io.quiver.engine.types.TemporalText.formatTime(
          ((java.time.LocalTime) external).toNanoOfDay() / 1000, type.precision());
      case TIMESTAMP -> SqlFunctions.formatTimestamp(SqlFunctions.toMicros((LocalDateTime) external), type.precision());
      case TIMESTAMP_LTZ -> SqlFunctions.formatTimestamp(
          SqlFunctions.toMicros(LocalDateTime.ofInstant((java.time.Instant) external, localTimeZone)), type.precision());
      case BINARY, VARBINARY -> hexLiteral((byte[]) external);
      case INTERVAL_DAY_TIME -> dayTimeText((java.time.Duration) external);
      case INTERVAL_YEAR_MONTH -> yearMonthText((java.time.Period) external);
      default -> external.toString();
    };
  }

  /** A day-time interval as Flink prints its INTERVAL SECOND(3): {@code +10 00:00:00.004}. */
  private static String dayTimeText(java.time.Duration interval) {
    java.time.Duration abs = interval.abs();
    long seconds = abs.getSeconds();
    return String.format(java.util.Locale.ROOT, "%s%d %02d:%02d:%02d.%03d", interval.isNegative() ? "-" : "+",
        seconds / 86_400, seconds / 3_600 % 24, seconds / 60 % 60, seconds % 60, abs.getNano() / 1_000_000);
  }

  /** A year-month interval as Flink prints its INTERVAL MONTH: {@code +2-10}. */
  private static String yearMonthText(java.time.Period interval) {
    long months = interval.toTotalMonths();
    return String.format(java.util.Locale.ROOT, "%s%d-%02d", months < 0 ? "-" : "+", Math.abs(months) / 12,
        Math.abs(months) % 12);
  }

  /** Bytes as Flink prints them: {@code x'0a1b'}. */
  private static String hexLiteral(byte[] bytes) {
    StringBuilder s = new StringBuilder(bytes.length * 2 + 3).append("x'");
    for (byte b : bytes) {
      s.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
    }
    return s.append('\'').toString();
  }
}
