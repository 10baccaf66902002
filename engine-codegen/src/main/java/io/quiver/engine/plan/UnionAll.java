package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.List;

/** The rows of every input, one input after the other. */
public record UnionAll(List<PhysicalNode> inputs, List<Column> columns) implements PhysicalNode {
  public UnionAll {
    inputs = List.copyOf(inputs);
    columns = List.copyOf(columns);
  }

  @Override
  public String describe() {
    return "UnionAll(inputs=" + inputs.size() + ")";
  }
}
