package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Objects;

/** Skips {@code offset} rows of its input and keeps the next {@code fetch} (-1: all), in input order. */
public record Limit(PhysicalNode input, long offset, long fetch) implements PhysicalNode {
  public Limit {
    Objects.requireNonNull(input, "input is null");
  }

  @Override
  public List<Column> columns() {
    return input.columns();
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(input);
  }

  @Override
  public String describe() {
    return "Limit(" + (offset > 0 ? "offset=" + offset + ", " : "") + "fetch=" + fetch + ")";
  }
}
