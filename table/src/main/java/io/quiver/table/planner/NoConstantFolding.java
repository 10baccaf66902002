package io.quiver.table.planner;

import java.util.List;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexExecutor;
import org.apache.calcite.rex.RexNode;

/**
 * A RexExecutor that reduces nothing. Calcite's default executor compiles constant expressions
 * with Janino and evaluates them with Calcite's runtime while planning — a second, different
 * implementation of SQL semantics (its casts truncate strings silently, for one) and seconds of
 * start-up. With this one, constants are evaluated by Quiver's engine like everything else.
 */
final class NoConstantFolding implements RexExecutor {
  static final NoConstantFolding INSTANCE = new NoConstantFolding();

  @Override
  public void reduce(RexBuilder rexBuilder, List<RexNode> constExps, List<RexNode> reducedValues) {
    reducedValues.addAll(constExps);
  }
}
