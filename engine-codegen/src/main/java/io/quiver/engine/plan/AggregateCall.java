package io.quiver.engine.plan;

import io.quiver.engine.types.SqlType;
import java.util.Objects;

/**
 * One aggregate of a {@link HashAggregate}: its function, the input column it reads (-1 for
 * {@code COUNT(*)}), and its result type.
 */
public record AggregateCall(AggregateFunction function, int argument, SqlType type, String name) {
  public AggregateCall {
    Objects.requireNonNull(function, "function is null");
    Objects.requireNonNull(type, "type is null");
  }

  @Override
  public String toString() {
    return function + "(" + (argument < 0 ? "*" : "$" + argument) + ")";
  }
}
