package io.quiver.table.expressions;

/**
 * The units of interval literals ({@code lit(10).minutes()}) and of {@code extract}, {@code floor}
 * and {@code ceil}, as Flink names them; a combined unit (YEAR_TO_MONTH) is written in SQL as
 * {@code YEAR TO MONTH}.
 */
public enum TimeIntervalUnit {
  YEAR, YEAR_TO_MONTH, QUARTER, MONTH, WEEK, DAY, DAY_TO_HOUR, DAY_TO_MINUTE, DAY_TO_SECOND, HOUR, SECOND,
  HOUR_TO_MINUTE, HOUR_TO_SECOND, MINUTE, MINUTE_TO_SECOND, MILLISECOND, MICROSECOND, NANOSECOND, EPOCH;

  /** The unit as SQL writes it. */
  public String sql() {
    return name().replace("_TO_", " TO ");
  }
}
