package io.quiver.table.api.internal;

import io.quiver.engine.plan.PhysicalNode;

/** Renders a physical plan as an indented tree, one operator per line. */
final class PhysicalPlans {
  private PhysicalPlans() {}

  static String explain(PhysicalNode root) {
    StringBuilder sb = new StringBuilder();
    append(root, 0, sb);
    return sb.toString();
  }

  private static void append(PhysicalNode node, int depth, StringBuilder sb) {
    sb.append("  ".repeat(depth)).append(node.describe()).append('\n');
    for (PhysicalNode input : node.inputs()) {
      append(input, depth + 1, sb);
    }
  }
}
