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
  private ScalarFunctions() {}

  static String generate(Operator operator, String[] v, List<SqlType> types, SqlType type) {
    return switch (operator) {
      case ABS -> Arithmetic.abs(v[0], type);
      case CONCAT -> FN + ".concat(" + Casts.cast(v[0], types.get(0), SqlType.of(TypeId.VARCHAR)) + ", "
          + Casts.cast(v[1], types.get(1), SqlType.of(TypeId.VARCHAR)) + ")";
      case UPPER -> FN + ".upper(" + v[0] + ")";
      case LOWER -> FN + ".lower(" + v[0] + ")";
      case CHAR_LENGTH -> FN + ".charLength(" + v[0] + ")";
      case SUBSTRING -> FN + ".substring(" + v[0] + ", (long) " + v[1] + (v.length > 2 ? ", (long) " + v[2] : "") + ")";
      case TRIM -> FN + ".trim(" + FN + ".string(" + v[0] + "), " + v[1] + ", " + v[2] + ")";
      case EXTRACT -> {
        String unit = FN + ".string(" + v[0] + ")";
        String fn = types.get(1).id() == TypeId.DATE ? "extractFromDate" : "extractFromTimestamp";
        yield Casts.cast(FN + "." + fn + "(" + unit + ", " + v[1] + ")", SqlType.of(TypeId.BIGINT), type);
      }
      // A typed expression whose evaluation throws, so that it fits wherever a value of the type does.
      case CARDINALITY_VIOLATION -> "(" + FN + ".cardinalityViolation() ? " + JavaTypes.defaultValue(type) + " : "
          + JavaTypes.defaultValue(type) + ")";
      default -> throw new UnsupportedOperationException("operator " + operator + " is not supported");
    };
  }
}
