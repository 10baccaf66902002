package io.quiver.engine.gen;

import static io.quiver.engine.gen.ExprCodeGenerator.FN;

import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;

/**
 * Code for arithmetic on dates, times, timestamps and intervals: datetime ± interval (months
 * move the calendar, day-time intervals add microseconds), datetime - datetime as an interval,
 * interval ± interval, and interval times or divided by a number. Every overflow is an error.
 */
final class DateTimeArithmetic {
  static final String DT = "io.quiver.engine.runtime.DateTimeFunctions";

  /** Interval qualifier fields, as stored in an interval type's precision (start) and scale (end). */
  static final String[] UNITS = {"YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND"};
  // Index 6 is the microsecond: the raw count of a day-time interval.
  private static final long[] UNIT_SIZES = {12, 1, 86_400_000_000L, 3_600_000_000L, 60_000_000L, 1_000_000L, 1L};

  private DateTimeArithmetic() {}

  /** True when the operation involves a datetime or interval and so is not plain arithmetic. */
  static boolean applies(SqlType a, SqlType b, SqlType result) {
    return isTemporal(a) || isTemporal(b) || isTemporal(result);
  }

  private static boolean isTemporal(SqlType type) {
    return type.id().isDatetime() || type.id().isInterval();
  }

  /** The size of one unit of an interval's leading field, in months or microseconds. */
  static long unitSize(SqlType interval) {
    int start = interval.precision();
    if (start < 0 || start >= UNIT_SIZES.length) {
      return interval.id() == TypeId.INTERVAL_YEAR_MONTH ? 1 : UNIT_SIZES[2];
    }
    return UNIT_SIZES[start];
  }

  static String binary(Operator op, String a, SqlType ta, String b, SqlType tb, SqlType result) {
    TypeId x = ta.id();
    TypeId y = tb.id();
    switch (op) {
      case PLUS -> {
        if (x.isInterval() && !y.isInterval()) {
          return plus(b, tb, a, ta);
        }
        return plus(a, ta, b, tb);
      }
      case MINUS -> {
        if (y.isInterval()) {
          return plus(a, ta, "Math.negateExact(" + b + ")", tb);
        }
        return difference(a, ta, b, tb, result);
      }
      case TIMES -> {
        return x.isInterval() ? scale(a, b, tb, false) : scale(b, a, ta, false);
      }
      case DIVIDE -> {
        return scale(a, b, tb, true);
      }
      default -> throw new UnsupportedOperationException(op + " on " + ta + " and " + tb + " is not supported");
    }
  }

  /** A datetime or interval plus an interval. */
  private static String plus(String a, SqlType ta, String interval, SqlType ti) {
    boolean months = ti.id() == TypeId.INTERVAL_YEAR_MONTH;
    return switch (ta.id()) {
      case DATE -> months ? DT + ".addMonths(" + a + ", " + interval + ")" : DT + ".addMicrosToDate(" + a + ", " + interval + ")";
      case TIMESTAMP, TIMESTAMP_LTZ -> months
          ? DT + ".addMonthsToTimestamp(" + a + ", " + interval + ")"
          : "Math.addExact(" + a + ", " + interval + ")";
      case TIME -> months ? a : DT + ".addMicrosToTime(" + a + ", " + interval + ")";
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> "Math.addExact(" + a + ", " + interval + ")";
      default -> throw new UnsupportedOperationException("cannot add " + ti + " to " + ta);
    };
  }

  /** datetime - datetime as an interval of the result's kind, or interval - interval. */
  private static String difference(String a, SqlType ta, String b, SqlType tb, SqlType result) {
    boolean months = result.id() == TypeId.INTERVAL_YEAR_MONTH;
    return switch (ta.id()) {
      case DATE -> months ? DT + ".monthsBetweenDates(" + a + ", " + b + ")"
          : DT + ".daysToMicros((long) " + a + " - (long) " + b + ")";
      case TIMESTAMP, TIMESTAMP_LTZ -> months ? DT + ".monthsBetweenTimestamps(" + a + ", " + b + ")"
          : "Math.subtractExact(" + a + ", " + b + ")";
      case TIME -> "(" + a + " - " + b + ")";
      default -> throw new UnsupportedOperationException("cannot subtract " + tb + " from " + ta);
    };
  }

  /** An interval multiplied or divided by a number, rounded to whole units. */
  private static String scale(String interval, String number, SqlType numberType, boolean divide) {
    if (Arithmetic.isIntegral(numberType)) {
      return divide ? FN + ".divide(" + interval + ", (long) " + number + ")"
          : "Math.multiplyExact(" + interval + ", (long) " + number + ")";
    }
    String d = Casts.cast(number, numberType, SqlType.of(TypeId.DOUBLE));
    String value = divide ? FN + ".divide((double) " + interval + ", " + d + ")" : "((double) " + interval + " * " + d + ")";
    return FN + ".doubleToLong(" + value + ")";
  }
}
