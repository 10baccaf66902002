package io.quiver.table.functions;

/**
 * The part aggregate and table aggregate functions share, as in Flink: an accumulator per group,
 * made by {@link #createAccumulator()} and filled by public {@code accumulate(ACC acc, ...)}
 * methods; an optional {@code merge(ACC acc, Iterable<ACC> others)} combines partial accumulators.
 *
 * @param <T> the result type
 * @param <ACC> the accumulator type
 */
public abstract class ImperativeAggregateFunction<T, ACC> extends UserDefinedFunction {
  private static final long serialVersionUID = 1L;

  /** A new, empty accumulator for one group. */
  public abstract ACC createAccumulator();
}
