package io.quiver.table.planner;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.calcite.plan.RelOptUtil;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.RelShuttleImpl;
import org.apache.calcite.rel.core.JoinRelType;
import org.apache.calcite.rel.logical.LogicalFilter;
import org.apache.calcite.rel.logical.LogicalJoin;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexUtil;
import org.apache.calcite.util.ImmutableBitSet;

/**
 * Makes the conditions of a WHERE clause written as an OR of ANDs usable below the OR (TPC-H
 * Q19's shape): factors that every branch shares are pulled out, so an equi-join key inside each
 * branch becomes a join condition; and for each input of an inner join beneath the filter, the OR
 * of each branch's conditions on that input alone is added as a redundant conjunct, which the
 * filter push-down rules then move onto that input's scan.
 *
 * <p>The added conjunct is implied by the OR: a row that passes some branch passes that branch's
 * conditions on every input. So it changes no answer, only where rows are dropped. It is derived
 * only when every branch constrains the input; otherwise it would be TRUE.
 */
final class OrPredicates extends RelShuttleImpl {
  private OrPredicates() {
  }

  static RelNode apply(RelNode rel) {
    return rel.accept(new OrPredicates());
  }

  @Override
  public RelNode visit(LogicalFilter filter) {
    RelNode input = filter.getInput().accept(this);
    RexNode condition = filter.getCondition();
    if (RexUtil.containsCorrelation(condition) || !RexUtil.isDeterministic(condition)) {
      return input == filter.getInput() ? filter : filter.copy(filter.getTraitSet(), input, condition);
    }
    RexBuilder rexBuilder = filter.getCluster().getRexBuilder();
    List<RexNode> conjuncts = RelOptUtil.conjunctions(RexUtil.pullFactors(rexBuilder, condition));
    Set<RexNode> result = new LinkedHashSet<>(conjuncts);
    List<ImmutableBitSet> leaves = new ArrayList<>();
    innerJoinLeaves(input, 0, leaves);
    if (leaves.size() > 1) {
      for (RexNode conjunct : conjuncts) {
        List<RexNode> branches = RelOptUtil.disjunctions(conjunct);
        if (branches.size() < 2) {
          continue;
        }
        for (ImmutableBitSet leaf : leaves) {
          RexNode derived = restrictTo(rexBuilder, branches, leaf);
          if (derived != null) {
            result.add(derived);
          }
        }
      }
    }
    RexNode rewritten = RexUtil.composeConjunction(rexBuilder, result);
    if (rewritten.equals(condition) && input == filter.getInput()) {
      return filter;
    }
    return filter.copy(filter.getTraitSet(), input, rewritten);
  }

  /**
   * The OR, over the branches, of each branch's conditions that read only the columns in
   * {@code leaf}; null when some branch has none (the OR would be TRUE).
   */
  private static RexNode restrictTo(RexBuilder rexBuilder, List<RexNode> branches, ImmutableBitSet leaf) {
    List<RexNode> restricted = new ArrayList<>();
    for (RexNode branch : branches) {
      List<RexNode> onLeaf = new ArrayList<>();
      for (RexNode condition : RelOptUtil.conjunctions(branch)) {
        ImmutableBitSet columns = RelOptUtil.InputFinder.bits(condition);
        if (!columns.isEmpty() && leaf.contains(columns)) {
          onLeaf.add(condition);
        }
      }
      if (onLeaf.isEmpty()) {
        return null;
      }
      restricted.add(RexUtil.composeConjunction(rexBuilder, onLeaf));
    }
    return RexUtil.composeDisjunction(rexBuilder, restricted);
  }

  /** The column ranges, in the filter's input row, of the inputs that inner joins combine. */
  private static void innerJoinLeaves(RelNode rel, int offset, List<ImmutableBitSet> leaves) {
    if (rel instanceof LogicalJoin join && join.getJoinType() == JoinRelType.INNER) {
      innerJoinLeaves(join.getLeft(), offset, leaves);
      innerJoinLeaves(join.getRight(), offset + join.getLeft().getRowType().getFieldCount(), leaves);
      return;
    }
    leaves.add(ImmutableBitSet.range(offset, offset + rel.getRowType().getFieldCount()));
  }
}
