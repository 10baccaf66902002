package io.quiver.engine.plan;

import io.quiver.engine.expr.Expr;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Objects;

/**
 * Filter and projection fused: keeps the rows where {@code condition} is true (all rows when it
 * is null) and computes {@code projects} over them.
 */
public record Calc(PhysicalNode input, Expr condition, List<Expr> projects, List<Column> columns)
    implements PhysicalNode {
  public Calc {
    Objects.requireNonNull(input, "input is null");
    projects = List.copyOf(projects);
    columns = List.copyOf(columns);
    if (projects.size() != columns.size()) {
      throw new IllegalArgumentException(projects.size() + " projections for " + columns.size() + " columns");
    }
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(input);
  }

  @Override
  public String describe() {
    return "Calc(" + (condition == null ? "" : "where=[" + condition + "], ") + "select=" + projects + ")";
  }
}
