package io.quiver.engine.plan;

/** The aggregate functions the hash aggregation computes. */
public enum AggregateFunction {
  COUNT,
  SUM,
  /** SUM that yields 0 instead of NULL over no rows (Calcite's {@code $SUM0}). */
  SUM0,
  MIN,
  MAX,
  /**
   * The group's non-null strings concatenated in input order, a separator between two of them
   * (LISTAGG); NULL when there are none.
   */
  LISTAGG,
  /** The group's values, NULLs too, as an ARRAY in input order (ARRAY_AGG). */
  ARRAY_AGG
}
