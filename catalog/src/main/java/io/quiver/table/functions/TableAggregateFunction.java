package io.quiver.table.functions;

/**
 * A user-defined table aggregate: like an {@link AggregateFunction} it folds a group's rows into
 * an accumulator with {@code accumulate(ACC acc, ...)}, but instead of one value it emits any
 * number of rows from a public {@code emitValue(ACC acc, io.quiver.util.Collector<T> out)}
 * method, as Flink's Top2 example does. Used with {@code Table.flatAggregate} (Flink offers no
 * SQL syntax for it). Rows of several columns are {@link io.quiver.types.Row}s typed by a
 * {@link io.quiver.table.annotation.FunctionHint} output.
 *
 * @param <T> the type of the emitted rows
 * @param <ACC> the accumulator type
 */
public abstract class TableAggregateFunction<T, ACC> extends ImperativeAggregateFunction<T, ACC> {
  private static final long serialVersionUID = 1L;

  @Override
  public final FunctionKind getKind() {
    return FunctionKind.TABLE_AGGREGATE;
  }
}
