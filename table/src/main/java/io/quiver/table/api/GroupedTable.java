package io.quiver.table.api;

import io.quiver.table.expressions.Expression;

/** A table grouped by keys ({@link Table#groupBy}). */
public interface GroupedTable {
  /** The keys and aggregates per group. */
  Table select(Expression... fields);

  /** An aggregate function per group; follow with {@code select}. */
  AggregatedTable aggregate(Expression aggregateFunction);

  /** A table aggregate per group; not supported by Quiver yet. */
  Table flatAggregate(Expression tableAggregateFunction);
}
