package io.quiver.engine.plan;

import io.quiver.engine.types.Column;
import java.util.List;

/** A physical operator; the planner builds trees of them and the executor runs them. */
public sealed interface PhysicalNode permits TableScan, IndexLookup, ExternalScan, Values, Calc, HashAggregate, Sort, Limit, UnionAll, HashJoin, SetOp,
    NestedLoopJoin, Window, TableFunctionJoin, AccumulatorAggregate, RecursiveUnion, WorkTableScan {
  List<Column> columns();

  List<PhysicalNode> inputs();

  /** One line of EXPLAIN for this node, without its inputs. */
  String describe();
}
