package io.quiver.table.planner;

import io.quiver.table.planner.StandardFunctions.RewrittenFunction;
import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeTransforms;
import org.apache.calcite.sql.util.SqlOperatorTables;

/**
 * Built-in functions of Flink's SQL that Calcite's standard table lacks, for the default (Flink)
 * dialect. Each is rewritten into standard expressions when converted (see {@link QuiverConvertlets}),
 * so the engine needs nothing new; each has Flink's result type.
 */
final class FlinkFunctions {
  private FlinkFunctions() {}

  /** IF(condition, then, else): a CASE; the result is the common type of the two branches. */
  static final SqlFunction IF = new RewrittenFunction("IF",
      binding -> binding.getTypeFactory().leastRestrictive(List.of(binding.getOperandType(1), binding.getOperandType(2))),
      OperandTypes.family(SqlTypeFamily.BOOLEAN, SqlTypeFamily.ANY, SqlTypeFamily.ANY), SqlFunctionCategory.SYSTEM,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.CASE,
          List.of(args.get(0), rex.ensureType(type, args.get(1), true), rex.ensureType(type, args.get(2), true))));

  /** LOG2(x) = LN(x) / LN(2), as Flink computes it. */
  static final SqlFunction LOG2 = new RewrittenFunction("LOG2", ReturnTypes.DOUBLE_NULLABLE, OperandTypes.NUMERIC,
      SqlFunctionCategory.NUMERIC, (rex, args, type) -> ratioOfLogs(rex, args.get(0), rex.makeApproxLiteral(
          java.math.BigDecimal.valueOf(2)), type));

  /** LOG(x) is LN(x); LOG(base, x) = LN(x) / LN(base), as Flink computes it. */
  static final SqlFunction LOG = new RewrittenFunction("LOG", ReturnTypes.DOUBLE_NULLABLE,
      OperandTypes.or(OperandTypes.NUMERIC, OperandTypes.NUMERIC_NUMERIC), SqlFunctionCategory.NUMERIC,
      (rex, args, type) -> args.size() == 1
          ? rex.makeCall(type, SqlStdOperatorTable.LN, List.of(toDouble(rex, args.get(0))))
          : ratioOfLogs(rex, args.get(1), args.get(0), type));

  /** Flink's CONCAT_WS: NULL arguments skipped; the result is a nullable STRING. */
  static final SqlFunction CONCAT_WS = new RewrittenFunction("CONCAT_WS",
      ReturnTypes.explicit(SqlTypeName.VARCHAR).andThen(SqlTypeTransforms.FORCE_NULLABLE),
      StandardFunctions.CONCAT_WS.getOperandTypeChecker(), SqlFunctionCategory.STRING,
      StandardFunctions::concatWsRewrite);


  /**
   * {@code *} with Flink's DECIMAL result: DECIMAL(p1 + p2 + 1, s1 + s2), narrowed to 38 digits
   * keeping at least 6 fractional ones (Flink's {@code LogicalTypeMerging}); other types as Calcite.
   */
  static final org.apache.calcite.sql.SqlBinaryOperator MULTIPLY =
      new org.apache.calcite.sql.fun.SqlMonotonicBinaryOperator("*", org.apache.calcite.sql.SqlKind.TIMES, 60, true,
          FlinkFunctions::productType, org.apache.calcite.sql.type.InferTypes.FIRST_KNOWN,
          OperandTypes.MULTIPLY_OPERATOR);

  private static RelDataType productType(org.apache.calcite.sql.SqlOperatorBinding binding) {
    RelDataType a = binding.getOperandType(0);
    RelDataType b = binding.getOperandType(1);
    if (org.apache.calcite.sql.type.SqlTypeUtil.isExactNumeric(a) && org.apache.calcite.sql.type.SqlTypeUtil.isExactNumeric(b)
        && (org.apache.calcite.sql.type.SqlTypeUtil.isDecimal(a) || org.apache.calcite.sql.type.SqlTypeUtil.isDecimal(b))) {
      RelDataType product = decimal(binding.getTypeFactory(), digits(a) + digits(b) + 1, a.getScale() + b.getScale());
      return binding.getTypeFactory().createTypeWithNullability(product, a.isNullable() || b.isNullable());
    }
    return ReturnTypes.PRODUCT_NULLABLE.inferReturnType(binding);
  }

  /**
   * ROUND with Flink's result type: ROUND(DECIMAL(p, s), r) is DECIMAL(1 + p - s + r, r) when
   * r < s (rounding may add a digit), DECIMAL(1 + p - s, 0) for r < 0; other types keep theirs.
   */
  static final SqlFunction ROUND = org.apache.calcite.sql.SqlBasicFunction.create("ROUND",
      FlinkFunctions::roundType, OperandTypes.NUMERIC_OPTIONAL_INTEGER, SqlFunctionCategory.NUMERIC);

  private static RelDataType roundType(org.apache.calcite.sql.SqlOperatorBinding binding) {
    RelDataType x = binding.getOperandType(0);
    if (!org.apache.calcite.sql.type.SqlTypeUtil.isDecimal(x)
        || binding.getOperandCount() > 1 && !binding.isOperandLiteral(1, false)) {
      return ReturnTypes.ARG0_NULLABLE.inferReturnType(binding);
    }
    int round = binding.getOperandCount() > 1 ? binding.getOperandLiteralValue(1, Integer.class) : 0;
    int p = x.getPrecision();
    int s = x.getScale();
    RelDataType type = round >= s ? x
        : round < 0 ? decimal(binding.getTypeFactory(), 1 + p - s, 0)
        : decimal(binding.getTypeFactory(), 1 + p - s + round, round);
    boolean nullable = x.isNullable() || binding.getOperandCount() > 1 && binding.getOperandType(1).isNullable();
    return binding.getTypeFactory().createTypeWithNullability(type, nullable);
  }

  /** The digits of an exact numeric type as Flink counts them (INT is DECIMAL(10, 0)). */
  private static int digits(RelDataType type) {
    return switch (type.getSqlTypeName()) {
      case TINYINT -> 3;
      case SMALLINT -> 5;
      case INTEGER -> 10;
      case BIGINT -> 19;
      default -> type.getPrecision();
    };
  }

  /** DECIMAL(precision, scale) narrowed to 38 digits as Flink's {@code adjustPrecisionScale} does. */
  private static RelDataType decimal(org.apache.calcite.rel.type.RelDataTypeFactory factory, int precision, int scale) {
    if (precision > 38) {
      int integral = precision - scale;
      scale = Math.max(38 - integral, Math.min(scale, 6));
      precision = 38;
    }
    return factory.createSqlType(SqlTypeName.DECIMAL, precision, scale);
  }

  static final SqlOperatorTable TABLE = SqlOperatorTables.of(IF, LOG2, LOG, CONCAT_WS);

  private static RexNode ratioOfLogs(RexBuilder rex, RexNode x, RexNode base, RelDataType type) {
    RelDataType dbl = rex.getTypeFactory().createTypeWithNullability(
        rex.getTypeFactory().createSqlType(SqlTypeName.DOUBLE), type.isNullable());
    return rex.makeCall(type, SqlStdOperatorTable.DIVIDE, List.of(
        rex.makeCall(dbl, SqlStdOperatorTable.LN, List.of(toDouble(rex, x))),
        rex.makeCall(dbl, SqlStdOperatorTable.LN, List.of(toDouble(rex, base)))));
  }

  private static RexNode toDouble(RexBuilder rex, RexNode x) {
    RelDataType dbl = rex.getTypeFactory().createTypeWithNullability(
        rex.getTypeFactory().createSqlType(SqlTypeName.DOUBLE), x.getType().isNullable());
    return rex.ensureType(dbl, x, true);
  }
}
