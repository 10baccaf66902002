package io.quiver.engine.gen;

import static io.quiver.engine.gen.ExprCodeGenerator.FN;

import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.List;

/**
 * Code for the strict built-in functions (NULL in, NULL out): given the operands' value terms,
 * the expression computing the result. Most delegate to {@code SqlFunctions}.
 */
final class ScalarFunctions {
  static final String DT = DateTimeArithmetic.DT;
  static final String MATH = "io.quiver.engine.runtime.MathFunctions";

  private ScalarFunctions() {}

  /** A DATE, TIME or timestamp as epoch microseconds. */
  static String micros(String v, SqlType type) {
    return type.id() == TypeId.DATE ? FN + ".dateToTimestamp(" + v + ")" : v;
  }

  private static String timestampAdd(String[] v, List<SqlType> types, SqlType type) {
    String unit = FN + ".string(" + v[0] + ")";
    String amount = "(long) " + v[1];
    if (type.id() == TypeId.DATE) {
      return DT + ".timestampAddToDate(" + unit + ", " + amount + ", " + v[2] + ")";
    }
    return DT + ".timestampAdd(" + unit + ", " + amount + ", " + micros(v[2], types.get(2)) + ")";
  }

  static String generate(Operator operator, String[] v, List<SqlType> types, SqlType type) {
    return switch (operator) {
      case ABS -> Arithmetic.abs(v[0], type);
      case CONCAT -> {
        // Binary strings concatenate their bytes; anything else is concatenated as text.
        SqlType operandType = SqlType.of(type.id().isBinary() ? TypeId.VARBINARY : TypeId.VARCHAR);
        String result = Casts.cast(v[0], types.get(0), operandType);
        for (int i = 1; i < v.length; i++) {
          result = FN + ".concat(" + result + ", " + Casts.cast(v[i], types.get(i), operandType) + ")";
        }
        yield result;
      }
      case UPPER -> FN + ".upper(" + v[0] + ")";
      case LOWER -> FN + ".lower(" + v[0] + ")";
      case CHAR_LENGTH -> FN + ".charLength(" + v[0] + ")";
      case OCTET_LENGTH -> v[0] + ".length";
      case SUBSTRING -> FN + ".substring(" + v[0] + ", (long) " + v[1] + (v.length > 2 ? ", (long) " + v[2] : "") + ")";
      case TRIM -> FN + ".trim(" + FN + ".string(" + v[0] + "), " + v[1] + ", " + v[2] + ")";
      case EXTRACT -> {
        String unit = FN + ".string(" + v[0] + ")";
        String call = switch (types.get(1).id()) {
          case DATE -> FN + ".extractFromDate(" + unit + ", " + v[1] + ")";
          case TIME -> DT + ".extractFromTime(" + unit + ", " + v[1] + ")";
          case INTERVAL_YEAR_MONTH -> DT + ".extractFromYearMonth(" + unit + ", " + v[1] + ")";
          case INTERVAL_DAY_TIME -> DT + ".extractFromDayTime(" + unit + ", " + v[1] + ")";
          default -> FN + ".extractFromTimestamp(" + unit + ", " + v[1] + ")";
        };
        yield Casts.cast(call, SqlType.of(TypeId.BIGINT), type);
      }
      case POSITION -> Casts.TEXT + ".position(" + v[0] + ", " + v[1] + ")";
      case REPLACE -> Casts.TEXT + ".replace(" + v[0] + ", " + v[1] + ", " + v[2] + ")";
      case LPAD, RPAD -> Casts.TEXT + ".pad(" + v[0] + ", (long) " + v[1] + ", "
          + (v.length > 2 ? v[2] : FN + ".utf8(\" \")") + ", " + (operator == Operator.LPAD) + ")";
      case ROUND, TRUNCATE -> MathCode.round(v, types, type, operator == Operator.TRUNCATE);
      case FLOOR, CEIL -> MathCode.floor(v, types, type, operator == Operator.CEIL);
      case SIGN -> MathCode.sign(v[0], types.get(0), type);
      case POWER -> MATH + ".power(" + MathCode.toDouble(v[0], types.get(0)) + ", " + MathCode.toDouble(v[1], types.get(1)) + ")";
      case SQRT -> MATH + ".sqrt(" + MathCode.toDouble(v[0], types.get(0)) + ")";
      case LN -> MATH + ".ln(" + MathCode.toDouble(v[0], types.get(0)) + ")";
      case LOG10 -> MATH + ".log10(" + MathCode.toDouble(v[0], types.get(0)) + ")";
      case EXP -> MATH + ".exp(" + MathCode.toDouble(v[0], types.get(0)) + ")";
      case TIMESTAMP_ADD -> timestampAdd(v, types, type);
      case TIMESTAMP_DIFF -> Casts.cast(DT + ".timestampDiff(" + FN + ".string(" + v[0] + "), "
          + micros(v[1], types.get(1)) + ", " + micros(v[2], types.get(2)) + ")", SqlType.of(TypeId.BIGINT), type);
      case DATE_FORMAT -> Casts.TEXT + ".dateFormat(" + micros(v[0], types.get(0)) + ", " + v[1] + ")";
      // A typed expression whose evaluation throws, so that it fits wherever a value of the type does.
      case CARDINALITY_VIOLATION -> "(" + FN + ".cardinalityViolation() ? " + JavaTypes.defaultValue(type) + " : "
          + JavaTypes.defaultValue(type) + ")";
      default -> throw new UnsupportedOperationException("operator " + operator + " is not supported");
    };
  }
}
