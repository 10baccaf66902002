package io.quiver.engine.gen;

import io.quiver.engine.expr.ColumnRef;

/** Gives the code reading an input column at the current row. */
@FunctionalInterface
interface ColumnReader {
  GeneratedExpr read(ColumnRef ref);
}
