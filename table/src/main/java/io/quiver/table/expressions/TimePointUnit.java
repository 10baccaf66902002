package io.quiver.table.expressions;

/** The units of {@code timestampDiff}, as Flink names them. */
public enum TimePointUnit {
  YEAR, MONTH, DAY, HOUR, MINUTE, SECOND, QUARTER, WEEK, MILLISECOND, MICROSECOND
}
