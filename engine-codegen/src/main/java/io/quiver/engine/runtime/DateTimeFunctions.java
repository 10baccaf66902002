package io.quiver.engine.runtime;

import io.quiver.engine.error.EngineException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.time.temporal.IsoFields;
import java.util.Locale;

/**
 * Date, time and interval functions over the engine's representations: DATE as epoch days,
 * TIME as microseconds of the day, timestamps as epoch microseconds (UTC is the session zone),
 * year-month intervals as months and day-time intervals as microseconds. Static so that
 * generated code calls them without indirection.
 */
public final class DateTimeFunctions {
  static final long MICROS_PER_DAY = 86_400_000_000L;
  private static final long MICROS_PER_SECOND = 1_000_000L;

  private DateTimeFunctions() {}

  // ---- arithmetic -----------------------------------------------------------------------------

  /** DATE + months, clamping the day to the end of a shorter month as SQL requires. */
  public static int addMonths(int epochDay, long months) {
    return (int) LocalDate.ofEpochDay(epochDay).plusMonths(months).toEpochDay();
  }

  public static long addMonthsToTimestamp(long micros, long months) {
    return SqlFunctions.toMicros(SqlFunctions.fromMicros(micros).plusMonths(months));
  }

  /** DATE + a day-time interval: whole days count, the rest is dropped (the result is a DATE). */
  public static int addMicrosToDate(int epochDay, long micros) {
    return Math.toIntExact(epochDay + micros / MICROS_PER_DAY);
  }

  public static long addMicrosToTime(long timeMicros, long micros) {
    return Math.floorMod(timeMicros + micros, MICROS_PER_DAY);
  }

  /** Whole months from {@code b} to {@code a}, as (a - b) YEAR TO MONTH. */
  public static long monthsBetweenDates(int a, int b) {
    return ChronoUnit.MONTHS.between(LocalDate.ofEpochDay(b), LocalDate.ofEpochDay(a));
  }

  public static long monthsBetweenTimestamps(long a, long b) {
    return ChronoUnit.MONTHS.between(SqlFunctions.fromMicros(b), SqlFunctions.fromMicros(a));
  }

  public static long daysToMicros(long days) {
    return Math.multiplyExact(days, MICROS_PER_DAY);
  }

  // ---- TIMESTAMPADD / TIMESTAMPDIFF / FLOOR and CEIL to a unit -----------------------------------

  public static long timestampAdd(String unit, long amount, long micros) {
    LocalDateTime t = SqlFunctions.fromMicros(micros);
    LocalDateTime r = switch (unit) {
      case "YEAR" -> t.plusYears(amount);
      case "QUARTER" -> t.plusMonths(Math.multiplyExact(amount, 3));
      case "MONTH" -> t.plusMonths(amount);
      case "WEEK" -> t.plusWeeks(amount);
      case "DAY" -> t.plusDays(amount);
      case "HOUR" -> t.plusHours(amount);
      case "MINUTE" -> t.plusMinutes(amount);
      case "SECOND" -> t.plusSeconds(amount);
      case "MILLISECOND" -> t.plus(amount, ChronoUnit.MILLIS);
      case "MICROSECOND" -> t.plus(amount, ChronoUnit.MICROS);
      default -> throw invalidUnit(unit);
    };
    return SqlFunctions.toMicros(r);
  }

  public static int timestampAddToDate(String unit, long amount, int epochDay) {
    return SqlFunctions.timestampToDate(timestampAdd(unit, amount, SqlFunctions.dateToTimestamp(epochDay)));
  }

  public static long timestampDiff(String unit, long from, long to) {
    LocalDateTime a = SqlFunctions.fromMicros(from);
    LocalDateTime b = SqlFunctions.fromMicros(to);
    return switch (unit) {
      case "YEAR" -> ChronoUnit.YEARS.between(a, b);
      case "QUARTER" -> ChronoUnit.MONTHS.between(a, b) / 3;
      case "MONTH" -> ChronoUnit.MONTHS.between(a, b);
      case "WEEK" -> ChronoUnit.WEEKS.between(a, b);
      case "DAY" -> ChronoUnit.DAYS.between(a, b);
      case "HOUR" -> ChronoUnit.HOURS.between(a, b);
      case "MINUTE" -> ChronoUnit.MINUTES.between(a, b);
      case "SECOND" -> ChronoUnit.SECONDS.between(a, b);
      case "MILLISECOND" -> ChronoUnit.MILLIS.between(a, b);
      case "MICROSECOND" -> ChronoUnit.MICROS.between(a, b);
      default -> throw invalidUnit(unit);
    };
  }

