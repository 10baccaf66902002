package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Objects;

/**
 * INTERSECT or EXCEPT of two inputs with the same columns, rows compared as wholes with NULLs
 * equal. With {@code all}, a row occurring m times on the left and n times on the right occurs
 * min(m, n) times (INTERSECT ALL) or max(m - n, 0) times (EXCEPT ALL); without, at most once.
 */
public record SetOp(PhysicalNode left, PhysicalNode right, Kind kind, boolean all, List<Column> columns)
    implements PhysicalNode {
  public enum Kind { INTERSECT, EXCEPT }

  public SetOp {
    Objects.requireNonNull(left, "left is null");
    Objects.requireNonNull(right, "right is null");
    Objects.requireNonNull(kind, "kind is null");
    columns = List.copyOf(columns);
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(left, right);
  }

  @Override
  public String describe() {
    return "SetOp(" + kind + (all ? " ALL" : "") + ")";
  }
}
