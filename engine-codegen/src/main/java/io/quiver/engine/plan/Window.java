package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Window functions over partitions: sorts the input by the partition keys and then the order
 * keys, and appends one column per function to every input row.
 */
public record Window(PhysicalNode input, int[] partitionKeys, List<SortKey> orderKeys, List<WindowFunction> functions,
    List<Column> columns) implements PhysicalNode {
  public Window {
    Objects.requireNonNull(input, "input is null");
    partitionKeys = partitionKeys.clone();
    orderKeys = List.copyOf(orderKeys);
    functions = List.copyOf(functions);
    columns = List.copyOf(columns);
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(input);
  }

  @Override
  public String describe() {
    return "Window(partitionBy=" + Arrays.toString(partitionKeys) + ", orderBy=" + orderKeys + ", functions="
        + functions + ")";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Window w && w.input.equals(input) && Arrays.equals(w.partitionKeys, partitionKeys)
        && w.orderKeys.equals(orderKeys) && w.functions.equals(functions) && w.columns.equals(columns);
  }

  @Override
  public int hashCode() {
    return Objects.hash(input, Arrays.hashCode(partitionKeys), orderKeys, functions, columns);
  }
}