  /** FLOOR(timestamp TO unit), or CEIL when {@code ceil}. */
  public static long floorTimestamp(String unit, long micros, boolean ceil) {
    LocalDateTime t = SqlFunctions.fromMicros(micros);
    LocalDateTime floor = switch (unit) {
      case "YEAR" -> t.toLocalDate().withDayOfYear(1).atStartOfDay();
      case "QUARTER" -> LocalDate.of(t.getYear(), (t.getMonthValue() - 1) / 3 * 3 + 1, 1).atStartOfDay();
      case "MONTH" -> t.toLocalDate().withDayOfMonth(1).atStartOfDay();
      // Weeks start on Monday, as in ISO 8601 and PostgreSQL's date_trunc.
      case "WEEK" -> t.toLocalDate().minusDays(t.getDayOfWeek().getValue() - 1).atStartOfDay();
      case "DAY" -> t.toLocalDate().atStartOfDay();
      case "HOUR" -> t.truncatedTo(ChronoUnit.HOURS);
      case "MINUTE" -> t.truncatedTo(ChronoUnit.MINUTES);
      case "SECOND" -> t.truncatedTo(ChronoUnit.SECONDS);
      case "MILLISECOND" -> t.truncatedTo(ChronoUnit.MILLIS);
      case "MICROSECOND" -> t;
      default -> throw invalidUnit(unit);
    };
    if (!ceil || floor.equals(t)) {
      return SqlFunctions.toMicros(floor);
    }
    LocalDateTime up = switch (unit) {
      case "YEAR" -> floor.plusYears(1);
      case "QUARTER" -> floor.plusMonths(3);
      case "MONTH" -> floor.plusMonths(1);
      case "WEEK" -> floor.plusWeeks(1);
      case "DAY" -> floor.plusDays(1);
      case "HOUR" -> floor.plusHours(1);
      case "MINUTE" -> floor.plusMinutes(1);
      case "SECOND" -> floor.plusSeconds(1);
      default -> floor.plus(1, ChronoUnit.MILLIS);
    };
    return SqlFunctions.toMicros(up);
  }

  public static int floorDate(String unit, int epochDay, boolean ceil) {
    return SqlFunctions.timestampToDate(floorTimestamp(unit, SqlFunctions.dateToTimestamp(epochDay), ceil));
  }

  // ---- EXTRACT --------------------------------------------------------------------------------

  public static long extractFromTime(String unit, long micros) {
    return switch (unit) {
      case "HOUR" -> micros / 3_600_000_000L;
      case "MINUTE" -> micros / 60_000_000L % 60;
      case "SECOND" -> micros / MICROS_PER_SECOND % 60;
      case "MILLISECOND" -> micros / 1000 % 60_000;
      case "MICROSECOND" -> micros % 60_000_000L;
      default -> throw invalidUnit(unit);
    };
  }

  public static long extractFromYearMonth(String unit, long months) {
    return switch (unit) {
      case "YEAR" -> months / 12;
      case "MONTH" -> months % 12;
      default -> throw invalidUnit(unit);
    };
  }

  public static long extractFromDayTime(String unit, long micros) {
    return switch (unit) {
      case "DAY" -> micros / MICROS_PER_DAY;
      case "HOUR" -> micros / 3_600_000_000L % 24;
      case "MINUTE" -> micros / 60_000_000L % 60;
      case "SECOND" -> micros / MICROS_PER_SECOND % 60;
      case "MILLISECOND" -> micros / 1000 % 60_000;
      case "MICROSECOND" -> micros % 60_000_000L;
      default -> throw invalidUnit(unit);
    };
  }

  private static EngineException invalidUnit(String unit) {
    return new EngineException("22023", "unit " + unit + " is not valid here");
  }

  // ---- text -----------------------------------------------------------------------------------

  public static long parseTime(byte[] s) {
    String text = SqlFunctions.string(s).trim();
    try {
      LocalTime t = LocalTime.parse(text);
      return t.toNanoOfDay() / 1000;
    } catch (DateTimeParseException e) {
      throw new EngineException(EngineException.INVALID_DATETIME_FORMAT, "invalid TIME value '" + text + "'");
    }
  }

  public static String formatTime(long micros, int precision) {
    return io.quiver.engine.types.TemporalText.formatTime(micros, precision);
  }


  public static String formatYearMonth(long months) {
    return io.quiver.engine.types.TemporalText.formatYearMonth(months);
  }


  public static String formatDayTime(long micros) {
    return io.quiver.engine.types.TemporalText.formatDayTime(micros);
  }


  /** DATE_FORMAT(timestamp, pattern) with a java.time pattern such as {@code yyyy-MM-dd}. */
  public static String format(long micros, String pattern) {
    try {
      return DateTimeFormatter.ofPattern(pattern, Locale.ROOT).format(SqlFunctions.fromMicros(micros));
    } catch (IllegalArgumentException e) {
      throw new EngineException("22007", "invalid format pattern '" + pattern + "'");
    }
  }

  static int week(LocalDate date) {
    return date.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR);
  }
}
