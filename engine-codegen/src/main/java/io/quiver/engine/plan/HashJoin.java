package io.quiver.engine.plan;

import io.quiver.engine.expr.Expr;
import io.quiver.engine.types.Column;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An equi-join: rows match when {@code leftKeys[i] = rightKeys[i]} for every i (a NULL key never
 * matches) and the {@code residual} condition over the concatenated row (left columns, then
 * right) is true; a null residual accepts every key match. The side named by {@code buildLeft}
 * is loaded into a hash table and the other streams past it; SEMI and ANTI joins always build
 * the right side. Output: the left columns, then the right ones unless SEMI or ANTI.
 */
public record HashJoin(PhysicalNode left, PhysicalNode right, JoinType joinType, int[] leftKeys, int[] rightKeys,
    Expr residual, boolean buildLeft, List<Column> columns) implements PhysicalNode {
  public HashJoin {
    Objects.requireNonNull(left, "left is null");
    Objects.requireNonNull(right, "right is null");
    Objects.requireNonNull(joinType, "joinType is null");
    leftKeys = leftKeys.clone();
    rightKeys = rightKeys.clone();
    columns = List.copyOf(columns);
    if (leftKeys.length != rightKeys.length) {
      throw new IllegalArgumentException(leftKeys.length + " left keys for " + rightKeys.length + " right keys");
    }
    if (buildLeft && !joinType.projectsRight()) {
      throw new IllegalArgumentException(joinType + " join must build its right side");
    }
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(left, right);
  }

  @Override
  public String describe() {
    return "HashJoin(type=" + joinType + ", leftKeys=" + Arrays.toString(leftKeys) + ", rightKeys="
        + Arrays.toString(rightKeys) + (residual == null ? "" : ", residual=[" + residual + "]")
        + ", build=" + (buildLeft ? "left" : "right") + ")";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HashJoin h && h.left.equals(left) && h.right.equals(right) && h.joinType == joinType
        && Arrays.equals(h.leftKeys, leftKeys) && Arrays.equals(h.rightKeys, rightKeys)
        && Objects.equals(h.residual, residual) && h.buildLeft == buildLeft && h.columns.equals(columns);
  }

  @Override
  public int hashCode() {
    return Objects.hash(left, right, joinType, Arrays.hashCode(leftKeys), Arrays.hashCode(rightKeys), residual,
        buildLeft, columns);
  }
}
