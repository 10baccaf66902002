package io.quiver.table.expressions;

/** The units of {@code TIMESTAMPDIFF} and other functions of two points in time. */
public enum TimePointUnit implements TableSymbol {
  YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE, SECOND, MILLISECOND, MICROSECOND
}
