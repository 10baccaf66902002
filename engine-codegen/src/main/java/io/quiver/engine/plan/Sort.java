package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Objects;

/** Orders its input by the keys, then skips {@code offset} rows and keeps {@code fetch} (-1: all). */
public record Sort(PhysicalNode input, List<SortKey> keys, long offset, long fetch) implements PhysicalNode {
  public Sort {
    Objects.requireNonNull(input, "input is null");
    keys = List.copyOf(keys);
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
    return "Sort(keys=" + keys + (offset > 0 ? ", offset=" + offset : "") + (fetch >= 0 ? ", fetch=" + fetch : "") + ")";
  }
}
