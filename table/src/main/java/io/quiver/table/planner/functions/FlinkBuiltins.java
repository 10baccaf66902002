package io.quiver.table.planner.functions;

import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlOperatorBinding;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;
import org.apache.calcite.sql.type.SqlOperandTypeChecker;
import org.apache.calcite.sql.type.SqlReturnTypeInference;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeTransforms;
import org.apache.calcite.sql.util.SqlOperatorTables;

/**
 * Flink's built-in functions that {@link FlinkFunctionLibrary} computes, for the default (Flink)
 * dialect, each with Flink's result type: hashing, strings, regular expressions, encodings,
 * trigonometry, parts of dates, and conversions between text, dates and epoch seconds.
 */
public final class FlinkBuiltins {
  private FlinkBuiltins() {}

  private static final SqlReturnTypeInference STRING = ReturnTypes.explicit(SqlTypeName.VARCHAR)
      .andThen(SqlTypeTransforms.TO_NULLABLE);
  private static final SqlReturnTypeInference STRING_OR_NULL = ReturnTypes.explicit(SqlTypeName.VARCHAR)
      .andThen(SqlTypeTransforms.FORCE_NULLABLE);
  private static final SqlReturnTypeInference DOUBLE = ReturnTypes.DOUBLE_NULLABLE;
  private static final SqlReturnTypeInference BIGINT = ReturnTypes.BIGINT_NULLABLE;
  private static final SqlReturnTypeInference INT = ReturnTypes.INTEGER_NULLABLE;
  private static final SqlReturnTypeInference VARYING_ARG0 = ReturnTypes.ARG0_NULLABLE_VARYING;
  /** VARCHAR of the first operand's length, always nullable (Flink's LEFT and RIGHT). */
  private static final SqlReturnTypeInference VARCHAR_OF_ARG0_OR_NULL = binding -> {
    RelDataType arg = binding.getOperandType(0);
    return binding.getTypeFactory().createTypeWithNullability(
        binding.getTypeFactory().createSqlType(SqlTypeName.VARCHAR, arg.getPrecision()), true);
  };

  private static SqlReturnTypeInference charOf(int length) {
    return ReturnTypes.explicit(SqlTypeName.CHAR, length).andThen(SqlTypeTransforms.TO_NULLABLE);
  }

  private static JavaBuiltinFunction fn(String name, SqlReturnTypeInference type, SqlOperandTypeChecker operands,
      SqlFunctionCategory category) {
    return new JavaBuiltinFunction(name, type, operands, category, true, false);
  }

  private static JavaBuiltinFunction zoned(String name, SqlReturnTypeInference type, SqlOperandTypeChecker operands) {
    return new JavaBuiltinFunction(name, type, operands, SqlFunctionCategory.TIMEDATE, true, true);
  }

  private static SqlOperandTypeChecker families(SqlTypeFamily... families) {
    return OperandTypes.family(families);
  }

  private static final SqlOperandTypeChecker STRING1 = families(SqlTypeFamily.CHARACTER);
  private static final SqlOperandTypeChecker STRING2 = families(SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER);
  private static final SqlOperandTypeChecker STRING_INT = families(SqlTypeFamily.CHARACTER, SqlTypeFamily.INTEGER);
  private static final SqlOperandTypeChecker NUMBER1 = OperandTypes.NUMERIC;
  private static final SqlOperandTypeChecker DATETIME1 = OperandTypes.or(families(SqlTypeFamily.DATE),
      families(SqlTypeFamily.TIMESTAMP));
  private static final SqlOperandTypeChecker TIMESTAMP1 = families(SqlTypeFamily.TIMESTAMP);

  /** TIMESTAMP_LTZ(3) whatever the precision argument says (0: seconds, 3: milliseconds), as in Flink 1.20. */
  private static SqlReturnTypeInference timestampLtz() {
    return (SqlOperatorBinding b) -> {
      RelDataType t = b.getTypeFactory().createSqlType(SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE, 3);
      return b.getTypeFactory().createTypeWithNullability(t, true);
    };
  }

