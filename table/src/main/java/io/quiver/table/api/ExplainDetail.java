package io.quiver.table.api;

/** Extra details EXPLAIN can show beyond the plans. */
public enum ExplainDetail {
  /** The optimizer's estimated cost of each node. */
  ESTIMATED_COST,
  /** Changelog modes; every node of a batch plan is insert-only. */
  CHANGELOG_MODE,
  /** The execution plan in JSON. */
  JSON_EXECUTION_PLAN,
  /** Advice on the plan. */
  PLAN_ADVICE,
  /** The Java source Quiver generates for each pipeline (a Quiver addition). */
  CODEGEN
}
