package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.List;

/** Within the step of a {@link RecursiveUnion}: the rows the previous run of the step produced. */
public record WorkTableScan(String workTable, List<Column> columns) implements PhysicalNode {
  public WorkTableScan {
    columns = List.copyOf(columns);
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of();
  }

  @Override
  public String describe() {
    return "WorkTableScan(workTable=[" + workTable + "])";
  }
}
