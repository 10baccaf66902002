package io.quiver.table.api;

import io.quiver.table.expressions.Expression;

/** The result of {@code aggregate(f)}: the group keys and the aggregate's columns, to select from. */
public interface AggregatedTable {
  Table select(Expression... fields);
}
