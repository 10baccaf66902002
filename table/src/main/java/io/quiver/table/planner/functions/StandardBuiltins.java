package io.quiver.table.planner.functions;

import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;
import org.apache.calcite.sql.type.SqlOperandTypeChecker;
import org.apache.calcite.sql.type.SqlReturnTypeInference;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeTransforms;

/**
 * The standard dialect's functions computed by Java methods of {@link StandardFunctionLibrary}
 * (and Flink's trigonometry, which is the same Java arithmetic), typed as PostgreSQL or DuckDB
 * type them: strings, regular expressions, hashing, integer division, logarithms, dates built,
 * differenced and formatted, random values.
 */
public final class StandardBuiltins {
  private StandardBuiltins() {}

  private static final SqlReturnTypeInference STRING = ReturnTypes.explicit(SqlTypeName.VARCHAR)
      .andThen(SqlTypeTransforms.TO_NULLABLE);
  private static final SqlReturnTypeInference DOUBLE = ReturnTypes.DOUBLE_NULLABLE;
  private static final SqlReturnTypeInference BIGINT = ReturnTypes.BIGINT_NULLABLE;
  private static final SqlReturnTypeInference INT = ReturnTypes.INTEGER_NULLABLE;
  private static final SqlReturnTypeInference BOOLEAN = ReturnTypes.BOOLEAN_NULLABLE;

  private static SqlOperandTypeChecker families(SqlTypeFamily... families) {
    return OperandTypes.family(families);
  }

  private static final SqlTypeFamily C = SqlTypeFamily.CHARACTER;
  private static final SqlTypeFamily I = SqlTypeFamily.INTEGER;
  private static final SqlTypeFamily N = SqlTypeFamily.NUMERIC;
  private static final SqlTypeFamily DT = SqlTypeFamily.DATETIME;

  static JavaBuiltinFunction fn(String name, String method, SqlReturnTypeInference type, SqlOperandTypeChecker operands,
      SqlFunctionCategory category) {
    return new JavaBuiltinFunction(name, method, type, operands, category, true, false, StandardFunctionLibrary.INSTANCE);
  }

  private static JavaBuiltinFunction fn(String name, SqlReturnTypeInference type, SqlOperandTypeChecker operands,
      SqlFunctionCategory category) {
    return fn(name, JavaBuiltinFunction.javaName(name), type, operands, category);
  }

  private static JavaBuiltinFunction random(String name, String method, SqlReturnTypeInference type,
      SqlFunctionCategory category) {
    return new JavaBuiltinFunction(name, method, type, OperandTypes.NILADIC, category, false, false,
        StandardFunctionLibrary.INSTANCE);
  }

  /** TIMESTAMP(6), nullable. */
  private static SqlReturnTypeInference timestamp(SqlTypeName name) {
    return binding -> binding.getTypeFactory().createTypeWithNullability(
        binding.getTypeFactory().createSqlType(name, 6), true);
  }

  /** TO_TIMESTAMP(seconds) is an instant (PostgreSQL's timestamptz); TO_TIMESTAMP(text, template) a TIMESTAMP. */
  private static final SqlReturnTypeInference TO_TIMESTAMP = binding -> binding.getOperandCount() == 1
      ? timestamp(SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE).inferReturnType(binding)
      : timestamp(SqlTypeName.TIMESTAMP).inferReturnType(binding);

