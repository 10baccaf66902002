package io.quiver.table.api;

import io.quiver.table.expressions.Expression;

/** A table with over windows defined; aggregates in {@code select} use them with {@code over($("w"))}. */
public interface OverWindowedTable {
  Table select(Expression... fields);
}