  private static SqlReturnTypeInference timestamp3() {
    return (SqlOperatorBinding b) -> b.getTypeFactory().createTypeWithNullability(
        b.getTypeFactory().createSqlType(SqlTypeName.TIMESTAMP, 3), true);
  }

  /** A window's start or end: TIMESTAMP(3) NOT NULL, as Flink types them. */
  private static SqlReturnTypeInference timestamp3NotNull() {
    return (SqlOperatorBinding b) -> b.getTypeFactory().createSqlType(SqlTypeName.TIMESTAMP, 3);
  }

  private static SqlReturnTypeInference timestamp3Array() {
    return (SqlOperatorBinding b) -> b.getTypeFactory().createArrayType(
        b.getTypeFactory().createSqlType(SqlTypeName.TIMESTAMP, 3), -1);
  }

  static final List<JavaBuiltinFunction> FUNCTIONS = java.util.stream.Stream.concat(java.util.stream.Stream.of(
      fn("MD5", charOf(32), STRING1, SqlFunctionCategory.STRING),
      fn("SHA1", charOf(40), STRING1, SqlFunctionCategory.STRING),
      fn("SHA224", charOf(56), STRING1, SqlFunctionCategory.STRING),
      fn("SHA256", charOf(64), STRING1, SqlFunctionCategory.STRING),
      fn("SHA384", charOf(96), STRING1, SqlFunctionCategory.STRING),
      fn("SHA512", charOf(128), STRING1, SqlFunctionCategory.STRING),
      fn("SHA2", ReturnTypes.explicit(SqlTypeName.VARCHAR, 128).andThen(SqlTypeTransforms.TO_NULLABLE), STRING_INT,
          SqlFunctionCategory.STRING),
      fn("REVERSE", STRING_OR_NULL, STRING1, SqlFunctionCategory.STRING),
      fn("INITCAP", ReturnTypes.ARG0_NULLABLE, STRING1, SqlFunctionCategory.STRING),
      fn("REPEAT", STRING, STRING_INT, SqlFunctionCategory.STRING),
      fn("LTRIM", VARYING_ARG0, STRING1, SqlFunctionCategory.STRING),
      fn("RTRIM", VARYING_ARG0, STRING1, SqlFunctionCategory.STRING),
      fn("ASCII", INT, STRING1, SqlFunctionCategory.STRING),
      fn("CHR", STRING_OR_NULL, families(SqlTypeFamily.INTEGER), SqlFunctionCategory.STRING),
      fn("LOCATE", INT, OperandTypes.or(STRING2, families(SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER,
          SqlTypeFamily.INTEGER)), SqlFunctionCategory.STRING),
      fn("INSTR", INT, STRING2, SqlFunctionCategory.STRING),
      fn("SPLIT_INDEX", STRING_OR_NULL, families(SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER,
          SqlTypeFamily.INTEGER), SqlFunctionCategory.STRING),
      fn("LEFT", VARCHAR_OF_ARG0_OR_NULL, STRING_INT, SqlFunctionCategory.STRING),
      fn("RIGHT", VARCHAR_OF_ARG0_OR_NULL, STRING_INT, SqlFunctionCategory.STRING),
      fn("REGEXP_REPLACE", STRING_OR_NULL, families(SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER,
          SqlTypeFamily.CHARACTER), SqlFunctionCategory.STRING),
      fn("REGEXP_EXTRACT", STRING_OR_NULL, OperandTypes.or(STRING2, families(SqlTypeFamily.CHARACTER,
          SqlTypeFamily.CHARACTER, SqlTypeFamily.INTEGER)), SqlFunctionCategory.STRING),
      fn("REGEXP", ReturnTypes.BOOLEAN_NULLABLE, STRING2, SqlFunctionCategory.STRING),
      // OVERLAY(s PLACING r FROM pos [FOR len]): a VARCHAR as long as both strings, as Calcite and Flink type it
      fn("OVERLAY", ReturnTypes.DYADIC_STRING_SUM_PRECISION_NULLABLE_VARYING, OperandTypes.or(
          families(SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER, SqlTypeFamily.INTEGER),
          families(SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER, SqlTypeFamily.INTEGER, SqlTypeFamily.INTEGER)),
          SqlFunctionCategory.STRING),
      fn("ENCODE", ReturnTypes.explicit(SqlTypeName.VARBINARY, Integer.MAX_VALUE).andThen(SqlTypeTransforms.FORCE_NULLABLE),
          STRING2, SqlFunctionCategory.STRING),
      fn("DECODE", STRING_OR_NULL, families(SqlTypeFamily.BINARY, SqlTypeFamily.CHARACTER), SqlFunctionCategory.STRING),
      fn("PARSE_URL", STRING_OR_NULL, OperandTypes.or(STRING2, families(SqlTypeFamily.CHARACTER,
          SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER)), SqlFunctionCategory.STRING),
      fn("CONVERT_TZ", STRING_OR_NULL, families(SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER,
          SqlTypeFamily.CHARACTER), SqlFunctionCategory.TIMEDATE),
      fn("TO_BASE64", STRING, STRING1, SqlFunctionCategory.STRING),
      fn("FROM_BASE64", STRING, STRING1, SqlFunctionCategory.STRING),
      fn("HEX", STRING, OperandTypes.or(families(SqlTypeFamily.INTEGER), STRING1), SqlFunctionCategory.STRING),
      fn("BIN", STRING, families(SqlTypeFamily.INTEGER), SqlFunctionCategory.STRING),
      fn("SIN", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("COS", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("TAN", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("ASIN", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("ACOS", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("ATAN", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("ATAN2", DOUBLE, OperandTypes.NUMERIC_NUMERIC, SqlFunctionCategory.NUMERIC),
      fn("COT", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("SINH", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("COSH", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("TANH", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("DEGREES", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("RADIANS", DOUBLE, NUMBER1, SqlFunctionCategory.NUMERIC),
      fn("PI", ReturnTypes.DOUBLE, OperandTypes.NILADIC, SqlFunctionCategory.NUMERIC),
      fn("E", ReturnTypes.DOUBLE, OperandTypes.NILADIC, SqlFunctionCategory.NUMERIC),
      new JavaBuiltinFunction("RAND", ReturnTypes.DOUBLE, OperandTypes.NILADIC, SqlFunctionCategory.NUMERIC, false, false),
      new JavaBuiltinFunction("UUID", ReturnTypes.explicit(SqlTypeName.CHAR, 36), OperandTypes.NILADIC,
          SqlFunctionCategory.STRING, false, false),
      fn("TO_DATE", ReturnTypes.DATE.andThen(SqlTypeTransforms.FORCE_NULLABLE), OperandTypes.or(STRING1, STRING2),
          SqlFunctionCategory.TIMEDATE),
      fn("TO_TIMESTAMP", timestamp3(), OperandTypes.or(STRING1, STRING2), SqlFunctionCategory.TIMEDATE),
      fn("TO_TIMESTAMP_LTZ", timestampLtz(), families(SqlTypeFamily.NUMERIC, SqlTypeFamily.INTEGER),
          SqlFunctionCategory.TIMEDATE),
      zoned("FROM_UNIXTIME", STRING_OR_NULL, OperandTypes.or(families(SqlTypeFamily.INTEGER),
          families(SqlTypeFamily.INTEGER, SqlTypeFamily.CHARACTER))),
      zoned("UNIX_TIMESTAMP", BIGINT, OperandTypes.or(STRING1, STRING2)),
      fn("IS_ALPHA", ReturnTypes.BOOLEAN, STRING1, SqlFunctionCategory.STRING),
      fn("IS_DIGIT", ReturnTypes.BOOLEAN, STRING1, SqlFunctionCategory.STRING),
      fn("IS_DECIMAL", ReturnTypes.BOOLEAN, STRING1, SqlFunctionCategory.STRING),
      // What planner.WindowTableFunctions writes windowing table-valued functions with.
      zoned("QUIVER_WINDOW_START", timestamp3NotNull(), families(SqlTypeFamily.DATETIME, SqlTypeFamily.INTEGER,
          SqlTypeFamily.INTEGER)),
      zoned("QUIVER_WINDOW_END", timestamp3NotNull(), families(SqlTypeFamily.TIMESTAMP, SqlTypeFamily.INTEGER)),
      zoned("QUIVER_WINDOW_TIME", b -> b.getTypeFactory().createTypeWithNullability(b.getOperandType(0), false),
          families(SqlTypeFamily.DATETIME, SqlTypeFamily.TIMESTAMP)),
      zoned("QUIVER_HOP_STARTS", timestamp3Array(), families(SqlTypeFamily.DATETIME, SqlTypeFamily.INTEGER,
          SqlTypeFamily.INTEGER, SqlTypeFamily.INTEGER)),
      zoned("QUIVER_CUMULATE_ENDS", timestamp3Array(), families(SqlTypeFamily.DATETIME, SqlTypeFamily.INTEGER,
          SqlTypeFamily.INTEGER, SqlTypeFamily.INTEGER))),
      FlinkCollectionBuiltins.FUNCTIONS.stream()).toList();

  private static final java.util.Map<String, JavaBuiltinFunction> WRAPPING = new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * Flink's {@code +}, {@code -} or {@code *} of INT or BIGINT operands, which wraps around on
   * overflow as Java's arithmetic in Flink's generated code does ({@code 2147483647 + 1} is
   * {@code -2147483648}); named as the operator, so plans print as Calcite's.
   */
  public static JavaBuiltinFunction wrapping(org.apache.calcite.sql.SqlKind kind, SqlTypeName type) {
    String operator = switch (kind) {
      case PLUS -> "+";
      case MINUS -> "-";
      case TIMES -> "*";
      default -> throw new IllegalArgumentException("no wrapping " + kind);
    };
    String method = switch (kind) {
      case PLUS -> "plus";
      case MINUS -> "minus";
      default -> "times";
    } + (type == SqlTypeName.BIGINT ? "Bigint" : "Int");
    return WRAPPING.computeIfAbsent(method, m -> new JavaBuiltinFunction(operator, m,
        ReturnTypes.explicit(type).andThen(SqlTypeTransforms.TO_NULLABLE), OperandTypes.NUMERIC_NUMERIC,
        SqlFunctionCategory.NUMERIC, true, false));
  }

  /**
   * Calcite's standard operators of the same names (SIN, PI, INITCAP, ...), which the engine does
   * not run, each mapped to the function here that replaces it in the default dialect.
   */
  public static java.util.Map<org.apache.calcite.sql.SqlOperator, org.apache.calcite.sql.SqlOperator> replacing(
      SqlOperatorTable standard) {
    return StandardFunctionNames.replacements(standard, FUNCTIONS);
  }

  /** The functions Calcite's standard table does not have, as an operator table for the default dialect. */
  public static final SqlOperatorTable TABLE = withoutStandardNames(FUNCTIONS);

  /** The functions whose names no function of Calcite's standard table has. */
  static SqlOperatorTable withoutStandardNames(List<JavaBuiltinFunction> functions) {
    StandardFunctionNames standard = new StandardFunctionNames(org.apache.calcite.sql.fun.SqlStdOperatorTable.instance());
    return SqlOperatorTables.of(functions.stream().filter(f -> !standard.has(f.getName())).toList());
  }
}