  /** What {@code DatabaseMetaData.getStringFunctions} lists: the string functions of the standard dialect. */
  public static final String STRING_FUNCTIONS = "ASCII,BTRIM,CHAR_LENGTH,CHARACTER_LENGTH,CHR,CONCAT,CONCAT_WS,"
      + "ENDS_WITH,GROUP_CONCAT,INITCAP,INSTR,LEFT,LENGTH,LISTAGG,LOCATE,LOWER,LPAD,LTRIM,MD5,OCTET_LENGTH,POSITION,REGEXP_EXTRACT,"
      + "REGEXP_LIKE,REGEXP_MATCHES,REGEXP_REPLACE,REPEAT,REPLACE,REVERSE,RIGHT,RPAD,RTRIM,SHA1,SHA256,SPLIT_PART,"
      + "STARTS_WITH,STRING_AGG,STRPOS,SUBSTR,SUBSTRING,TO_HEX,TRANSLATE,TRIM,UPPER";
  /** {@code getNumericFunctions}. */
  public static final String NUMERIC_FUNCTIONS = "ABS,ACOS,ASIN,ATAN,ATAN2,CBRT,CEIL,CEILING,COS,COT,COSH,DEGREES,DIV,"
      + "EXP,FLOOR,GCD,LCM,LN,LOG,LOG10,LOG2,MOD,PI,POW,POWER,RADIANS,RAND,RANDOM,ROUND,SIGN,SIN,SINH,SQRT,TAN,TANH,TRUNC,"
      + "TRUNCATE";
  /** {@code getTimeDateFunctions}. */
  public static final String TIME_DATE_FUNCTIONS = "CURRENT_DATE,CURRENT_TIME,CURRENT_TIMESTAMP,DATE_ADD,DATE_DIFF,"
      + "DATE_FORMAT,DATE_PART,DATE_SUB,DATE_TRUNC,DATEDIFF,DAYNAME,EPOCH,EXTRACT,LAST_DAY,LOCALTIME,LOCALTIMESTAMP,"
      + "MAKE_DATE,MAKE_TIMESTAMP,MONTHNAME,NOW,STRFTIME,TO_CHAR,TO_DATE,TO_TIMESTAMP";
  /** {@code getSystemFunctions}. */
  public static final String SYSTEM_FUNCTIONS = "COALESCE,CURRENT_DATABASE,GEN_RANDOM_UUID,GREATEST,IF,IFNULL,LEAST,"
      + "NULLIF,NVL,TYPEOF,UUID,VERSION";

  /** The standard dialect's library functions, by name. */
  public static final List<JavaBuiltinFunction> FUNCTIONS = List.of(
      fn("REGEXP_REPLACE", STRING, OperandTypes.or(families(C, C, C), families(C, C, C, C)), SqlFunctionCategory.STRING),
      fn("REGEXP_MATCHES", BOOLEAN, OperandTypes.or(families(C, C), families(C, C, C)), SqlFunctionCategory.STRING),
      fn("REGEXP_LIKE", "regexpMatches", BOOLEAN, OperandTypes.or(families(C, C), families(C, C, C)),
          SqlFunctionCategory.STRING),
      fn("REGEXP_EXTRACT", STRING, OperandTypes.or(families(C, C), families(C, C, I)), SqlFunctionCategory.STRING),
      fn("SPLIT_PART", STRING, families(C, C, I), SqlFunctionCategory.STRING),
      fn("MD5", STRING, families(C), SqlFunctionCategory.STRING),
      fn("SHA1", STRING, families(C), SqlFunctionCategory.STRING),
      fn("SHA256", STRING, families(C), SqlFunctionCategory.STRING),
      fn("INITCAP", ReturnTypes.ARG0_NULLABLE_VARYING, families(C), SqlFunctionCategory.STRING),
      fn("REVERSE", ReturnTypes.ARG0_NULLABLE_VARYING, families(C), SqlFunctionCategory.STRING),
      fn("REPEAT", STRING, families(C, I), SqlFunctionCategory.STRING),
      fn("CHR", STRING, families(I), SqlFunctionCategory.STRING),
      fn("ASCII", INT, families(C), SqlFunctionCategory.STRING),
      fn("TRANSLATE", STRING, families(C, C, C), SqlFunctionCategory.STRING),
      // Calcite's parser reads translate(s, from, to) as its library operator TRANSLATE3, which the
      // validator then looks up by that name: the same function under it.
      fn("TRANSLATE3", "translate", STRING, families(C, C, C), SqlFunctionCategory.STRING),
      fn("ENDS_WITH", BOOLEAN, families(C, C), SqlFunctionCategory.STRING),
      fn("SUFFIX", "endsWith", BOOLEAN, families(C, C), SqlFunctionCategory.STRING),
      fn("TO_HEX", STRING, families(I), SqlFunctionCategory.STRING),
      fn("VERSION", ReturnTypes.explicit(SqlTypeName.VARCHAR), OperandTypes.NILADIC, SqlFunctionCategory.SYSTEM),
      fn("CBRT", DOUBLE, families(N), SqlFunctionCategory.NUMERIC),
      fn("LOG", DOUBLE, OperandTypes.or(families(N), families(N, N)), SqlFunctionCategory.NUMERIC),
      fn("LOG2", DOUBLE, families(N), SqlFunctionCategory.NUMERIC),
      fn("DIV", BIGINT, families(I, I), SqlFunctionCategory.NUMERIC),
      fn("GCD", BIGINT, families(I, I), SqlFunctionCategory.NUMERIC),
      fn("LCM", BIGINT, families(I, I), SqlFunctionCategory.NUMERIC),
      random("RANDOM", "random", ReturnTypes.DOUBLE, SqlFunctionCategory.NUMERIC),
      random("UUID", "uuid", ReturnTypes.explicit(SqlTypeName.VARCHAR, 36), SqlFunctionCategory.STRING),
      random("GEN_RANDOM_UUID", "uuid", ReturnTypes.explicit(SqlTypeName.VARCHAR, 36), SqlFunctionCategory.STRING),
      fn("DATE_DIFF", "dateDiff", BIGINT, families(C, DT, DT), SqlFunctionCategory.TIMEDATE),
      fn("DATEDIFF", "dateDiff", BIGINT, families(C, DT, DT), SqlFunctionCategory.TIMEDATE),
      fn("MAKE_DATE", ReturnTypes.DATE_NULLABLE, families(I, I, I), SqlFunctionCategory.TIMEDATE),
      fn("MAKE_TIMESTAMP", timestamp(SqlTypeName.TIMESTAMP), families(I, I, I, I, I, N), SqlFunctionCategory.TIMEDATE),
      fn("LAST_DAY", ReturnTypes.DATE_NULLABLE, families(DT), SqlFunctionCategory.TIMEDATE),
      fn("DAYNAME", STRING, families(DT), SqlFunctionCategory.TIMEDATE),
      fn("MONTHNAME", STRING, families(DT), SqlFunctionCategory.TIMEDATE),
      fn("EPOCH", DOUBLE, families(DT), SqlFunctionCategory.TIMEDATE),
      fn("TO_CHAR", STRING, families(DT, C), SqlFunctionCategory.TIMEDATE),
      fn("TO_DATE", ReturnTypes.DATE_NULLABLE, families(C, C), SqlFunctionCategory.TIMEDATE),
      fn("GENERATE_SERIES", binding -> binding.getTypeFactory().createTypeWithNullability(
          binding.getTypeFactory().createArrayType(binding.getTypeFactory().createSqlType(SqlTypeName.BIGINT), -1), true),
          OperandTypes.or(families(I, I), families(I, I, I)), SqlFunctionCategory.SYSTEM),
      fn("TO_TIMESTAMP", TO_TIMESTAMP, OperandTypes.or(families(N), families(C, C)), SqlFunctionCategory.TIMEDATE));

