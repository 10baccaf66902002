package io.quiver.table.planner;

import java.util.EnumSet;
import java.util.List;
import org.apache.calcite.plan.RelOptRule;
import org.apache.calcite.plan.hep.HepMatchOrder;
import org.apache.calcite.plan.hep.HepPlanner;
import org.apache.calcite.plan.hep.HepProgram;
import org.apache.calcite.plan.hep.HepProgramBuilder;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.rules.AggregateReduceFunctionsRule;
import org.apache.calcite.rel.rules.CoreRules;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql2rel.RelDecorrelator;
import org.apache.calcite.tools.RelBuilder;

/**
 * The rule programs, run in order with Calcite's heuristic planner: subqueries become joins and
 * are decorrelated; an OR's common factors and per-input conditions are made explicit
 * ({@link OrPredicates}); filters move down and projections merge; AVG and the like become SUM and
 * COUNT; after join ordering, an aggregate joined on its group keys first drops the groups the
 * join cannot use ({@link SemiJoinBeforeAggregate}); finally filters and projections fuse into
 * Calcs, which the engine compiles as one loop.
 */
final class Optimizer {
  private static final HepProgram SUBQUERIES = program(List.of(
      CoreRules.FILTER_SUB_QUERY_TO_CORRELATE,
      CoreRules.PROJECT_SUB_QUERY_TO_CORRELATE,
      CoreRules.JOIN_SUB_QUERY_TO_CORRELATE));

  private static final HepProgram LOGICAL = program(List.of(
      CoreRules.FILTER_INTO_JOIN,
      CoreRules.JOIN_CONDITION_PUSH,
      CoreRules.FILTER_MERGE,
      CoreRules.FILTER_PROJECT_TRANSPOSE,
      CoreRules.FILTER_AGGREGATE_TRANSPOSE,
      CoreRules.PROJECT_MERGE,
      CoreRules.PROJECT_REMOVE,
      CoreRules.AGGREGATE_PROJECT_MERGE,
      CoreRules.AGGREGATE_EXPAND_DISTINCT_AGGREGATES,
      AggregateReduceFunctionsRule.Config.DEFAULT
          .withFunctionsToReduce(EnumSet.of(SqlKind.AVG, SqlKind.STDDEV_POP, SqlKind.STDDEV_SAMP,
              SqlKind.VAR_POP, SqlKind.VAR_SAMP))
          .toRule()));

  /** Flattens inner joins into one MultiJoin, so that join order comes from sizes, not FROM order. */
  private static final HepProgram MULTI_JOIN = program(List.of(
      CoreRules.JOIN_TO_MULTI_JOIN,
      CoreRules.PROJECT_MULTI_JOIN_MERGE,
      CoreRules.FILTER_MULTI_JOIN_MERGE));

  private static final HepProgram JOIN_ORDER = program(List.of(CoreRules.MULTI_JOIN_OPTIMIZE));

  /** Window functions (RexOver in projections) move into Window nodes of their own. */
  private static final HepProgram WINDOWS = program(List.of(CoreRules.PROJECT_TO_LOGICAL_PROJECT_AND_WINDOW));

  private static final HepProgram CALC = program(List.of(
      CoreRules.FILTER_TO_CALC,
      CoreRules.PROJECT_TO_CALC,
      CoreRules.CALC_MERGE,
      CoreRules.CALC_REMOVE));

  private Optimizer() {}

  static RelNode optimize(RelNode rel, RelBuilder relBuilder) {
    RelNode result = run(SUBQUERIES, rel);
    result = RelDecorrelator.decorrelateQuery(result, relBuilder);
    result = OrPredicates.apply(result);
    result = run(LOGICAL, result);
    result = run(MULTI_JOIN, result);
    result = run(JOIN_ORDER, result);
    result = run(LOGICAL, result);
    result = SemiJoinBeforeAggregate.apply(result, relBuilder);
    result = run(WINDOWS, result);
    return run(CALC, result);
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
