package io.quiver.engine.plan;

import java.util.List;
import java.util.Objects;

/** An {@link Accumulator} applied to input columns, with its name for EXPLAIN. */
public record AccumulatorCall(String name, Accumulator accumulator, List<Integer> arguments) {
  public AccumulatorCall {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(accumulator, "accumulator is null");
    arguments = List.copyOf(arguments);
  }

  @Override
  public String toString() {
    return name + arguments;
  }
}
