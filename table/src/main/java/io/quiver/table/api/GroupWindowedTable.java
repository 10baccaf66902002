package io.quiver.table.api;

import io.quiver.table.expressions.Expression;

/** A table with a group window; group by the window's alias (and other keys) next. */
public interface GroupWindowedTable {
  WindowGroupedTable groupBy(Expression... fields);
}
