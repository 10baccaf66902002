package io.quiver.table.planner;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.calcite.plan.RelOptUtil;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.sql.SqlExplainLevel;

/**
 * Finds the sub-plans that several plans of one job compute alike (the same source query or view
 * feeding two sinks): the largest subtrees whose optimized digest occurs more than once. Leaves
 * (scans, VALUES) are not worth sharing: reading them again costs what reading a copy would. A
 * subtree that reads a correlation variable ({@code $cor0}, the row of a lateral join's left side)
 * is not whole on its own and is never shared; its inputs may be.
 */
final class SharedSubPlans {
  private final Map<String, Integer> occurrences = new HashMap<>();
  private final Set<String> shared = new HashSet<>();

  SharedSubPlans(List<RelNode> plans) {
    plans.forEach(this::count);
    plans.forEach(this::markLargestShared);
  }

  /** A digest naming what a subtree computes, whichever statement it was planned for. */
  static String digest(RelNode rel) {
    return RelOptUtil.toString(rel, SqlExplainLevel.DIGEST_ATTRIBUTES) + rel.getRowType().getFullTypeString();
  }

  /** Whether {@code rel} is one of the largest subtrees computed more than once. */
  boolean isShared(String digest) {
    return shared.contains(digest);
  }

  boolean isEmpty() {
    return shared.isEmpty();
  }

  private void count(RelNode rel) {
    if (rel.getInputs().isEmpty()) {
      return;
    }
    String digest = digest(rel);
    if (isWhole(digest)) {
      occurrences.merge(digest, 1, Integer::sum);
    }
    rel.getInputs().forEach(this::count);
  }

  private static boolean isWhole(String digest) {
    return !digest.contains("$cor");
  }

  private void markLargestShared(RelNode rel) {
    if (rel.getInputs().isEmpty()) {
      return;
    }
    String digest = digest(rel);
    if (occurrences.getOrDefault(digest, 0) > 1) {
      shared.add(digest);
      return;
    }
    rel.getInputs().forEach(this::markLargestShared);
  }
}
