package io.quiver.table.planner;

import io.quiver.table.api.ValidationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.avatica.util.TimeUnit;
import org.apache.calcite.avatica.util.TimeUnitRange;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.SqlSyntax;
import org.apache.calcite.sql.fun.SqlLibraryOperators;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.fun.SqlTrimFunction;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;
import org.apache.calcite.sql.type.SqlOperandCountRanges;
import org.apache.calcite.sql.type.SqlReturnTypeInference;
import org.apache.calcite.sql.type.SqlOperandTypeChecker;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeTransforms;
import org.apache.calcite.sql.util.SqlOperatorTables;
import org.apache.calcite.sql2rel.SqlRexContext;

/**
 * The PostgreSQL and DuckDB functions that clients emit, for the standard dialect. Each is
 * rewritten, while the statement is converted to relational algebra, into operators the engine
 * generates code for (CHAR_LENGTH, POSITION, SUBSTRING, TRIM, FLOOR, EXTRACT, CASE, COALESCE,
 * CONCAT), so none runs through Calcite and none needs code of its own in the engine.
 */
final class StandardFunctions {
  private StandardFunctions() {}

  /** How a function becomes engine operators: from its converted operands and its result type. */
  @FunctionalInterface
  interface Rewrite {
    RexNode rewrite(RexBuilder rex, List<RexNode> operands, RelDataType type);
  }

  /** A function that exists only to be rewritten (see {@link QuiverConvertlets}). */
  static final class RewrittenFunction extends SqlFunction {
    private final Rewrite rewrite;

    RewrittenFunction(String name, SqlReturnTypeInference returnType, SqlOperandTypeChecker operands,
        SqlFunctionCategory category, Rewrite rewrite) {
      this(name, returnType, null, operands, category, rewrite);
    }

    RewrittenFunction(String name, SqlReturnTypeInference returnType,
        org.apache.calcite.sql.type.SqlOperandTypeInference markers, SqlOperandTypeChecker operands,
        SqlFunctionCategory category, Rewrite rewrite) {
      super(name, SqlKind.OTHER_FUNCTION, returnType, markers, operands, category);
      this.rewrite = rewrite;
    }

    RexNode convert(SqlRexContext cx, SqlCall call) {
      List<RexNode> operands = new ArrayList<>();
      call.getOperandList().forEach(operand -> operands.add(cx.convertExpression(operand)));
      RelDataType type = cx.getValidator().getValidatedNodeType(call);
      RexNode result = rewrite.rewrite(cx.getRexBuilder(), operands, type);
      // A rewrite may know its result is never NULL where the validated type says it may be
      // (Flink's CONCAT_WS is always nullable): the converted row must keep the validated type.
      if (result.getType().isNullable() != type.isNullable() && org.apache.calcite.sql.type.SqlTypeUtil
          .equalSansNullability(cx.getTypeFactory(), result.getType(), type)) {
        result = cx.getRexBuilder().makeAbstractCast(type, result, false);
      }
      return result;
    }
  }

  private static final SqlReturnTypeInference VARCHAR_NULLABLE_IF_ARG0 =
      ReturnTypes.explicit(SqlTypeName.VARCHAR).andThen(SqlTypeTransforms.ARG0_NULLABLE);

  /** NULL arguments are skipped; the separator goes between the others (NULL separator: NULL). */
  static final SqlFunction CONCAT_WS = new RewrittenFunction("CONCAT_WS", VARCHAR_NULLABLE_IF_ARG0,
      org.apache.calcite.sql.type.InferTypes.VARCHAR_1024, OperandTypes.variadic(SqlOperandCountRanges.from(1)), SqlFunctionCategory.STRING, StandardFunctions::concatWs);

