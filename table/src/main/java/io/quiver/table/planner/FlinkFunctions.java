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

  /** VARCHAR of the first operand's length, always nullable: Flink's SUBSTRING, LEFT and RIGHT. */
  static final org.apache.calcite.sql.type.SqlReturnTypeInference ARG0_VARCHAR_FORCE_NULLABLE = binding -> {
    RelDataType arg = binding.getOperandType(0);
    SqlTypeName varying = org.apache.calcite.sql.type.SqlTypeUtil.isBinary(arg) ? SqlTypeName.VARBINARY : SqlTypeName.VARCHAR;
    RelDataType type = arg.getPrecision() == RelDataType.PRECISION_NOT_SPECIFIED
        ? binding.getTypeFactory().createSqlType(varying)
        : binding.getTypeFactory().createSqlType(varying, arg.getPrecision());
    return binding.getTypeFactory().createTypeWithNullability(type, true);
  };

  /** STRING, nullable when an operand is: Flink's CONCAT and REPLACE. */
  private static final org.apache.calcite.sql.type.SqlReturnTypeInference STRING_NULLABLE =
      ReturnTypes.explicit(SqlTypeName.VARCHAR).andThen(SqlTypeTransforms.TO_NULLABLE);

  /** SUBSTRING(s FROM start [FOR length]) typed as Flink types it. */
  static final SqlFunction SUBSTRING = new RewrittenFunction("SUBSTRING", ARG0_VARCHAR_FORCE_NULLABLE,
      OperandTypes.or(OperandTypes.family(SqlTypeFamily.STRING, SqlTypeFamily.INTEGER),
          OperandTypes.family(SqlTypeFamily.STRING, SqlTypeFamily.INTEGER, SqlTypeFamily.INTEGER)),
      SqlFunctionCategory.STRING, (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.SUBSTRING, args));

  /**
   * SUBSTR(s, start [, length]): SUBSTRING nullable only when an operand is, as Flink types SUBSTR
   * and the Table API's {@code substring} (SQL's SUBSTRING is always nullable in Flink).
   */
  static final SqlFunction SUBSTR = new RewrittenFunction("SUBSTR", ReturnTypes.ARG0_NULLABLE_VARYING,
      SUBSTRING.getOperandTypeChecker(), SqlFunctionCategory.STRING,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.SUBSTRING, args));

  /** REPLACE(s, search, replacement): a STRING, as in Flink. */
  static final SqlFunction REPLACE = new RewrittenFunction("REPLACE", STRING_NULLABLE,
      OperandTypes.STRING_STRING_STRING, SqlFunctionCategory.STRING,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.REPLACE, args));

  /** Flink's CONCAT: a STRING, NULL when any argument is NULL (PostgreSQL's skips them). */
  static final SqlFunction CONCAT = new RewrittenFunction("CONCAT", STRING_NULLABLE,
      OperandTypes.repeat(org.apache.calcite.sql.type.SqlOperandCountRanges.from(1), OperandTypes.STRING),
      SqlFunctionCategory.STRING, (rex, args, type) -> {
        RexNode result = args.get(0);
        for (RexNode next : args.subList(1, args.size())) {
          result = rex.makeCall(type, SqlStdOperatorTable.CONCAT, List.of(result, next));
        }
        return rex.ensureType(type, result, true);
      });

  /**
   * Flink's DATE_FORMAT: a STRING, always nullable; of a timestamp, or of a string read as a
   * TIMESTAMP(3) (NULL when it is not one, as in Flink).
   */
  static final SqlFunction DATE_FORMAT = new RewrittenFunction("DATE_FORMAT",
      ReturnTypes.explicit(SqlTypeName.VARCHAR).andThen(SqlTypeTransforms.FORCE_NULLABLE),
      OperandTypes.or(OperandTypes.family(SqlTypeFamily.DATETIME, SqlTypeFamily.STRING),
          OperandTypes.family(SqlTypeFamily.CHARACTER, SqlTypeFamily.STRING)), SqlFunctionCategory.TIMEDATE,
      (rex, args, type) -> {
        RexNode value = args.get(0);
        if (org.apache.calcite.sql.type.SqlTypeUtil.inCharFamily(value.getType())) {
          RelDataType timestamp = rex.getTypeFactory().createTypeWithNullability(
              rex.getTypeFactory().createSqlType(SqlTypeName.TIMESTAMP, 3), true);
          value = rex.makeCall(timestamp, org.apache.calcite.sql.fun.SqlLibraryOperators.TRY_CAST, List.of(value));
        }
        return rex.makeCall(type, QuiverFunctions.DATE_FORMAT, List.of(value, args.get(1)));
      });

  /** TRUNCATE(x [, places]) with ROUND's result type, as Flink types it: TRUNCATE(12.345, 1) is DECIMAL(4, 1). */
  static final SqlFunction TRUNCATE = org.apache.calcite.sql.SqlBasicFunction.create("TRUNCATE",
      FlinkFunctions::roundType, OperandTypes.NUMERIC_OPTIONAL_INTEGER, SqlFunctionCategory.NUMERIC);

  /** IFNULL(x, replacement): COALESCE, nullable only when the replacement is (Flink's type). */
  static final SqlFunction IFNULL = new RewrittenFunction("IFNULL", binding -> {
        RelDataType common = binding.getTypeFactory().leastRestrictive(
            List.of(binding.getOperandType(0), binding.getOperandType(1)));
        return common == null ? null
            : binding.getTypeFactory().createTypeWithNullability(common, binding.getOperandType(1).isNullable());
      }, OperandTypes.ANY_ANY, SqlFunctionCategory.SYSTEM,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.CASE, List.of(
          rex.makeCall(SqlStdOperatorTable.IS_NOT_NULL, args.get(0)),
          rex.ensureType(type, args.get(0), !type.isNullable()), rex.ensureType(type, args.get(1), true))));

  /** Flink's GREATEST and LEAST: the common type; NULL when any argument is NULL. */
  static final SqlFunction GREATEST = extreme("GREATEST", SqlStdOperatorTable.GREATER_THAN_OR_EQUAL);
  static final SqlFunction LEAST = extreme("LEAST", SqlStdOperatorTable.LESS_THAN_OR_EQUAL);

  private static SqlFunction extreme(String name, org.apache.calcite.sql.SqlOperator keeps) {
    return new RewrittenFunction(name, ReturnTypes.LEAST_RESTRICTIVE.andThen(SqlTypeTransforms.TO_NULLABLE),
        OperandTypes.SAME_VARIADIC, SqlFunctionCategory.SYSTEM, (rex, args, type) -> {
          List<RexNode> values = args.stream().map(arg -> rex.ensureType(type, arg, false)).toList();
          // CASE WHEN any IS NULL THEN NULL WHEN a1 keeps every other THEN a1 ... ELSE an END:
          // each argument appears a number of times linear in the count, not exponential.
          List<RexNode> branches = new java.util.ArrayList<>();
          List<RexNode> nullTests = values.stream().filter(v -> v.getType().isNullable())
              .map(v -> rex.makeCall(SqlStdOperatorTable.IS_NULL, v)).toList();
          if (!nullTests.isEmpty()) {
            branches.add(org.apache.calcite.rex.RexUtil.composeDisjunction(rex, nullTests));
            branches.add(rex.makeNullLiteral(type));
          }
          for (int i = 0; i < values.size() - 1; i++) {
            List<RexNode> wins = new java.util.ArrayList<>();
            for (int j = i + 1; j < values.size(); j++) {
              wins.add(rex.makeCall(keeps, values.get(i), values.get(j)));
            }
            branches.add(org.apache.calcite.rex.RexUtil.composeConjunction(rex, wins));
            branches.add(values.get(i));
          }
          branches.add(values.get(values.size() - 1));
          return branches.size() == 1 ? branches.get(0) : rex.makeCall(type, SqlStdOperatorTable.CASE, branches);
        });
  }

  /** TYPEOF(x): the operand's type as Flink prints it ({@code INT NOT NULL}), a nullable STRING. */
  static final SqlFunction TYPEOF = new RewrittenFunction("TYPEOF",
      ReturnTypes.explicit(SqlTypeName.VARCHAR).andThen(SqlTypeTransforms.FORCE_NULLABLE),
      OperandTypes.or(OperandTypes.ANY, OperandTypes.family(SqlTypeFamily.ANY, SqlTypeFamily.BOOLEAN)),
      SqlFunctionCategory.SYSTEM, (rex, args, type) -> rex.makeAbstractCast(type,
          rex.makeLiteral(TypeConversion.toDataType(args.get(0).getType()).toString()), false));

  /** A STRING (VARCHAR of the largest length), nullable or not. */
  private static RelDataType string(org.apache.calcite.sql.SqlOperatorBinding binding, boolean nullable) {
    return binding.getTypeFactory().createTypeWithNullability(
        binding.getTypeFactory().createSqlType(SqlTypeName.VARCHAR), nullable);
  }

  /** Whether Calcite typed a JSON function's result as its default VARCHAR(2000): Flink's is a STRING. */
  private static boolean calciteDefaultText(RelDataType type) {
    return type.getSqlTypeName() == SqlTypeName.VARCHAR && type.getPrecision() == 2000;
  }

  /** JSON_VALUE: a nullable STRING unless RETURNING says otherwise, as in Flink. */
  static final SqlFunction JSON_VALUE = new org.apache.calcite.sql.fun.SqlJsonValueFunction("JSON_VALUE") {
    @Override
    public RelDataType inferReturnType(org.apache.calcite.sql.SqlOperatorBinding binding) {
      RelDataType calcite = super.inferReturnType(binding);
      return calciteDefaultText(calcite) ? string(binding, true) : calcite;
    }
  };

  /** JSON_QUERY: a nullable STRING, as in Flink. */
  static final SqlFunction JSON_QUERY = new org.apache.calcite.sql.fun.SqlJsonQueryFunction() {
    @Override
    public RelDataType inferReturnType(org.apache.calcite.sql.SqlOperatorBinding binding) {
      RelDataType calcite = super.inferReturnType(binding);
      return calciteDefaultText(calcite) ? string(binding, true) : calcite;
    }
  };

  /** JSON_OBJECT: a STRING, never NULL, as in Flink. */
  static final SqlFunction JSON_OBJECT = new org.apache.calcite.sql.fun.SqlJsonObjectFunction() {
    @Override
    public RelDataType inferReturnType(org.apache.calcite.sql.SqlOperatorBinding binding) {
      return string(binding, false);
    }
  };

  /** JSON_ARRAY: a STRING, never NULL, as in Flink. */
  static final SqlFunction JSON_ARRAY = new org.apache.calcite.sql.fun.SqlJsonArrayFunction() {
    @Override
    public RelDataType inferReturnType(org.apache.calcite.sql.SqlOperatorBinding binding) {
      return string(binding, false);
    }
  };

  static final SqlOperatorTable TABLE = SqlOperatorTables.of(IF, LOG2, LOG, CONCAT_WS, CONCAT, DATE_FORMAT, IFNULL,
      GREATEST, LEAST, SUBSTR);

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
