package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Groups its input by the key columns and computes aggregates per group. Output: the keys, then
 * the aggregates. With no keys it yields exactly one row, even over an empty input.
 */
public record HashAggregate(PhysicalNode input, int[] groupKeys, List<AggregateCall> aggregates, List<Column> columns)
    implements PhysicalNode {
  public HashAggregate {
    Objects.requireNonNull(input, "input is null");
    groupKeys = groupKeys.clone();
    aggregates = List.copyOf(aggregates);
    columns = List.copyOf(columns);
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(input);
  }

  @Override
  public String describe() {
    return "HashAggregate(groupBy=" + Arrays.toString(groupKeys) + ", aggregates=" + aggregates + ")";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HashAggregate h && h.input.equals(input) && Arrays.equals(h.groupKeys, groupKeys)
        && h.aggregates.equals(aggregates) && h.columns.equals(columns);
  }

  @Override
  public int hashCode() {
    return Objects.hash(input, Arrays.hashCode(groupKeys), aggregates, columns);
  }
}
