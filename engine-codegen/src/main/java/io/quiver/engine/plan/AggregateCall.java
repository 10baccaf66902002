package io.quiver.engine.plan;

import io.quiver.engine.types.SqlType;
import java.util.Objects;

/**
 * One aggregate of a {@link HashAggregate}: its function, the input column it reads (-1 for
 * {@code COUNT(*)}), its result type, and for LISTAGG the input column of the separator (-1: the
 * default ',').
 */
public record AggregateCall(AggregateFunction function, int argument, SqlType type, String name, int separator) {
  public AggregateCall {
    Objects.requireNonNull(function, "function is null");
    Objects.requireNonNull(type, "type is null");
    if (separator >= 0 && function != AggregateFunction.LISTAGG) {
      throw new IllegalArgumentException("only LISTAGG has a separator");
    }
  }

  public AggregateCall(AggregateFunction function, int argument, SqlType type, String name) {
    this(function, argument, type, name, -1);
  }

  @Override
  public String toString() {
    return function + "(" + (argument < 0 ? "*" : "$" + argument) + (separator < 0 ? "" : ", $" + separator) + ")";
  }
}
