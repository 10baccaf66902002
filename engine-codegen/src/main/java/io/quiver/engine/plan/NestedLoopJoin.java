package io.quiver.engine.plan;

import io.quiver.engine.expr.Expr;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Objects;

/**
 * A join on an arbitrary condition (null: a cross join): every left row is paired with every
 * right row and the pairs where the condition is true match. The right side is held in memory.
 * Output as for {@link HashJoin}.
 */
public record NestedLoopJoin(PhysicalNode left, PhysicalNode right, JoinType joinType, Expr condition,
    List<Column> columns) implements PhysicalNode {
  public NestedLoopJoin {
    Objects.requireNonNull(left, "left is null");
    Objects.requireNonNull(right, "right is null");
    Objects.requireNonNull(joinType, "joinType is null");
    columns = List.copyOf(columns);
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(left, right);
  }

  @Override
  public String describe() {
    return "NestedLoopJoin(type=" + joinType + (condition == null ? "" : ", condition=[" + condition + "]") + ")";
  }
}
