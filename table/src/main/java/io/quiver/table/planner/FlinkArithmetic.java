package io.quiver.table.planner;

import io.quiver.table.planner.functions.FlinkBuiltins;
import java.util.EnumSet;
import java.util.Set;
import org.apache.calcite.rel.RelHomogeneousShuttle;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexShuttle;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Flink's semantics of integer arithmetic and of casts to integers, for the default dialect (the
 * standard one keeps the engine's checked arithmetic and rounding casts, as PostgreSQL does):
 * {@code +}, {@code -} and {@code *} of INT or BIGINT wrap around on overflow, and a CAST of a
 * DECIMAL, FLOAT or DOUBLE to an integer type drops the fraction ({@code CAST(1.7 AS INT)} is 1,
 * {@code CAST(-1.7 AS INT)} is -1), as Flink's generated Java does.
 */
final class FlinkArithmetic extends RexShuttle {
  private static final Set<SqlKind> WRAPPING = EnumSet.of(SqlKind.PLUS, SqlKind.MINUS, SqlKind.TIMES);
  private static final Set<SqlTypeName> INTEGERS = EnumSet.of(SqlTypeName.TINYINT, SqlTypeName.SMALLINT,
      SqlTypeName.INTEGER, SqlTypeName.BIGINT);
  private static final Set<SqlTypeName> FRACTIONAL = EnumSet.of(SqlTypeName.DECIMAL, SqlTypeName.REAL,
      SqlTypeName.FLOAT, SqlTypeName.DOUBLE);

  private final RexBuilder rex;

  private FlinkArithmetic(RexBuilder rex) {
    this.rex = rex;
  }

  /** {@code rel} with its expressions, and its inputs' and subqueries', given Flink's semantics. */
  static RelNode apply(RelNode rel, RexBuilder rex) {
    FlinkArithmetic expressions = new FlinkArithmetic(rex);
    return rel.accept(new RelHomogeneousShuttle() {
      @Override
      public RelNode visit(RelNode other) {
        return super.visit(other).accept(expressions);
      }
    });
  }

  @Override
  public RexNode visitCall(RexCall original) {
    RexNode visited = super.visitCall(original);
    if (!(visited instanceof RexCall call)) {
      return visited;
    }
    RelDataType type = call.getType();
    SqlTypeName result = type.getSqlTypeName();
    if (WRAPPING.contains(call.getKind()) && call.getOperands().size() == 2
        && (result == SqlTypeName.INTEGER || result == SqlTypeName.BIGINT)
        && call.getOperands().stream().allMatch(o -> INTEGERS.contains(o.getType().getSqlTypeName()))) {
      return rex.makeCall(type, FlinkBuiltins.wrapping(call.getKind(), result), call.getOperands());
    }
    if (call.getKind() == SqlKind.CAST && INTEGERS.contains(result)) {
      RexNode operand = call.getOperands().get(0);
      RelDataType from = operand.getType();
      if (FRACTIONAL.contains(from.getSqlTypeName())
          && (from.getSqlTypeName() != SqlTypeName.DECIMAL || from.getScale() > 0)) {
        RexNode whole = rex.makeCall(from, SqlStdOperatorTable.TRUNCATE, java.util.List.of(operand));
        return rex.makeCast(type, whole, true, false);
      }
    }
    return call;
  }
}