  static final SqlFunction LENGTH = new RewrittenFunction("LENGTH", ReturnTypes.INTEGER_NULLABLE,
      OperandTypes.STRING, SqlFunctionCategory.NUMERIC,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.CHAR_LENGTH, args));

  /** STRPOS(string, substring): POSITION(substring IN string). */
  static final SqlFunction STRPOS = new RewrittenFunction("STRPOS", ReturnTypes.INTEGER_NULLABLE,
      OperandTypes.STRING_STRING, SqlFunctionCategory.NUMERIC,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.POSITION, List.of(args.get(1), args.get(0))));

  /** INSTR(string, substring) (SQLite, MySQL, DuckDB): STRPOS. */
  static final SqlFunction INSTR = new RewrittenFunction("INSTR", ReturnTypes.INTEGER_NULLABLE,
      OperandTypes.STRING_STRING, SqlFunctionCategory.NUMERIC,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.POSITION, List.of(args.get(1), args.get(0))));

  /** LOCATE(substring, string) (MySQL): POSITION(substring IN string); the substring comes first. */
  static final SqlFunction LOCATE = new RewrittenFunction("LOCATE", ReturnTypes.INTEGER_NULLABLE,
      OperandTypes.STRING_STRING, SqlFunctionCategory.NUMERIC,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.POSITION, List.of(args.get(0), args.get(1))));

  /** STARTS_WITH(string, prefix). */
  static final SqlFunction STARTS_WITH = new RewrittenFunction("STARTS_WITH", ReturnTypes.BOOLEAN_NULLABLE,
      OperandTypes.STRING_STRING, SqlFunctionCategory.STRING,
      (rex, args, type) -> rex.makeCall(SqlStdOperatorTable.EQUALS,
          rex.makeCall(SqlStdOperatorTable.POSITION, List.of(args.get(1), args.get(0))), rex.makeExactLiteral(
              java.math.BigDecimal.ONE)));

  /** LEFT(string, n): the first n characters; a negative n drops the last -n. */
  static final SqlFunction LEFT = new RewrittenFunction("LEFT", ReturnTypes.ARG0_NULLABLE_VARYING,
      OperandTypes.family(SqlTypeFamily.STRING, SqlTypeFamily.INTEGER), SqlFunctionCategory.STRING,
      StandardFunctions::left);

  /** RIGHT(string, n): the last n characters; a negative n drops the first -n. */
  static final SqlFunction RIGHT = new RewrittenFunction("RIGHT", ReturnTypes.ARG0_NULLABLE_VARYING,
      OperandTypes.family(SqlTypeFamily.STRING, SqlTypeFamily.INTEGER), SqlFunctionCategory.STRING,
      StandardFunctions::right);

  /** SUBSTR(string, start [, length]): SUBSTRING. */
  static final SqlFunction SUBSTR = new RewrittenFunction("SUBSTR", ReturnTypes.ARG0_NULLABLE_VARYING,
      OperandTypes.family(SqlTypeFamily.STRING, SqlTypeFamily.INTEGER)
          .or(OperandTypes.family(SqlTypeFamily.STRING, SqlTypeFamily.INTEGER, SqlTypeFamily.INTEGER)),
      SqlFunctionCategory.STRING, (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.SUBSTRING, args));

  static final SqlFunction BTRIM = trim("BTRIM", SqlTrimFunction.Flag.BOTH);
  static final SqlFunction LTRIM = trim("LTRIM", SqlTrimFunction.Flag.LEADING);
  static final SqlFunction RTRIM = trim("RTRIM", SqlTrimFunction.Flag.TRAILING);

  private static SqlFunction trim(String name, SqlTrimFunction.Flag flag) {
    return new RewrittenFunction(name, ReturnTypes.ARG0_NULLABLE_VARYING,
        OperandTypes.STRING.or(OperandTypes.STRING_STRING), SqlFunctionCategory.STRING,
        (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.TRIM, List.of(rex.makeFlag(flag),
            args.size() > 1 ? args.get(1) : rex.makeLiteral(" "), args.get(0))));
  }

  /** DATE_TRUNC('unit', value): FLOOR(value TO unit); the unit is a literal. */
  static final SqlFunction DATE_TRUNC = new RewrittenFunction("DATE_TRUNC", ReturnTypes.ARG1_NULLABLE,
      OperandTypes.family(SqlTypeFamily.CHARACTER, SqlTypeFamily.DATETIME), SqlFunctionCategory.TIMEDATE,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.FLOOR,
          List.of(args.get(1), rex.makeFlag(unit("DATE_TRUNC", args.get(0))))));

  /** DATE_PART('unit', value): EXTRACT(unit FROM value). */
  static final SqlFunction DATE_PART = new RewrittenFunction("DATE_PART", ReturnTypes.BIGINT_NULLABLE,
      OperandTypes.family(SqlTypeFamily.CHARACTER, SqlTypeFamily.DATETIME), SqlFunctionCategory.TIMEDATE,
      (rex, args, type) -> {
        TimeUnitRange unit = unit("DATE_PART", args.get(0));
        RexNode extract = rex.makeCall(type, SqlStdOperatorTable.EXTRACT, List.of(rex.makeFlag(unit), args.get(1)));
        // PostgreSQL's dow counts from Sunday = 0 (Calcite's EXTRACT(DOW) from Sunday = 1)
        return unit == TimeUnitRange.DOW ? rex.makeCall(type, SqlStdOperatorTable.MINUS, List.of(extract,
            rex.makeExactLiteral(java.math.BigDecimal.ONE, type))) : extract;
      });

  /**
   * EXTRACT(DOW FROM t) counts from Sunday = 0 in PostgreSQL and DuckDB (Calcite's from Sunday = 1):
   * written as DATE_PART('dow', t), which subtracts the one.
   */
  static org.apache.calcite.sql.SqlNode dayOfWeekFromSunday(org.apache.calcite.sql.SqlNode node) {
    if (node instanceof org.apache.calcite.sql.SqlCall call && call.getKind() == SqlKind.EXTRACT
        && call.operandCount() == 2 && call.operand(0) instanceof org.apache.calcite.sql.SqlIntervalQualifier unit
        && (unit.timeUnitRange == TimeUnitRange.DOW || "DOW".equalsIgnoreCase(unit.timeFrameName))) {
      org.apache.calcite.sql.parser.SqlParserPos pos = call.getParserPosition();
      return DATE_PART.createCall(pos, org.apache.calcite.sql.SqlLiteral.createCharString("dow", pos), call.operand(1));
    }
    return node;
  }

  /**
   * SQLite's date(t), time(t), datetime(t): the text of t's date, time or both ('YYYY-MM-DD',
   * 'HH:MM:SS', 'YYYY-MM-DD HH:MM:SS'), a string t read as a TIMESTAMP and 'now' the statement's
   * time in the session's time zone; julianday(t) the Julian day number, a DOUBLE. Their modifiers
   * ('+7 days', 'start of month', ...) are refused (0A000).
   */
  static org.apache.calcite.sql.SqlNode sqliteDates(org.apache.calcite.sql.SqlNode node) {
    if (!(node instanceof org.apache.calcite.sql.SqlBasicCall call)
        || !(call.getOperator() instanceof org.apache.calcite.sql.SqlUnresolvedFunction function)
        || !function.getNameAsId().isSimple()) {
      return node;
    }
    String name = function.getNameAsId().getSimple().toUpperCase(Locale.ROOT);
    String format = switch (name) {
      case "DATE" -> "%Y-%m-%d";
      case "TIME" -> "%H:%M:%S";
      case "DATETIME" -> "%Y-%m-%d %H:%M:%S";
      case "JULIANDAY" -> "";
      default -> null;
    };
    if (format == null || call.operandCount() == 0) {
      return node;
    }
    org.apache.calcite.sql.parser.SqlParserPos pos = call.getParserPosition();
    if (call.operandCount() > 1) {
      throw new ValidationException(name.toLowerCase(Locale.ROOT) + "(t, modifier, ...): SQLite's date modifiers are"
          + " not supported; write t + INTERVAL '7 days', date_trunc('month', t)", null, "0A000", pos.getLineNum(),
          pos.getColumnNum());
    }
    org.apache.calcite.sql.SqlNode value = call.operand(0);
    if (value instanceof org.apache.calcite.sql.SqlCharStringLiteral text
        && text.getValueAs(String.class).equalsIgnoreCase("now")) {
      value = new org.apache.calcite.sql.SqlIdentifier("LOCALTIMESTAMP", pos);   // as the parser gives it
    } else {
      value = SqlStdOperatorTable.CAST.createCall(pos, value,
          new org.apache.calcite.sql.SqlDataTypeSpec(new org.apache.calcite.sql.SqlBasicTypeNameSpec(
              SqlTypeName.TIMESTAMP, 6, pos), pos));
    }
    if (name.equals("JULIANDAY")) {
      // 1970-01-01 00:00 is Julian day 2440587.5
      org.apache.calcite.sql.SqlNode days = SqlStdOperatorTable.DIVIDE.createCall(pos,
          named("EPOCH", pos).createCall(pos, value), org.apache.calcite.sql.SqlLiteral.createApproxNumeric("86400E0", pos));
      return SqlStdOperatorTable.PLUS.createCall(pos, days,
          org.apache.calcite.sql.SqlLiteral.createApproxNumeric("2440587.5E0", pos));
    }
    return named("STRFTIME", pos).createCall(pos, value, org.apache.calcite.sql.SqlLiteral.createCharString(format, pos));
  }

  private static org.apache.calcite.sql.SqlUnresolvedFunction named(String name,
      org.apache.calcite.sql.parser.SqlParserPos pos) {
    return new org.apache.calcite.sql.SqlUnresolvedFunction(new org.apache.calcite.sql.SqlIdentifier(name, pos), null,
        null, null, null, SqlFunctionCategory.USER_DEFINED_FUNCTION);
  }

  /** DAY(t) (DuckDB, MySQL): EXTRACT(DAY FROM t), as YEAR(t) and MONTH(t) are. */
  static final SqlFunction DAY = new RewrittenFunction("DAY", ReturnTypes.BIGINT_NULLABLE,
      OperandTypes.family(SqlTypeFamily.DATETIME), SqlFunctionCategory.TIMEDATE,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.EXTRACT,
          List.of(rex.makeFlag(TimeUnitRange.DAY), args.get(0))));

  /** NOW(): the instant the statement runs, as CURRENT_TIMESTAMP. */
  static final SqlFunction NOW = new SqlFunction("NOW", SqlKind.OTHER_FUNCTION,
      ReturnTypes.explicit(SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE, 3), null, OperandTypes.NILADIC,
      SqlFunctionCategory.TIMEDATE);

  /** CURDATE() (MySQL): CURRENT_DATE, lowered by {@link CurrentValues}. */
  static final SqlFunction CURDATE = new SqlFunction("CURDATE", SqlKind.OTHER_FUNCTION, ReturnTypes.DATE, null,
      OperandTypes.NILADIC, SqlFunctionCategory.TIMEDATE) {
    @Override
    public boolean isDynamicFunction() {
      return true;
    }
  };

  /** current_database() (PostgreSQL, DuckDB): the session's current catalog, lowered by {@link CurrentValues}. */
  static final SqlFunction CURRENT_DATABASE = sessionName("CURRENT_DATABASE");

  /** A niladic function of the session's state: never folded while planning, since sessions share plans. */
  private static SqlFunction sessionName(String name) {
    return new SqlFunction(name, SqlKind.OTHER_FUNCTION, ReturnTypes.VARCHAR_2000, null, OperandTypes.NILADIC,
        SqlFunctionCategory.SYSTEM) {
      @Override
      public boolean isDynamicFunction() {
        return true;
      }
    };
  }

  /** IFNULL(a, b): COALESCE(a, b). */
  static final SqlFunction IFNULL = new RewrittenFunction("IFNULL", ReturnTypes.LEAST_RESTRICTIVE
      .andThen(SqlTypeTransforms.LEAST_NULLABLE), OperandTypes.SAME_SAME, SqlFunctionCategory.SYSTEM,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.COALESCE, args));

  /** TRUNC(x [, places]): TRUNCATE. */
  static final SqlFunction TRUNC = new RewrittenFunction("TRUNC", ReturnTypes.ARG0_NULLABLE,
      OperandTypes.NUMERIC_OPTIONAL_INTEGER, SqlFunctionCategory.NUMERIC,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.TRUNCATE, args));

  /** GREATEST and LEAST skip NULL arguments, as PostgreSQL and DuckDB do; NULL only if all are. */
  static final SqlFunction GREATEST = extreme("GREATEST", SqlStdOperatorTable.GREATER_THAN_OR_EQUAL);
  static final SqlFunction LEAST = extreme("LEAST", SqlStdOperatorTable.LESS_THAN_OR_EQUAL);

  private static SqlFunction extreme(String name, SqlOperator keepsFirst) {
    return new RewrittenFunction(name, ReturnTypes.LEAST_RESTRICTIVE.andThen(SqlTypeTransforms.LEAST_NULLABLE),
        OperandTypes.SAME_VARIADIC, SqlFunctionCategory.SYSTEM, (rex, args, type) -> {
          RexNode result = rex.ensureType(type, args.get(0), true);
          for (RexNode next : args.subList(1, args.size())) {
            RexNode arg = rex.ensureType(type, next, true);
            result = rex.makeCall(type, SqlStdOperatorTable.CASE, List.of(
                rex.makeCall(SqlStdOperatorTable.IS_NULL, result), arg,
                rex.makeCall(SqlStdOperatorTable.IS_NULL, arg), result,
                rex.makeCall(keepsFirst, result, arg), result,
                arg));
          }
          return result;
        });
  }

  /** IF(condition, then, else) of MySQL and DuckDB: Flink's IF, a CASE over the branches' common type. */
  static final SqlFunction IF = FlinkFunctions.IF;

  /** NVL(a, b) (Oracle; DuckDB has it too): COALESCE(a, b). */
  static final SqlFunction NVL = new RewrittenFunction("NVL", ReturnTypes.LEAST_RESTRICTIVE
      .andThen(SqlTypeTransforms.LEAST_NULLABLE), OperandTypes.SAME_SAME, SqlFunctionCategory.SYSTEM,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.COALESCE, args));

  /** POW(x, y): POWER. */
  static final SqlFunction POW = new RewrittenFunction("POW", ReturnTypes.DOUBLE_NULLABLE,
      OperandTypes.NUMERIC_NUMERIC, SqlFunctionCategory.NUMERIC,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.POWER, args));

  /**
   * {@code x ^ y} is PostgreSQL's and DuckDB's power (MySQL's bitwise XOR is not read): a DOUBLE.
   * It replaces Calcite's {@code ^} (BITXOR) in the standard dialect; see {@link QuiverConvertlets}.
   */
  static final org.apache.calcite.sql.SqlBinaryOperator CARET_POWER = new org.apache.calcite.sql.SqlBinaryOperator("^",
      SqlKind.OTHER, 70, true, ReturnTypes.DOUBLE_NULLABLE, org.apache.calcite.sql.type.InferTypes.FIRST_KNOWN,
      OperandTypes.NUMERIC_NUMERIC);

  /**
   * {@code a || b} where one side is text and the other is not (a number, a date, a boolean): the
   * other is cast to VARCHAR first, as PostgreSQL ({@code anynonarray || text}) and DuckDB read
   * {@code 'order ' || id}. Two strings, two binary strings or a NULL concatenate as before; it
   * becomes Calcite's {@code ||} again when converted ({@link QuiverConvertlets}).
   */
  static final org.apache.calcite.sql.SqlBinaryOperator CONCAT_TEXT = new org.apache.calcite.sql.SqlBinaryOperator("||",
      SqlKind.OTHER, 60, true, ReturnTypes.DYADIC_STRING_SUM_PRECISION_NULLABLE, null, OperandTypes.STRING_SAME_SAME) {
    // Calcite's || looks the operator up again and has it check the operands: the cast goes in here.
    @Override
    public boolean checkOperandTypes(org.apache.calcite.sql.SqlCallBinding binding, boolean throwOnFailure) {
      org.apache.calcite.sql.validate.SqlValidator validator = binding.getValidator();
      org.apache.calcite.sql.validate.SqlValidatorScope scope = binding.getScope();
      SqlCall call = binding.getCall();
      RelDataType left = validator.deriveType(scope, call.operand(0));
      RelDataType right = validator.deriveType(scope, call.operand(1));
      boolean leftText = org.apache.calcite.sql.type.SqlTypeUtil.inCharFamily(left);
      boolean rightText = org.apache.calcite.sql.type.SqlTypeUtil.inCharFamily(right);
      if (leftText != rightText) {
        int other = leftText ? 1 : 0;
        RelDataType otherType = leftText ? right : left;
        if (!org.apache.calcite.sql.type.SqlTypeUtil.isBinary(otherType)
            && otherType.getSqlTypeName().getFamily() != null
            && !org.apache.calcite.sql.type.SqlTypeUtil.isCollection(otherType)
            && otherType.getSqlTypeName() != SqlTypeName.ROW) {
          org.apache.calcite.sql.parser.SqlParserPos pos = call.operand(other).getParserPosition();
          call.setOperand(other, SqlStdOperatorTable.CAST.createCall(pos, call.operand(other),
              new org.apache.calcite.sql.SqlDataTypeSpec(new org.apache.calcite.sql.SqlBasicTypeNameSpec(
                  SqlTypeName.VARCHAR, pos), pos)));
          validator.deriveType(scope, call.operand(other));
        }
      }
      return super.checkOperandTypes(binding, throwOnFailure);
    }
  };

  /** OCTET_LENGTH of text too (bytes of its UTF-8 encoding), as PostgreSQL and DuckDB; of binary strings as before. */
  static final SqlFunction OCTET_LENGTH = new RewrittenFunction("OCTET_LENGTH", ReturnTypes.INTEGER_NULLABLE,
      OperandTypes.STRING, SqlFunctionCategory.NUMERIC,
      (rex, args, type) -> rex.makeCall(type, org.apache.calcite.sql.type.SqlTypeUtil.isBinary(args.get(0).getType())
          ? SqlStdOperatorTable.OCTET_LENGTH : io.quiver.table.planner.functions.StandardBuiltins.TEXT_OCTET_LENGTH, args));

  /** CONTAINS(string, part) (DuckDB). */
  static final SqlFunction CONTAINS = new RewrittenFunction("CONTAINS", ReturnTypes.BOOLEAN_NULLABLE,
      OperandTypes.STRING_STRING, SqlFunctionCategory.STRING,
      (rex, args, type) -> rex.makeCall(type, io.quiver.table.planner.functions.StandardBuiltins.CONTAINS, args));

  /**
   * STRFTIME in either order: DuckDB's {@code strftime(value, format)} and SQLite's
   * {@code strftime(format, value)} (a string value read as a TIMESTAMP); C's % specifiers.
   */
  static final SqlFunction STRFTIME = new RewrittenFunction("STRFTIME",
      ReturnTypes.explicit(SqlTypeName.VARCHAR).andThen(SqlTypeTransforms.TO_NULLABLE),
      OperandTypes.family(SqlTypeFamily.DATETIME, SqlTypeFamily.CHARACTER)
          .or(OperandTypes.family(SqlTypeFamily.CHARACTER, SqlTypeFamily.DATETIME))
          .or(OperandTypes.family(SqlTypeFamily.CHARACTER, SqlTypeFamily.CHARACTER)),
      SqlFunctionCategory.TIMEDATE, (rex, args, type) -> {
        boolean sqlite = org.apache.calcite.sql.type.SqlTypeUtil.inCharFamily(args.get(0).getType());
        RexNode value = sqlite ? args.get(1) : args.get(0);
        RexNode format = sqlite ? args.get(0) : args.get(1);
        if (org.apache.calcite.sql.type.SqlTypeUtil.inCharFamily(value.getType())) {
          value = rex.makeCast(rex.getTypeFactory().createTypeWithNullability(
              rex.getTypeFactory().createSqlType(SqlTypeName.TIMESTAMP, 6), value.getType().isNullable()), value);
        }
        return rex.makeCall(type, io.quiver.table.planner.functions.StandardBuiltins.STRFTIME, List.of(value, format));
      });

  /**
   * DATE_FORMAT(value, format): MySQL's % specifiers when the format (a literal) has a %, else the
   * java.time pattern Flink's DATE_FORMAT reads ({@code yyyy-MM-dd}).
   */
  static final SqlFunction DATE_FORMAT = new RewrittenFunction("DATE_FORMAT",
      ReturnTypes.explicit(SqlTypeName.VARCHAR).andThen(SqlTypeTransforms.TO_NULLABLE),
      OperandTypes.family(SqlTypeFamily.DATETIME, SqlTypeFamily.STRING), SqlFunctionCategory.TIMEDATE,
      (rex, args, type) -> {
        boolean mysql = args.get(1) instanceof RexLiteral literal && literal.getValueAs(String.class) != null
            && literal.getValueAs(String.class).contains("%");
        return rex.makeCall(type, mysql ? io.quiver.table.planner.functions.StandardBuiltins.MYSQL_DATE_FORMAT
            : QuiverFunctions.DATE_FORMAT, args);
      });

  /** DATE_ADD(value, interval) and DATE_SUB (MySQL, DuckDB): value + interval, of the value's type. */
  static final SqlFunction DATE_ADD = dateArithmetic("DATE_ADD", SqlStdOperatorTable.DATETIME_PLUS);
  static final SqlFunction DATE_SUB = dateArithmetic("DATE_SUB", SqlStdOperatorTable.MINUS);

  private static SqlFunction dateArithmetic(String name, SqlOperator operator) {
    return new RewrittenFunction(name, ReturnTypes.ARG0_NULLABLE,
        OperandTypes.family(SqlTypeFamily.DATETIME, SqlTypeFamily.DATETIME_INTERVAL), SqlFunctionCategory.TIMEDATE,
        (rex, args, type) -> rex.makeCall(type, operator, args));
  }

  /**
   * TYPEOF(x) (DuckDB, SQLite): the name of x's type as DuckDB prints it (INTEGER, VARCHAR,
   * DECIMAL(5,2), TIMESTAMP, ...), a VARCHAR known while planning.
   */
  static final SqlFunction TYPEOF = new RewrittenFunction("TYPEOF", ReturnTypes.explicit(SqlTypeName.VARCHAR),
      OperandTypes.ANY, SqlFunctionCategory.SYSTEM,
      (rex, args, type) -> rex.makeAbstractCast(type, rex.makeLiteral(duckDbTypeName(args.get(0).getType())), false));

  static String duckDbTypeName(RelDataType type) {
    return switch (type.getSqlTypeName()) {
      case BOOLEAN -> "BOOLEAN";
      case TINYINT -> "TINYINT";
      case SMALLINT -> "SMALLINT";
      case INTEGER -> "INTEGER";
      case BIGINT -> "BIGINT";
      case DECIMAL -> "DECIMAL(" + type.getPrecision() + "," + type.getScale() + ")";
      case REAL -> "FLOAT";
      case FLOAT, DOUBLE -> "DOUBLE";
      case CHAR, VARCHAR -> "VARCHAR";
      case BINARY, VARBINARY -> "BLOB";
      case DATE -> "DATE";
      case TIME -> "TIME";
      case TIMESTAMP -> "TIMESTAMP";
      case TIMESTAMP_WITH_LOCAL_TIME_ZONE -> "TIMESTAMP WITH TIME ZONE";
      case NULL -> "NULL";
      case ARRAY, MULTISET -> duckDbTypeName(type.getComponentType()) + "[]";
      case MAP -> "MAP(" + duckDbTypeName(type.getKeyType()) + ", " + duckDbTypeName(type.getValueType()) + ")";
      case ROW -> "STRUCT(" + String.join(", ", type.getFieldList().stream()
          .map(f -> f.getName() + " " + duckDbTypeName(f.getType())).toList()) + ")";
      default -> type.getSqlTypeName().isYearMonth() || type.getSqlTypeName().getFamily()
          == org.apache.calcite.sql.type.SqlTypeFamily.INTERVAL_DAY_TIME ? "INTERVAL" : type.getSqlTypeName().getName();
    };
  }

  /**
   * AGE(a, b) is refused: PostgreSQL's and DuckDB's answer is an interval of months and days
   * together, and Quiver's intervals are year-month or day-time, never both.
   */
  static final SqlFunction AGE = new RewrittenFunction("AGE", ReturnTypes.explicit(SqlTypeName.VARCHAR),
      OperandTypes.family(SqlTypeFamily.DATETIME).or(OperandTypes.family(SqlTypeFamily.DATETIME, SqlTypeFamily.DATETIME)),
      SqlFunctionCategory.TIMEDATE, (rex, args, type) -> {
        throw new ValidationException("AGE is not supported: its interval mixes months and days, and Quiver's intervals"
            + " are year-month or day-time; use date_diff('day', b, a), date_diff('month', b, a) or a - b", null,
            "0A000", 0, 0);
      });

  /** The functions of the standard dialect, looked up after Calcite's standard ones. */
  static final SqlOperatorTable TABLE = SqlOperatorTables.of(CONCAT_WS, LENGTH, STRPOS, INSTR, LOCATE, STARTS_WITH, LEFT, RIGHT,
      SUBSTR, BTRIM, LTRIM, RTRIM, DATE_TRUNC, DATE_PART, NOW, CURDATE, IFNULL, TRUNC, GREATEST, LEAST,
      CURRENT_DATABASE, SqlLibraryOperators.CONCAT_FUNCTION_WITH_NULL, IF, NVL, POW, CONTAINS, STRFTIME,
      DATE_FORMAT, DATE_ADD, DATE_SUB, AGE, DAY);

  /** The CONCAT_WS rewrite, shared with Flink's CONCAT_WS (which differs in its result type only). */
  static RexNode concatWsRewrite(RexBuilder rex, List<RexNode> args, RelDataType type) {
    return concatWs(rex, args, type);
  }

  private static RexNode concatWs(RexBuilder rex, List<RexNode> args, RelDataType type) {
    RelDataType varchar = rex.getTypeFactory().createTypeWithNullability(
        rex.getTypeFactory().createSqlType(SqlTypeName.VARCHAR), true);
    RexNode separator = text(rex, args.get(0));
    List<RexNode> parts = new ArrayList<>();
    RexNode anyBefore = null;
    for (RexNode arg : args.subList(1, args.size())) {
      RexNode value = text(rex, arg);
      if (anyBefore == null) {
        parts.add(value);
      } else {
        RexNode both = rex.makeCall(SqlStdOperatorTable.AND, anyBefore,
            rex.makeCall(SqlStdOperatorTable.IS_NOT_NULL, value));
        parts.add(rex.makeCall(varchar, SqlStdOperatorTable.CASE, List.of(both, separator, rex.makeNullLiteral(varchar))));
        parts.add(value);
      }
      RexNode notNull = rex.makeCall(SqlStdOperatorTable.IS_NOT_NULL, value);
      anyBefore = anyBefore == null ? notNull : rex.makeCall(SqlStdOperatorTable.OR, anyBefore, notNull);
    }
    RexNode joined = parts.isEmpty() ? rex.makeLiteral("")
        : rex.makeCall(rex.getTypeFactory().createSqlType(SqlTypeName.VARCHAR),
            SqlLibraryOperators.CONCAT_FUNCTION_WITH_NULL, parts.size() == 1 ? List.of(parts.get(0), rex.makeLiteral(""))
                : parts);
    if (!separator.getType().isNullable()) {
      // An abstract cast, which is kept when only nullability differs: Flink's CONCAT_WS is a
      // nullable STRING even over literals, and the converted type must be the validated one.
      return joined.getType().equals(type) ? joined : rex.makeAbstractCast(type, joined, false);
    }
    return rex.makeCall(type, SqlStdOperatorTable.CASE, List.of(
        rex.makeCall(SqlStdOperatorTable.IS_NULL, separator), rex.makeNullLiteral(type), rex.ensureType(type, joined, true)));
  }

  /** A value as a character string: CONCAT_WS takes any type, as PostgreSQL does. */
  private static RexNode text(RexBuilder rex, RexNode value) {
    if (org.apache.calcite.sql.type.SqlTypeUtil.isCharacter(value.getType())) {
      return value;
    }
    return rex.makeCast(rex.getTypeFactory().createTypeWithNullability(
        rex.getTypeFactory().createSqlType(SqlTypeName.VARCHAR), value.getType().isNullable()), value);
  }

  private static RexNode left(RexBuilder rex, List<RexNode> args, RelDataType type) {
    RexNode s = args.get(0);
    RexNode n = args.get(1);
    RexNode zero = rex.makeZeroLiteral(n.getType());
    RexNode one = rex.makeExactLiteral(java.math.BigDecimal.ONE, n.getType());
    RexNode length = rex.makeCall(SqlStdOperatorTable.CHAR_LENGTH, s);
    // A negative n keeps all but the last -n characters: max(length + n, 0) of them.
    RexNode kept = rex.makeCall(SqlStdOperatorTable.PLUS, length, n);
    RexNode count = rex.makeCall(SqlStdOperatorTable.CASE,
        rex.makeCall(SqlStdOperatorTable.GREATER_THAN_OR_EQUAL, n, zero), n,
        rex.makeCall(SqlStdOperatorTable.GREATER_THAN, kept, zero), kept,
        rex.ensureType(kept.getType(), zero, true));
    RexNode left = rex.makeCall(type, SqlStdOperatorTable.SUBSTRING, List.of(s, one, count));
    // a NULL count is NULL (the CASE above would read it as 0)
    return n.getType().isNullable() ? rex.makeCall(type, SqlStdOperatorTable.CASE, List.of(
        rex.makeCall(SqlStdOperatorTable.IS_NULL, n), rex.makeNullLiteral(type), left)) : left;
  }

  private static RexNode right(RexBuilder rex, List<RexNode> args, RelDataType type) {
    RexNode s = args.get(0);
    RexNode n = args.get(1);
    RexNode zero = rex.makeZeroLiteral(n.getType());
    RexNode one = rex.makeExactLiteral(java.math.BigDecimal.ONE, n.getType());
    RexNode length = rex.makeCall(SqlStdOperatorTable.CHAR_LENGTH, s);
    // The last n start at length - n + 1 (at least 1); a negative n starts after the first -n.
    RexNode fromEnd = rex.makeCall(SqlStdOperatorTable.PLUS, rex.makeCall(SqlStdOperatorTable.MINUS, length, n), one);
    RexNode start = rex.makeCall(SqlStdOperatorTable.CASE,
        rex.makeCall(SqlStdOperatorTable.LESS_THAN, n, zero), rex.makeCall(SqlStdOperatorTable.MINUS, one, n),
        rex.makeCall(SqlStdOperatorTable.GREATER_THAN, fromEnd, one), fromEnd,
        rex.ensureType(fromEnd.getType(), one, true));
    RexNode right = rex.makeCall(type, SqlStdOperatorTable.SUBSTRING, List.of(s, start));
    // a NULL count is NULL (the CASE above would start at 1)
    return n.getType().isNullable() ? rex.makeCall(type, SqlStdOperatorTable.CASE, List.of(
        rex.makeCall(SqlStdOperatorTable.IS_NULL, n), rex.makeNullLiteral(type), right)) : right;
  }

  /** The unit a DATE_TRUNC or DATE_PART names, e.g. 'month'. */
  private static TimeUnitRange unit(String function, RexNode operand) {
    if (!(operand instanceof RexLiteral literal) || literal.getValueAs(String.class) == null) {
      throw new ValidationException(function + " needs its unit as a string literal, e.g. 'month'", null, "42804", 0, 0);
    }
    String name = literal.getValueAs(String.class).trim().toUpperCase(Locale.ROOT);
    try {
      return TimeUnitRange.of(TimeUnit.valueOf(name.endsWith("S") ? name.substring(0, name.length() - 1)
          : name), null);
    } catch (IllegalArgumentException e) {
      throw new ValidationException(function + ": unit '" + literal.getValueAs(String.class) + "' is not known", null,
          "22023", 0, 0);
    }
  }

  /** Whether {@code operator} is one of this table's, rewritten while converting. */
  static boolean isRewritten(SqlOperator operator) {
    return operator instanceof RewrittenFunction && operator.getSyntax() == SqlSyntax.FUNCTION;
  }
}
