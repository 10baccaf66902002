package io.quiver.engine.plan;

import io.quiver.engine.expr.Literal;
import io.quiver.engine.types.Column;
import java.util.List;

/** A constant relation: rows of literals. */
public record Values(List<Column> columns, List<List<Literal>> rows) implements PhysicalNode {
  public Values {
    columns = List.copyOf(columns);
    rows = rows.stream().map(List::copyOf).toList();
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of();
  }

  @Override
  public String describe() {
    return "Values(rows=" + rows.size() + ")";
  }
}
