package io.quiver.table.planner;

import io.quiver.engine.expr.Literal;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.SortKey;
import io.quiver.engine.plan.WindowFunction;
import io.quiver.engine.plan.WindowFunction.Frame;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.calcite.rel.RelFieldCollation;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.Window;
import org.apache.calcite.rex.RexInputRef;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexWindowBound;

/**
 * Lowers Calcite's Window: each group (one PARTITION BY / ORDER BY / frame) becomes one engine
 * Window node appending its functions' columns, chained in group order as Calcite numbers them.
 * Operands that name the window's constants (offsets, defaults, bucket counts) become literals.
 */
final class WindowLowering {
  private final Function<RelNode, PhysicalNode> lowerInput;

  WindowLowering(Function<RelNode, PhysicalNode> lowerInput) {
    this.lowerInput = lowerInput;
  }

  PhysicalNode lower(Window window) {
    PhysicalNode node = lowerInput.apply(window.getInput());
    int inputCount = window.getInput().getRowType().getFieldCount();
    List<Column> all = RelLowering.columns(window);
    int produced = inputCount;
    for (Window.Group group : window.groups) {
      List<SortKey> orderKeys = new ArrayList<>();
      for (RelFieldCollation field : group.orderKeys.getFieldCollations()) {
        boolean descending = field.direction.isDescending();
        boolean nullsFirst = switch (field.nullDirection) {
          case FIRST -> true;
          case LAST -> false;
          case UNSPECIFIED -> descending;
        };
        orderKeys.add(new SortKey(field.getFieldIndex(), descending, nullsFirst));
      }
      Frame frame = new Frame(group.isRows, lower(group.lowerBound, window, inputCount),
          upper(group.upperBound, window, inputCount));
      List<WindowFunction> functions = new ArrayList<>();
      for (Window.RexWinAggCall call : group.aggCalls) {
        functions.add(function(call, frame, window, inputCount));
      }
      produced += functions.size();
      node = new io.quiver.engine.plan.Window(node, group.keys.toArray(), orderKeys, functions,
          all.subList(0, produced));
    }
    return node;
  }

  private WindowFunction function(Window.RexWinAggCall call, Frame frame, Window window, int inputCount) {
    SqlType type = TypeConversion.toSqlType(call.getType());
    WindowFunction.Kind kind = switch (call.getOperator().getKind()) {
      case ROW_NUMBER -> WindowFunction.Kind.ROW_NUMBER;
      case RANK -> WindowFunction.Kind.RANK;
      case DENSE_RANK -> WindowFunction.Kind.DENSE_RANK;
      case PERCENT_RANK -> WindowFunction.Kind.PERCENT_RANK;
      case CUME_DIST -> WindowFunction.Kind.CUME_DIST;
      case NTILE -> WindowFunction.Kind.NTILE;
      case LAG -> WindowFunction.Kind.LAG;
      case LEAD -> WindowFunction.Kind.LEAD;
      case FIRST_VALUE -> WindowFunction.Kind.FIRST_VALUE;
      case LAST_VALUE -> WindowFunction.Kind.LAST_VALUE;
      case COUNT -> WindowFunction.Kind.COUNT;
      case SUM -> WindowFunction.Kind.SUM;
      case SUM0 -> WindowFunction.Kind.SUM0;
      case MIN -> WindowFunction.Kind.MIN;
      case MAX -> WindowFunction.Kind.MAX;
      default -> throw RexLowering.unsupported("window function " + call.getOperator().getName());
    };
    if (call.distinct) {
      throw RexLowering.unsupported("DISTINCT in window function " + call.getOperator().getName());
    }
    List<RexNode> operands = call.getOperands();
    int argument = -1;
    Literal offset = null;
    Literal defaultValue = null;
    if (kind == WindowFunction.Kind.NTILE) {
      offset = constant(operands.get(0), window, inputCount, SqlType.of(io.quiver.engine.types.TypeId.BIGINT));
    } else if (!operands.isEmpty()) {
      argument = inputIndex(operands.get(0), inputCount, call);
      if (operands.size() > 1) {
        offset = constant(operands.get(1), window, inputCount, SqlType.of(io.quiver.engine.types.TypeId.BIGINT));
      }
      if (operands.size() > 2) {
        defaultValue = constant(operands.get(2), window, inputCount, type);
      }
    }
    return new WindowFunction(kind, argument, offset, defaultValue, frame, type);
  }

  private static int inputIndex(RexNode operand, int inputCount, Window.RexWinAggCall call) {
    if (operand instanceof RexInputRef ref && ref.getIndex() < inputCount) {
      return ref.getIndex();
    }
    throw RexLowering.unsupported("window function argument " + operand + " in " + call);
  }

  private static Literal constant(RexNode operand, Window window, int inputCount, SqlType type) {
    RexLiteral literal = literalOf(operand, window, inputCount);
    return literal.isNull() ? Literal.nullOf(type) : new Literal(RexLowering.physicalValue(literal, type), type);
  }

  private static RexLiteral literalOf(RexNode operand, Window window, int inputCount) {
    if (operand instanceof RexLiteral literal) {
      return literal;
    }
    if (operand instanceof RexInputRef ref && ref.getIndex() >= inputCount) {
      return window.getConstants().get(ref.getIndex() - inputCount);
    }
    throw RexLowering.unsupported("a non-constant window function argument " + operand);
  }

  private static long lower(RexWindowBound bound, Window window, int inputCount) {
    if (bound.isUnbounded()) {
      return Frame.UNBOUNDED;
    }
    if (bound.isCurrentRow()) {
      return 0;
    }
    long n = offset(bound, window, inputCount);
    return bound.isPreceding() ? n : -n;
  }

  private static long upper(RexWindowBound bound, Window window, int inputCount) {
    if (bound.isUnbounded()) {
      return Frame.UNBOUNDED;
    }
    if (bound.isCurrentRow()) {
      return 0;
    }
    long n = offset(bound, window, inputCount);
    return bound.isFollowing() ? n : -n;
  }

  private static long offset(RexWindowBound bound, Window window, int inputCount) {
    RexLiteral literal = literalOf(bound.getOffset(), window, inputCount);
    return literal.getValueAs(java.math.BigDecimal.class).longValueExact();
  }
}
