package io.quiver.engine.gen;

import static io.quiver.engine.gen.ExprCodeGenerator.FN;

import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;

/**
 * Code for arithmetic. Integers are computed as checked {@code long}s and narrowed with a range
 * check; DECIMALs of up to 18 digits as scaled {@code long}s where the result scale allows,
 * otherwise as {@code BigDecimal}; every overflow is an error, never a wrapped value.
 */
final class Arithmetic {
  private Arithmetic() {}

  static String binary(Operator op, String a, SqlType ta, String b, SqlType tb, SqlType result) {
    return switch (result.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> isIntegral(ta) && isIntegral(tb)
          ? narrow(integerOp(op, "(long) " + a, "(long) " + b), result)
          : narrow(FN + ".decimalToLong(" + bigDecimalOp(op, a, ta, b, tb, 0) + ")", result);
      case REAL, DOUBLE -> {
        String x = Casts.cast(a, ta, SqlType.of(TypeId.DOUBLE));
        String y = Casts.cast(b, tb, SqlType.of(TypeId.DOUBLE));
        String d = switch (op) {
          case PLUS -> "(" + x + " + " + y + ")";
          case MINUS -> "(" + x + " - " + y + ")";
          case TIMES -> "(" + x + " * " + y + ")";
          case DIVIDE -> FN + ".divide(" + x + ", " + y + ")";
          case MOD -> FN + ".mod(" + x + ", " + y + ")";
          default -> throw new IllegalArgumentException(op.name());
        };
        yield result.id() == TypeId.REAL ? "(float) " + d : d;
      }
      case DECIMAL -> decimal(op, a, ta, b, tb, result);
      default -> throw new UnsupportedOperationException(op + " on " + ta + " and " + tb + " is not supported");
    };
  }

  private static String decimal(Operator op, String a, SqlType ta, String b, SqlType tb, SqlType result) {
    int p = result.precision();
    int s = result.scale();
    if (result.isLongDecimal() && isExactLong(ta) && isExactLong(tb)) {
      int sa = scale(ta);
      int sb = scale(tb);
      if ((op == Operator.PLUS || op == Operator.MINUS) && sa <= s && sb <= s) {
        String x = FN + ".rescale((long) " + a + ", " + sa + ", " + s + ")";
        String y = FN + ".rescale((long) " + b + ", " + sb + ", " + s + ")";
        String exact = op == Operator.PLUS ? "Math.addExact" : "Math.subtractExact";
        return FN + ".checkPrecision(" + exact + "(" + x + ", " + y + "), " + p + ")";
      }
      if (op == Operator.TIMES && sa + sb == s) {
        return FN + ".checkPrecision(Math.multiplyExact((long) " + a + ", (long) " + b + "), " + p + ")";
      }
    }
    if (!result.isLongDecimal() && op == Operator.TIMES && isExactLong(ta) && isExactLong(tb)
        && scale(ta) + scale(tb) == s) {
      // Money times a factor (TPC-H's price * (1 - discount)) is typed past 18 digits but
      // nearly always fits a long.
      return FN + ".multiplyToDecimal((long) " + a + ", (long) " + b + ", " + p + ", " + s + ")";
    }
    String value = bigDecimalOp(op, a, ta, b, tb, s);
    return result.isLongDecimal()
        ? FN + ".unscaled(" + value + ", " + p + ", " + s + ")"
        : FN + ".decimal(" + value + ", " + p + ", " + s + ")";
  }

  private static String bigDecimalOp(Operator op, String a, SqlType ta, String b, SqlType tb, int scale) {
    String x = Casts.bigDecimal(a, ta);
    String y = Casts.bigDecimal(b, tb);
    return switch (op) {
      case PLUS -> x + ".add(" + y + ")";
      case MINUS -> x + ".subtract(" + y + ")";
      case TIMES -> x + ".multiply(" + y + ")";
      case DIVIDE -> FN + ".divide(" + x + ", " + y + ", " + scale + ")";
      case MOD -> FN + ".mod(" + x + ", " + y + ")";
      default -> throw new IllegalArgumentException(op.name());
    };
  }

  private static String integerOp(Operator op, String a, String b) {
    return switch (op) {
      case PLUS -> "Math.addExact(" + a + ", " + b + ")";
      case MINUS -> "Math.subtractExact(" + a + ", " + b + ")";
      case TIMES -> "Math.multiplyExact(" + a + ", " + b + ")";
      case DIVIDE -> FN + ".divide(" + a + ", " + b + ")";
      case MOD -> FN + ".mod(" + a + ", " + b + ")";
      default -> throw new IllegalArgumentException(op.name());
    };
  }

  static String negate(String v, SqlType type) {
    return switch (type.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> narrow("Math.negateExact((long) " + v + ")", type);
      case REAL, DOUBLE -> "-" + v;
      case DECIMAL -> type.isLongDecimal() ? "Math.negateExact(" + v + ")" : v + ".negate()";
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> "Math.negateExact(" + v + ")";
      default -> throw new UnsupportedOperationException("cannot negate " + type);
    };
  }

  static String abs(String v, SqlType type) {
    return switch (type.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> narrow("Math.absExact((long) " + v + ")", type);
      case REAL, DOUBLE -> "Math.abs(" + v + ")";
      case DECIMAL -> type.isLongDecimal() ? "Math.absExact(" + v + ")" : v + ".abs()";
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> "Math.absExact(" + v + ")";
      default -> throw new UnsupportedOperationException("ABS of " + type);
    };
  }

  private static String narrow(String longValue, SqlType type) {
    return switch (type.id()) {
      case TINYINT -> FN + ".toTinyint(" + longValue + ")";
      case SMALLINT -> FN + ".toSmallint(" + longValue + ")";
      case INTEGER -> FN + ".toInt(" + longValue + ")";
      default -> longValue;
    };
  }

  static boolean isIntegral(SqlType type) {
    return switch (type.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> true;
      default -> false;
    };
  }

  /** Integers and DECIMALs held as a {@code long}. */
  static boolean isExactLong(SqlType type) {
    return isIntegral(type) || type.isLongDecimal();
  }

  static int scale(SqlType type) {
    return type.id() == TypeId.DECIMAL ? type.scale() : 0;
  }

  /** Decimal digits an exact-long value may have. */
  static int digits(SqlType type) {
    return switch (type.id()) {
      case TINYINT -> 3;
      case SMALLINT -> 5;
      case INTEGER -> 10;
      case BIGINT -> 19;
      default -> type.precision();
    };
  }
}
