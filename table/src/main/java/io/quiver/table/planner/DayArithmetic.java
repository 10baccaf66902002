package io.quiver.table.planner;

import java.util.List;
import org.apache.calcite.avatica.util.TimeUnit;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlCallBinding;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperatorBinding;
import org.apache.calcite.sql.fun.SqlMonotonicBinaryOperator;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.type.InferTypes;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeUtil;
import org.apache.calcite.sql2rel.SqlRexContext;
import org.apache.calcite.sql2rel.StandardConvertletTable;

/**
 * {@code DATE + INTEGER}, {@code INTEGER + DATE} and {@code DATE - INTEGER} add days, and
 * {@code DATE - DATE} is the number of days between, as in PostgreSQL and DuckDB (the standard
 * dialect, whose operator table holds these in place of Calcite's {@code +} and {@code -}). The
 * conversion turns day arithmetic into TIMESTAMPADD / TIMESTAMPDIFF by DAY, which the engine runs,
 * and gives the rest back to Calcite's {@code +} and {@code -}.
 */
final class DayArithmetic {
  private DayArithmetic() {}

  static final SqlMonotonicBinaryOperator PLUS = new DayOperator("+", SqlKind.PLUS, ReturnTypes.NULLABLE_SUM,
      new TwoOperands(OperandTypes.PLUS_OPERATOR.or(OperandTypes.family(SqlTypeFamily.DATE, SqlTypeFamily.INTEGER))
          .or(OperandTypes.family(SqlTypeFamily.INTEGER, SqlTypeFamily.DATE))));
  static final SqlMonotonicBinaryOperator MINUS = new DayOperator("-", SqlKind.MINUS, ReturnTypes.NULLABLE_SUM,
      new TwoOperands(OperandTypes.MINUS_OPERATOR.or(OperandTypes.family(SqlTypeFamily.DATE, SqlTypeFamily.INTEGER))
          .or(OperandTypes.family(SqlTypeFamily.DATE, SqlTypeFamily.DATE))));

  /**
   * A binary operator's checker whose operand count is fixed. The validator asks for the count
   * range each time it reads an operand of a call, and the range of a chain of {@code or}ed
   * checkers is recomputed through every link on each question: with the day operators' seven
   * links, that was a quarter of validating an arithmetic-heavy statement.
   */
  private static final class TwoOperands implements org.apache.calcite.sql.type.SqlOperandTypeChecker {
    private static final org.apache.calcite.sql.SqlOperandCountRange TWO =
        org.apache.calcite.sql.type.SqlOperandCountRanges.of(2);
    private final org.apache.calcite.sql.type.SqlOperandTypeChecker delegate;

    TwoOperands(org.apache.calcite.sql.type.SqlOperandTypeChecker delegate) {
      this.delegate = delegate;
    }

    @Override
    public boolean checkOperandTypes(SqlCallBinding binding, boolean throwOnFailure) {
      castUntypedLiteral(binding);
      return delegate.checkOperandTypes(binding, throwOnFailure);
    }

    @Override
    public org.apache.calcite.sql.SqlOperandCountRange getOperandCountRange() {
      return TWO;
    }

    @Override
    public String getAllowedSignatures(org.apache.calcite.sql.SqlOperator op, String opName) {
      return delegate.getAllowedSignatures(op, opName);
    }

    @Override
    public Consistency getConsistency() {
      return delegate.getConsistency();
    }

    @Override
    public boolean isOptional(int i) {
      return delegate.isOptional(i);
    }

    @Override
    public boolean isFixedParameters() {
      return delegate.isFixedParameters();
    }

    @Override
    public org.apache.calcite.sql.type.SqlOperandTypeInference typeInference() {
      return delegate.typeInference();
    }
  }

  /**
   * PostgreSQL's untyped literal: in {@code 1 + '2'} the string takes the type of the number on
   * the other side (DuckDB reads it alike), so the sum is 3; a string that is no such number is
   * 22018 where it is cast. A DECIMAL side gives the literal a DECIMAL of its own digits, so
   * {@code 1.5 + '2.25'} keeps them. A column of text beside a number stays refused (42804).
   */
  private static void castUntypedLiteral(SqlCallBinding binding) {
    SqlCall call = binding.getCall();
    for (int i = 0; i < 2; i++) {
      if (!(call.operand(i) instanceof org.apache.calcite.sql.SqlCharStringLiteral literal)
          || call.operand(1 - i) instanceof org.apache.calcite.sql.SqlCharStringLiteral) {
        continue;
      }
      RelDataType other = binding.getValidator().deriveType(binding.getScope(), call.operand(1 - i));
      if (!SqlTypeUtil.isNumeric(other)) {
        continue;
      }
      org.apache.calcite.sql.parser.SqlParserPos pos = literal.getParserPosition();
      org.apache.calcite.sql.SqlBasicTypeNameSpec type = new org.apache.calcite.sql.SqlBasicTypeNameSpec(
          other.getSqlTypeName(), pos);
      if (other.getSqlTypeName() == SqlTypeName.DECIMAL) {
        try {
          java.math.BigDecimal value = new java.math.BigDecimal(literal.getValueAs(String.class).strip());
          int scale = Math.max(0, value.scale());
          type = new org.apache.calcite.sql.SqlBasicTypeNameSpec(SqlTypeName.DECIMAL,
              Math.max(1, Math.max(value.precision(), scale + 1)), scale, pos);
        } catch (NumberFormatException e) {
          // the cast to the other side's DECIMAL reports it (22018)
        }
      }
      ((SqlBasicCall) call).setOperand(i, SqlStdOperatorTable.CAST.createCall(pos, literal,
          new org.apache.calcite.sql.SqlDataTypeSpec(type, pos)));
      binding.getValidator().deriveType(binding.getScope(), call.operand(i));
      return;
    }
  }

