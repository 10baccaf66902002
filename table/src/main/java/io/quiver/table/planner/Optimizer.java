package io.quiver.table.planner;

import java.util.EnumSet;
import java.util.List;
import org.apache.calcite.plan.RelOptRule;
import org.apache.calcite.plan.hep.HepMatchOrder;
import org.apache.calcite.plan.hep.HepPlanner;
import org.apache.calcite.plan.hep.HepProgram;
import org.apache.calcite.plan.hep.HepProgramBuilder;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.RelVisitor;
import org.apache.calcite.rel.core.Aggregate;
import org.apache.calcite.rel.core.Filter;
import org.apache.calcite.rel.core.Join;
import org.apache.calcite.rel.core.Project;
import org.apache.calcite.rel.core.SetOp;
import org.apache.calcite.rel.core.Sort;
import org.apache.calcite.rel.core.TableScan;
import org.apache.calcite.rel.core.Values;
import org.apache.calcite.rex.RexOver;
import org.apache.calcite.rex.RexUtil;
import org.apache.calcite.rel.rules.AggregateExpandDistinctAggregatesRule;
import org.apache.calcite.rel.rules.AggregateProjectMergeRule;
import org.apache.calcite.rel.rules.AggregateReduceFunctionsRule;
import org.apache.calcite.rel.rules.CalcMergeRule;
import org.apache.calcite.rel.rules.CalcRemoveRule;
import org.apache.calcite.rel.rules.FilterAggregateTransposeRule;
import org.apache.calcite.rel.rules.FilterJoinRule;
import org.apache.calcite.rel.rules.FilterMergeRule;
import org.apache.calcite.rel.rules.FilterMultiJoinMergeRule;
import org.apache.calcite.rel.rules.FilterProjectTransposeRule;
import org.apache.calcite.rel.rules.FilterToCalcRule;
import org.apache.calcite.rel.rules.JoinToMultiJoinRule;
import org.apache.calcite.rel.rules.LoptOptimizeJoinRule;
import org.apache.calcite.rel.rules.ProjectMergeRule;
import org.apache.calcite.rel.rules.ProjectMultiJoinMergeRule;
import org.apache.calcite.rel.rules.ProjectRemoveRule;
import org.apache.calcite.rel.rules.ProjectToCalcRule;
import org.apache.calcite.rel.rules.ProjectToWindowRule;
import org.apache.calcite.rel.rules.SubQueryRemoveRule;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql2rel.RelDecorrelator;
import org.apache.calcite.sql2rel.RelFieldTrimmer;
import org.apache.calcite.tools.RelBuilder;

/**
 * The rule programs, run in order with Calcite's heuristic planner: subqueries become joins and
 * are decorrelated; an OR's common factors and per-input conditions are made explicit
 * ({@link OrPredicates}); filters move down and projections merge; AVG and the like become SUM and
 * COUNT; after join ordering, an aggregate joined on its group keys first drops the groups the
 * join cannot use ({@link SemiJoinBeforeAggregate}); finally filters and projections fuse into
 * Calcs, which the engine compiles as one loop.
 *
 * <p>The rules are made from their configs, not taken from {@code CoreRules}: that class makes all
 * of Calcite's several hundred rules when first touched, about 800 classes loaded at start-up for
 * the twenty used here.
 */
final class Optimizer {
  private static final HepProgram LOGICAL = program(List.of(
      FilterJoinRule.FilterIntoJoinRule.FilterIntoJoinRuleConfig.DEFAULT.toRule(),
      FilterJoinRule.JoinConditionPushRule.JoinConditionPushRuleConfig.DEFAULT.toRule(),
      FilterMergeRule.Config.DEFAULT.toRule(),
      FilterProjectTransposeRule.Config.DEFAULT.toRule(),
      FilterAggregateTransposeRule.Config.DEFAULT.toRule(),
      ProjectMergeRule.Config.DEFAULT.toRule(),
      ProjectRemoveRule.Config.DEFAULT.toRule(),
      AggregateProjectMergeRule.Config.DEFAULT.toRule(),
      AggregateExpandDistinctAggregatesRule.Config.DEFAULT.toRule(),
      AggregateReduceFunctionsRule.Config.DEFAULT
          .withFunctionsToReduce(EnumSet.of(SqlKind.AVG, SqlKind.STDDEV_POP, SqlKind.STDDEV_SAMP,
              SqlKind.VAR_POP, SqlKind.VAR_SAMP))
          .toRule()));

  // The programs that only some plans need are made at their first use, each in a class of its
  // own: a rule and its immutable config are a few classes each, loaded before the first query.

