package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A hash aggregation over {@link Accumulator}s, for queries calling user-defined aggregate
 * functions. Each input batch is accumulated into partial states that are then merged into the
 * group's state, as a parallel plan merges its workers' partials; output is the group keys
 * followed by one column per call.
 */
public record AccumulatorAggregate(PhysicalNode input, int[] groupKeys, List<AccumulatorCall> calls,
    List<Column> columns) implements PhysicalNode {
  public AccumulatorAggregate {
    Objects.requireNonNull(input, "input is null");
    groupKeys = groupKeys.clone();
    calls = List.copyOf(calls);
    columns = List.copyOf(columns);
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(input);
  }

  @Override
  public String describe() {
    return "AccumulatorAggregate(group=" + Arrays.toString(groupKeys) + ", calls=" + calls + ")";
  }
}
