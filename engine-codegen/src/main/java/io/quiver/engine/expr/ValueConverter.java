package io.quiver.engine.expr;

import io.quiver.engine.types.SqlType;

/**
 * Converts composite values between the engine's form ({@code ArrayData}, {@code MapData},
 * {@code RowData}) and the Java objects user-defined functions take and return, which the
 * Table API defines (Flink's: {@code Integer[]}, {@code Map}, {@code Row}); the planner supplies it.
 */
public interface ValueConverter {
  Object toExternal(Object internal, SqlType type);

  Object toInternal(Object external, SqlType type);
}
