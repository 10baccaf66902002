package io.quiver.table.api;

import io.quiver.table.expressions.Expression;

/** A table grouped by a window and keys: select keys, aggregates and {@code $("w").start()}/{@code end()}. */
public interface WindowGroupedTable {
  Table select(Expression... fields);
}
