package io.quiver.table.planner.functions;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.JoinRelType;
import org.apache.calcite.rel.logical.LogicalCalc;
import org.apache.calcite.rel.logical.LogicalCorrelate;
import org.apache.calcite.rel.logical.LogicalTableFunctionScan;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexCorrelVariable;
import org.apache.calcite.rex.RexFieldAccess;
import org.apache.calcite.rex.RexInputRef;
import org.apache.calcite.rex.RexLocalRef;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexProgram;
import org.apache.calcite.rex.RexShuttle;
import org.apache.calcite.rex.RexUtil;

/**
 * Moves a Calc that sits between an inner {@code LATERAL TABLE(f(...))} join and its function
 * above the join, so that the join lowers to a plain table function join.
 *
 * <p>Calcite's decorrelation pushes a WHERE condition on the function's columns into the right
 * side of the Correlate ({@code Correlate(left, Calc(TableFunctionScan))}). For an inner join,
 * filtering the function's rows before or after joining them to their left row is the same; the
 * Calc's references to the correlation variable become references to the left row's columns,
 * which keep their positions in the join's output. (For a left join it is not the same: a row
 * whose function rows all fail the filter must still appear, padded with NULLs.)
 */
public final class LateralCalcPullUp {
  private LateralCalcPullUp() {
  }

  /** {@code Calc(Correlate(left, TableFunctionScan))}, or null when {@code correlate} has no such Calc to move. */
  public static RelNode apply(LogicalCorrelate correlate) {
    if (correlate.getJoinType() != JoinRelType.INNER
        || !(correlate.getRight() instanceof LogicalCalc calc)
        || !(calc.getInput() instanceof LogicalTableFunctionScan)) {
      return null;
    }
    RexBuilder rexBuilder = correlate.getCluster().getRexBuilder();
    LogicalCorrelate bare = correlate.copy(correlate.getTraitSet(), correlate.getLeft(), calc.getInput(),
        correlate.getCorrelationId(), correlate.getRequiredColumns(), correlate.getJoinType());
    int leftWidth = correlate.getLeft().getRowType().getFieldCount();
    RexShuttle toJoinOutput = new CorrelationToInputRef(rexBuilder, correlate, leftWidth);
    RexProgram program = calc.getProgram();
    List<RexNode> projects = new ArrayList<>();
    for (int i = 0; i < leftWidth; i++) {
      projects.add(rexBuilder.makeInputRef(bare, i));
    }
    for (RexLocalRef project : program.getProjectList()) {
      projects.add(program.expandLocalRef(project).accept(toJoinOutput));
    }
    RexNode condition = program.getCondition() == null ? null
        : program.expandLocalRef(program.getCondition()).accept(toJoinOutput);
    RexProgram pulledUp = RexProgram.create(bare.getRowType(), projects, condition, correlate.getRowType(), rexBuilder);
    return LogicalCalc.create(bare, pulledUp);
  }

  /** Shifts the function's columns past the left row's and turns {@code $cor.field} into the left row's column. */
  private static final class CorrelationToInputRef extends RexShuttle {
    private final RexBuilder rexBuilder;
    private final LogicalCorrelate correlate;
    private final int leftWidth;

    CorrelationToInputRef(RexBuilder rexBuilder, LogicalCorrelate correlate, int leftWidth) {
      this.rexBuilder = rexBuilder;
      this.correlate = correlate;
      this.leftWidth = leftWidth;
    }

    @Override
    public RexNode visitInputRef(RexInputRef inputRef) {
      return RexUtil.shift(inputRef, leftWidth);
    }

    @Override
    public RexNode visitFieldAccess(RexFieldAccess access) {
      if (access.getReferenceExpr() instanceof RexCorrelVariable variable
          && variable.id.equals(correlate.getCorrelationId())) {
        int index = access.getField().getIndex();
        return rexBuilder.makeInputRef(correlate.getLeft().getRowType().getFieldList().get(index).getType(), index);
      }
      return super.visitFieldAccess(access);
    }
  }
}
