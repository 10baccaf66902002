package io.quiver.table.planner;

import com.google.common.collect.Range;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.gen.InSets;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.util.Sarg;

/**
 * Lowers Calcite's {@code SEARCH(x, Sarg[points])} (what {@code x IN (c1, ..., cn)} and ORs of
 * equalities become) to the engine's IN operator over a hash set, instead of expanding it to an OR
 * of n equalities: ten thousand constants would otherwise be ten thousand comparisons per row and
 * megabytes of generated code.
 */
final class InLists {
  /** Below this many constants, inline comparisons are as fast as a set and need no lookup. */
  static final int MIN_POINTS = 8;

  private InLists() {}

  /** The IN expression for {@code search}, or null when it is not a long enough list of points. */
  static Expr lower(RexLowering lowering, RexBuilder rexBuilder, RexCall search) {
    RexNode probe = search.getOperands().get(0);
    if (!(search.getOperands().get(1) instanceof RexLiteral literal)) {
      return null;
    }
    Sarg<?> sarg = literal.getValueAs(Sarg.class);
    SqlType probeType = TypeConversion.toSqlType(probe.getType());
    if (sarg == null || !InSets.supports(probeType)) {
      return null;
    }
    boolean negated = !sarg.isPoints() && sarg.isComplementedPoints();
    Sarg<?> points = negated ? sarg.negate() : sarg;
    if (!points.isPoints() || points.pointCount < MIN_POINTS) {
      return null;
    }
    List<Expr> operands = new ArrayList<>();
    operands.add(lowering.lower(probe));
    for (Range<?> range : points.rangeSet.asRanges()) {
      RexNode constant = rexBuilder.makeLiteral(range.lowerEndpoint(), probe.getType(), false);
      if (!(constant instanceof RexLiteral constantLiteral)) {
        return null;
      }
      operands.add(RexLowering.literal(constantLiteral));
    }
    SqlType bool = SqlType.of(TypeId.BOOLEAN).withNullable(true);
    Expr in = new Call(Operator.IN, operands, bool);
    if (negated) {
      in = new Call(Operator.NOT, List.of(in), bool);
    }
    // SEARCH says what a NULL probe yields; IN itself yields NULL.
    return switch (sarg.nullAs) {
      case UNKNOWN -> in;
      case FALSE -> new Call(Operator.IS_TRUE, List.of(in), SqlType.of(TypeId.BOOLEAN));
      case TRUE -> new Call(Operator.IS_NOT_FALSE, List.of(in), SqlType.of(TypeId.BOOLEAN));
    };
  }
}
