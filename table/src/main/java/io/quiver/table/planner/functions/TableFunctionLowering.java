package io.quiver.table.planner.functions;

import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.TableFunctionJoin;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.ValidationException;
import io.quiver.table.functions.UserDefinedFunction;
import io.quiver.table.planner.TypeConversion;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.JoinRelType;
import org.apache.calcite.rel.logical.LogicalCorrelate;
import org.apache.calcite.rel.logical.LogicalTableFunctionScan;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexCorrelVariable;
import org.apache.calcite.rex.RexFieldAccess;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;

/**
 * Lowers {@code LATERAL TABLE(f(...))} (a Correlate over a table function scan) to the engine's
 * {@link TableFunctionJoin}. The function's arguments must be columns of the left input or
 * literals; anything else is rejected with SQLSTATE 0A000.
 */
public final class TableFunctionLowering {
  private final Consumer<UserDefinedFunction> opener;

  public TableFunctionLowering(Consumer<UserDefinedFunction> opener) {
    this.opener = opener;
  }

  /** The physical join, or null when {@code correlate} is not over a user table function. */
  public PhysicalNode lower(LogicalCorrelate correlate, Function<RelNode, PhysicalNode> lowerInput,
      Function<RexLiteral, Expr> literal) {
    if (!(correlate.getRight() instanceof LogicalTableFunctionScan scan)
        || !(scan.getCall() instanceof RexCall call)
        || !(call.getOperator() instanceof UserTableSqlFunction function)) {
      return null;
    }
    if (correlate.getJoinType() != JoinRelType.INNER && correlate.getJoinType() != JoinRelType.LEFT) {
      throw unsupported("a " + correlate.getJoinType() + " join with a table function");
    }
    PhysicalNode input = lowerInput.apply(correlate.getLeft());
    List<Expr> arguments = new ArrayList<>();
    for (RexNode operand : call.getOperands()) {
      if (operand instanceof RexFieldAccess access && access.getReferenceExpr() instanceof RexCorrelVariable) {
        int index = access.getField().getIndex();
        arguments.add(new ColumnRef(index, input.columns().get(index).type()));
      } else if (operand instanceof RexLiteral constant) {
        arguments.add(literal.apply(constant));
      } else {
        throw unsupported("table function argument " + operand + " (use columns or literals)");
      }
    }
    List<SqlType> types = arguments.stream().map(Expr::type).toList();
    Method eval = EvalMethods.choose(function.function().getClass(), "eval", types, 0);
    if (eval == null) {
      throw unsupported("table function " + function.getName() + " for " + types);
    }
    opener.accept(function.function());
    List<SqlType> outputTypes = TypeConversion.toColumns(scan.getRowType()).stream()
        .map(io.quiver.engine.types.Column::type).toList();
    return new TableFunctionJoin(input, function.getName(),
        new TableFunctionExpander(function.function(), eval, types, outputTypes), arguments,
        correlate.getJoinType() == JoinRelType.LEFT, TypeConversion.toColumns(correlate.getRowType()));
  }

  private static ValidationException unsupported(String what) {
    return new ValidationException(what + " is not supported yet", null, "0A000", 0, 0);
  }
}
