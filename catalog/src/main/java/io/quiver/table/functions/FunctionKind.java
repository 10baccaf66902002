package io.quiver.table.functions;

/** What a function computes: one value per row, rows per row, or one value per group. */
public enum FunctionKind {
  SCALAR,
  TABLE,
  AGGREGATE,
  TABLE_AGGREGATE,
  OTHER
}
