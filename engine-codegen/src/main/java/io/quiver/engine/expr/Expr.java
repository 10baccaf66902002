package io.quiver.engine.expr;

import io.quiver.engine.types.SqlType;

/** A typed physical scalar expression, evaluated row by row by generated code. */
public sealed interface Expr permits ColumnRef, Literal, Call {
  SqlType type();
}