  private static final class SubQueries {
    static final HepProgram PROGRAM = program(List.of(
        SubQueryRemoveRule.Config.FILTER.toRule(),
        SubQueryRemoveRule.Config.PROJECT.toRule(),
        SubQueryRemoveRule.Config.JOIN.toRule()));
  }

  private static final class Joins {
    /** Flattens inner joins into one MultiJoin, so that join order comes from sizes, not FROM order. */
    static final HepProgram MULTI_JOIN = program(List.of(
        JoinToMultiJoinRule.Config.DEFAULT.toRule(),
        ProjectMultiJoinMergeRule.Config.DEFAULT.toRule(),
        FilterMultiJoinMergeRule.Config.DEFAULT.toRule()));

    static final HepProgram JOIN_ORDER = program(List.of(LoptOptimizeJoinRule.Config.DEFAULT.toRule()));
  }

  /** Window functions (RexOver in projections) move into Window nodes of their own. */
  private static final class Windows {
    static final HepProgram PROGRAM = program(List.of(
        ProjectToWindowRule.ProjectToLogicalProjectAndWindowRule.ProjectToLogicalProjectAndWindowRuleConfig.DEFAULT
            .toRule()));
  }

  private static final HepProgram CALC = program(List.of(
      FilterToCalcRule.Config.DEFAULT.toRule(),
      ProjectToCalcRule.Config.DEFAULT.toRule(),
      CalcMergeRule.Config.DEFAULT.toRule(),
      CalcRemoveRule.Config.DEFAULT.toRule()));

  private Optimizer() {}

  /**
   * The programs in order. A program none of whose rules can match the plan is skipped (its
   * planner would only copy the plan into its graph and out again): the subquery rules without a
   * subquery, join ordering and the second logical pass without a join (the first pass left the
   * plan at its fixed point), the window rule without a windowed aggregate. Most ad-hoc statements
   * read one table, and a planner run costs even when no rule fires.
   */
  static RelNode optimize(RelNode rel, RelBuilder relBuilder) {
    RelNode result = PlanFeatures.of(rel).subQueries ? run(SubQueries.PROGRAM, rel) : rel;
    result = RelDecorrelator.decorrelateQuery(result, relBuilder);
    // The converter trimmed unused columns before the subqueries were joins: an IN or scalar
    // subquery's body still carries every column of its tables (TPC-DS Q14's three-table joins
    // under INTERSECT, 73 columns a row where three are used). Trimming again drops them.
    result = new RelFieldTrimmer(null, relBuilder).trim(result);
    result = OrPredicates.apply(result);
    result = run(LOGICAL, result);
    if (PlanFeatures.of(result).joins) {
      result = run(Joins.MULTI_JOIN, result);
      result = run(Joins.JOIN_ORDER, result);
      result = run(LOGICAL, result);
      result = SemiJoinBeforeAggregate.apply(result, relBuilder);
    }
    if (PlanFeatures.of(result).windows) {
      result = run(Windows.PROGRAM, result);
    }
    return run(CALC, result);
  }

  /** What kinds of node and expression a plan holds, for choosing the programs that can apply. */
  static final class PlanFeatures extends RelVisitor {
    boolean joins;
    boolean subQueries;
    boolean windows;

    static PlanFeatures of(RelNode rel) {
      PlanFeatures features = new PlanFeatures();
      features.go(rel);
      return features;
    }

    @Override
    public void visit(RelNode node, int ordinal, RelNode parent) {
      if (node instanceof Join join) {
        joins = true;
        subQueries |= RexUtil.SubQueryFinder.containsSubQuery(join);
      } else if (node instanceof Filter filter) {
        subQueries |= RexUtil.SubQueryFinder.containsSubQuery(filter);
      } else if (node instanceof Project project) {
        subQueries |= RexUtil.SubQueryFinder.containsSubQuery(project);
        windows |= RexOver.containsOver(project.getProjects(), null);
      } else if (!(node instanceof TableScan || node instanceof Aggregate || node instanceof Sort
          || node instanceof Values || node instanceof SetOp)) {
        // Anything else (a Correlate, a table function, a Calc, ...): assume every program may apply.
        joins = true;
        subQueries = true;
        windows = true;
      }
      super.visit(node, ordinal, parent);
    }
  }

  private static RelNode run(HepProgram program, RelNode rel) {
    HepPlanner planner = new HepPlanner(program);
    planner.setRoot(rel);
    return planner.findBestExp();
  }

  private static HepProgram program(List<RelOptRule> rules) {
    HepProgramBuilder builder = HepProgram.builder().addMatchOrder(HepMatchOrder.BOTTOM_UP);
    builder.addRuleCollection(rules);
    return builder.build();
  }
}
