package io.quiver.table.planner;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeUtil;
import org.apache.calcite.sql2rel.SqlRexContext;
import org.apache.calcite.sql2rel.SqlRexConvertlet;
import org.apache.calcite.sql2rel.SqlRexConvertletTable;
import org.apache.calcite.sql2rel.StandardConvertletTable;

/**
 * Calcite's convertlets, except for comparisons of exact numbers whose common type would lose
 * scale. Calcite casts both sides of {@code =}, {@code <} ... to their least restrictive type, and
 * at 38 digits that type drops scale: DECIMAL(38, 38) against INTEGER becomes DECIMAL(38, 28), so
 * -1E-38 was rounded to 0 before being compared. The engine compares exact numbers of any two
 * scales exactly, so such a comparison keeps its operands as they are. The functions and the day
 * arithmetic of the standard dialect ({@link StandardFunctions}, {@link DayArithmetic}) are
 * rewritten here into operators the engine runs.
 */
final class QuiverConvertlets implements SqlRexConvertletTable {
  static final QuiverConvertlets INSTANCE = new QuiverConvertlets();

  private static final Set<SqlKind> COMPARISONS = EnumSet.of(SqlKind.EQUALS, SqlKind.NOT_EQUALS,
      SqlKind.LESS_THAN, SqlKind.LESS_THAN_OR_EQUAL, SqlKind.GREATER_THAN, SqlKind.GREATER_THAN_OR_EQUAL);

  private final SqlRexConvertlet exactComparison = this::convertExactComparison;

  private QuiverConvertlets() {}

  @Override
  public SqlRexConvertlet get(SqlCall call) {
    if (call.getOperator() instanceof StandardFunctions.RewrittenFunction function) {
      return function::convert;
    }
    if (DayArithmetic.isDayOperator(call)) {
      return DayArithmetic::convert;
    }
    if (call.getOperator() == StandardFunctions.CONCAT_TEXT) {
      return (cx, concat) -> cx.getRexBuilder().makeCall(cx.getValidator().getValidatedNodeType(concat),
          org.apache.calcite.sql.fun.SqlStdOperatorTable.CONCAT,
          List.of(cx.convertExpression(concat.operand(0)), cx.convertExpression(concat.operand(1))));
    }
    if (call.getOperator() == StandardFunctions.CARET_POWER) {
      return (cx, power) -> cx.getRexBuilder().makeCall(cx.getValidator().getValidatedNodeType(power),
          org.apache.calcite.sql.fun.SqlStdOperatorTable.POWER,
          List.of(cx.convertExpression(power.operand(0)), cx.convertExpression(power.operand(1))));
    }
    if (call.getOperator() == org.apache.calcite.sql.fun.SqlLibraryOperators.ILIKE
        || call.getOperator() == org.apache.calcite.sql.fun.SqlLibraryOperators.NOT_ILIKE) {
      return QuiverConvertlets::convertIlike;
    }
    if (call.getOperator() == StandardOperators.UNARY_PLUS_ANY) {
      return (cx, plus) -> cx.convertExpression(plus.operand(0));
    }
    if (call.getOperator() == CompositeCasts.CAST) {
      return CompositeCasts::convert;
    }
    if (call.getOperator() == QuiverFunctions.FRACTIONAL_AVG) {
      return QuiverConvertlets::convertFractionalAvg;
    }
    return COMPARISONS.contains(call.getKind()) && call.operandCount() == 2
        ? exactComparison
        : StandardConvertletTable.INSTANCE.get(call);
  }

  /**
   * A windowed AVG of the standard dialect, by Calcite's own expansion into SUM / COUNT (found by
   * operator, so the call names Calcite's AVG while it converts): the sum is cast to the call's
   * validated type, DOUBLE for integers, so the quotient is fractional.
   */
  private static RexNode convertFractionalAvg(SqlRexContext cx, SqlCall call) {
    org.apache.calcite.sql.SqlBasicCall avg = (org.apache.calcite.sql.SqlBasicCall) call;
    avg.setOperator(org.apache.calcite.sql.fun.SqlStdOperatorTable.AVG);
    try {
      return StandardConvertletTable.INSTANCE.get(avg).convertCall(cx, avg);
    } finally {
      avg.setOperator(QuiverFunctions.FRACTIONAL_AVG);
    }
  }

  /**
   * {@code a ILIKE p} (PostgreSQL, DuckDB): {@code LOWER(a) LIKE LOWER(p)}, with its ESCAPE;
   * NOT ILIKE is its negation.
   */
  private static RexNode convertIlike(SqlRexContext cx, SqlCall call) {
    org.apache.calcite.rex.RexBuilder rex = cx.getRexBuilder();
    List<RexNode> operands = new java.util.ArrayList<>();
    for (int i = 0; i < call.operandCount(); i++) {
      RexNode operand = cx.convertExpression(call.operand(i));
      operands.add(i < 2 ? rex.makeCall(org.apache.calcite.sql.fun.SqlStdOperatorTable.LOWER, operand) : operand);
    }
    RexNode like = rex.makeCall(org.apache.calcite.sql.fun.SqlStdOperatorTable.LIKE, operands);
    return call.getOperator() == org.apache.calcite.sql.fun.SqlLibraryOperators.NOT_ILIKE
        ? rex.makeCall(org.apache.calcite.sql.fun.SqlStdOperatorTable.NOT, like) : like;
  }

  private RexNode convertExactComparison(SqlRexContext cx, SqlCall call) {
    RelDataType leftType = cx.getValidator().getValidatedNodeType(call.operand(0));
    RelDataType rightType = cx.getValidator().getValidatedNodeType(call.operand(1));
    if (!commonTypeLosesScale(cx.getTypeFactory(), leftType, rightType)) {
      return StandardConvertletTable.INSTANCE.get(call).convertCall(cx, call);
    }
    RexNode left = cx.convertExpression(call.operand(0));
    RexNode right = cx.convertExpression(call.operand(1));
    return cx.getRexBuilder().makeCall(call.getOperator(), List.of(left, right));
  }

  /** True for exact numbers whose least restrictive type rounds one of them (38 digits are too few). */
  static boolean commonTypeLosesScale(RelDataTypeFactory typeFactory, RelDataType a, RelDataType b) {
    if (!SqlTypeUtil.isExactNumeric(a) || !SqlTypeUtil.isExactNumeric(b)
        || a.getSqlTypeName() != SqlTypeName.DECIMAL && b.getSqlTypeName() != SqlTypeName.DECIMAL) {
      return false;
    }
    RelDataType common = typeFactory.leastRestrictive(List.of(a, b));
    return common != null && common.getSqlTypeName() == SqlTypeName.DECIMAL
        && common.getScale() < Math.max(scale(a), scale(b));
  }

  private static int scale(RelDataType type) {
    return type.getSqlTypeName() == SqlTypeName.DECIMAL ? type.getScale() : 0;
  }
}
