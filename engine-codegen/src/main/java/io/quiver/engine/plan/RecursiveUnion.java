package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.List;

/**
 * {@code WITH RECURSIVE}: the rows of {@code seed}, then of {@code step} run again and again, each
 * time over the rows the previous run produced (read by a {@link WorkTableScan} of
 * {@code workTable}), until a run produces none. Without {@code all} (UNION) a row already
 * produced is dropped and so does not feed the next run, which is what ends a recursion over a
 * cyclic graph.
 */
public record RecursiveUnion(PhysicalNode seed, PhysicalNode step, String workTable, boolean all,
    List<Column> columns) implements PhysicalNode {
  public RecursiveUnion {
    columns = List.copyOf(columns);
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(seed, step);
  }

  @Override
  public String describe() {
    return "RecursiveUnion(workTable=[" + workTable + "], all=" + all + ")";
  }
}
