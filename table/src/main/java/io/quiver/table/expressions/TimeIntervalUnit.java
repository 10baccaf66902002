package io.quiver.table.expressions;

/** The units of interval literals such as {@code lit(10).minutes()}. */
public enum TimeIntervalUnit {
  YEAR, MONTH, DAY, HOUR, MINUTE, SECOND
}