  private static final class DayOperator extends SqlMonotonicBinaryOperator {
    DayOperator(String name, SqlKind kind, org.apache.calcite.sql.type.SqlReturnTypeInference returnType,
        org.apache.calcite.sql.type.SqlOperandTypeChecker operands) {
      super(name, kind, 40, true, returnType, DayArithmetic::inferMarker, operands);
    }

    @Override
    public RelDataType inferReturnType(SqlOperatorBinding binding) {
      RelDataType left = binding.getOperandType(0);
      RelDataType right = binding.getOperandType(1);
      boolean nullable = left.isNullable() || right.isNullable();
      if (isDate(left) && isDate(right)) {
        return binding.getTypeFactory().createTypeWithNullability(
            binding.getTypeFactory().createSqlType(SqlTypeName.INTEGER), nullable);
      }
      if (isDate(left) && SqlTypeUtil.isIntType(right) || isDate(right) && SqlTypeUtil.isIntType(left)) {
        return binding.getTypeFactory().createTypeWithNullability(
            binding.getTypeFactory().createSqlType(SqlTypeName.DATE), nullable);
      }
      return getKind() == SqlKind.PLUS
          ? SqlStdOperatorTable.PLUS.inferReturnType(binding)
          : SqlStdOperatorTable.MINUS.inferReturnType(binding);
    }
  }

  /** A {@code ?} beside a DATE counts days (an INTEGER); beside anything else it takes that type. */
  private static void inferMarker(org.apache.calcite.sql.SqlCallBinding binding, RelDataType returnType,
      RelDataType[] operandTypes) {
    InferTypes.FIRST_KNOWN.inferOperandTypes(binding, returnType, operandTypes);
    for (int i = 0; i < operandTypes.length && operandTypes.length == 2; i++) {
      if (binding.operand(i) instanceof org.apache.calcite.sql.SqlDynamicParam
          && !(binding.operand(1 - i) instanceof org.apache.calcite.sql.SqlDynamicParam)
          && isDate(binding.getValidator().deriveType(binding.getScope(), binding.operand(1 - i)))) {
        operandTypes[i] = binding.getTypeFactory().createSqlType(SqlTypeName.INTEGER);
      }
    }
  }

  private static boolean isDate(RelDataType type) {
    return type.getSqlTypeName() == SqlTypeName.DATE;
  }

  /**
   * Swaps Calcite's binary {@code +} and {@code -} in {@code node} for the day-aware ones, in
   * place. The validator would find them in the operator table anyway, but only after it has
   * typed the {@code ?} markers with the operator the parser chose.
   */
  static void accept(org.apache.calcite.sql.SqlNode node) {
    node.accept(new org.apache.calcite.sql.util.SqlBasicVisitor<Void>() {
      @Override
      public Void visit(SqlCall call) {
        if (call instanceof SqlBasicCall basic && call.operandCount() == 2) {
          if (call.getOperator() == SqlStdOperatorTable.PLUS) {
            basic.setOperator(PLUS);
          } else if (call.getOperator() == SqlStdOperatorTable.MINUS) {
            basic.setOperator(MINUS);
          }
        }
        return super.visit(call);
      }
    });
  }

  static boolean isDayOperator(SqlCall call) {
    return call.getOperator() == PLUS || call.getOperator() == MINUS;
  }

  /** Converts a validated call of the day-aware {@code +} or {@code -}. */
  static RexNode convert(SqlRexContext cx, SqlCall call) {
    RelDataType left = cx.getValidator().getValidatedNodeType(call.operand(0));
    RelDataType right = cx.getValidator().getValidatedNodeType(call.operand(1));
    boolean plus = call.getOperator() == PLUS;
    RexBuilder rex = cx.getRexBuilder();
    if (isDate(left) && isDate(right)) {
      RelDataType type = cx.getValidator().getValidatedNodeType(call);
      RexNode days = rex.makeCall(SqlStdOperatorTable.TIMESTAMP_DIFF, rex.makeFlag(TimeUnit.DAY),
          cx.convertExpression(call.operand(1)), cx.convertExpression(call.operand(0)));
      return rex.makeCast(type, days);
    }
    if (isDate(left) && SqlTypeUtil.isIntType(right) || SqlTypeUtil.isIntType(left) && isDate(right)) {
      RexNode date = cx.convertExpression(isDate(left) ? call.operand(0) : call.operand(1));
      RexNode days = cx.convertExpression(isDate(left) ? call.operand(1) : call.operand(0));
      if (!plus) {
        days = rex.makeCall(SqlStdOperatorTable.UNARY_MINUS, days);
      }
      return rex.makeCall(SqlStdOperatorTable.TIMESTAMP_ADD, List.of(rex.makeFlag(TimeUnit.DAY), days, date));
    }
    ((SqlBasicCall) call).setOperator(plus ? SqlStdOperatorTable.PLUS : SqlStdOperatorTable.MINUS);
    return StandardConvertletTable.INSTANCE.get(call).convertCall(cx, call);
  }
}