  /** Library calls the standard dialect's rewrites use (STRFTIME, DATE_FORMAT, OCTET_LENGTH of text). */
  public static final JavaBuiltinFunction STRFTIME = fn("STRFTIME", STRING, families(DT, C), SqlFunctionCategory.TIMEDATE);
  public static final JavaBuiltinFunction MYSQL_DATE_FORMAT = fn("DATE_FORMAT", "dateFormat", STRING, families(DT, C),
      SqlFunctionCategory.TIMEDATE);
  public static final JavaBuiltinFunction TEXT_OCTET_LENGTH = fn("OCTET_LENGTH", "octetLength", INT, families(C),
      SqlFunctionCategory.STRING);
  public static final JavaBuiltinFunction CONTAINS = fn("CONTAINS", BOOLEAN, families(C, C), SqlFunctionCategory.STRING);
  public static final JavaBuiltinFunction RAND = random("RAND", "random", ReturnTypes.DOUBLE, SqlFunctionCategory.NUMERIC);

  /** Flink's functions that compute what PostgreSQL's of the same names do (Java's trigonometry). */
  private static final java.util.Set<String> FLINK_SHARED = java.util.Set.of("SIN", "COS", "TAN", "ASIN", "ACOS",
      "ATAN", "ATAN2", "COT", "SINH", "COSH", "TANH", "DEGREES", "RADIANS", "PI");

  private static List<JavaBuiltinFunction> all() {
    List<JavaBuiltinFunction> all = new java.util.ArrayList<>(FUNCTIONS);
    FlinkBuiltins.FUNCTIONS.stream().filter(f -> FLINK_SHARED.contains(f.getName())).forEach(all::add);
    return all;
  }

  /**
   * Calcite's standard operators of the same names (SIN, CBRT, INITCAP, RAND, ...), which the
   * engine does not run, each mapped to the function here that replaces it in the standard dialect.
   */
  public static Map<SqlOperator, SqlOperator> replacing(SqlOperatorTable standard) {
    List<JavaBuiltinFunction> all = new java.util.ArrayList<>(all());
    all.add(RAND);
    return StandardFunctionNames.replacements(standard, all);
  }

  /** The functions Calcite's standard table does not have, for the standard dialect. */
  public static final SqlOperatorTable TABLE = FlinkBuiltins.withoutStandardNames(all());
}
