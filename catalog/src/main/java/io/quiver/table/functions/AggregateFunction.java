package io.quiver.table.functions;

/**
 * A user-defined aggregate: {@link #createAccumulator()} makes the per-group state, a public
 * {@code accumulate(ACC acc, ...)} method adds a row, {@link #getValue} gives the result. An
 * optional {@code merge(ACC acc, Iterable<ACC> others)} lets a parallel plan combine partial
 * accumulators, and {@code retract} undoes an {@code accumulate}.
 *
 * @param <T> the result type
 * @param <ACC> the accumulator type
 */
public abstract class AggregateFunction<T, ACC> extends ImperativeAggregateFunction<T, ACC> {
  private static final long serialVersionUID = 1L;

  /** The result for the group whose state is {@code accumulator}. */
  public abstract T getValue(ACC accumulator);

  @Override
  public final FunctionKind getKind() {
    return FunctionKind.AGGREGATE;
  }
}
