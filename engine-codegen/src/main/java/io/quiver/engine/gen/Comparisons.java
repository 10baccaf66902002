package io.quiver.engine.gen;

import static io.quiver.engine.gen.ExprCodeGenerator.FN;

import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;

/**
 * Code comparing two non-null values, after bringing them to a common domain: strings by code
 * point (blank-padded when either is CHAR), exact numbers as scaled {@code long}s when that cannot
 * overflow and as {@code BigDecimal} otherwise, approximate numbers as {@code double}s.
 */
final class Comparisons {
  private Comparisons() {}

  static String compare(Operator op, String a, SqlType ta, String b, SqlType tb) {
    TypeId x = ta.id();
    TypeId y = tb.id();
    if (x.isComposite() && y.isComposite() && (op == Operator.EQUALS || op == Operator.NOT_EQUALS)) {
      return (op == Operator.NOT_EQUALS ? "!" : "") + CompositeCode.equal(a, b);
    }
    if (x.isComposite() || y.isComposite()) {
      throw new UnsupportedOperationException("cannot compare " + ta + " with " + tb + " by order");
    }
    if (x == TypeId.BOOLEAN && y == TypeId.BOOLEAN) {
      return "(Boolean.compare(" + a + ", " + b + ") " + symbol(op) + " 0)";
    }
    if (x.isCharacter() && y.isCharacter()) {
      boolean pad = x == TypeId.CHAR || y == TypeId.CHAR;
      if (op == Operator.EQUALS || op == Operator.NOT_EQUALS) {
        return (op == Operator.NOT_EQUALS ? "!" : "") + FN + ".equals(" + a + ", " + b + ", " + pad + ")";
      }
      return "(" + FN + ".compare(" + a + ", " + b + ", " + pad + ") " + symbol(op) + " 0)";
    }
    if (x.isBinary() && y.isBinary()) {
      return "(" + Casts.TEXT + ".compareBinary(" + a + ", " + b + ") " + symbol(op) + " 0)";
    }
    if (x == TypeId.REAL || x == TypeId.DOUBLE || y == TypeId.REAL || y == TypeId.DOUBLE) {
      // PostgreSQL's order: NaN equals itself and is above every other value, Infinity included.
      return "(" + FN + ".compareDoubles(" + Casts.cast(a, ta, SqlType.of(TypeId.DOUBLE)) + ", "
          + Casts.cast(b, tb, SqlType.of(TypeId.DOUBLE)) + ") " + symbol(op) + " 0)";
    }
    if (x == TypeId.DECIMAL || y == TypeId.DECIMAL) {
      return decimal(op, a, ta, b, tb);
    }
    if (x == TypeId.DATE && y == TypeId.TIMESTAMP) {
      return "(" + FN + ".dateToTimestamp(" + a + ") " + symbol(op) + " " + b + ")";
    }
    if (x == TypeId.TIMESTAMP && y == TypeId.DATE) {
      return "(" + a + " " + symbol(op) + " " + FN + ".dateToTimestamp(" + b + "))";
    }
    if (x.isCharacter() || y.isCharacter() || x == TypeId.BOOLEAN || y == TypeId.BOOLEAN) {
      throw new UnsupportedOperationException("cannot compare " + ta + " with " + tb);
    }
    return "(" + a + " " + symbol(op) + " " + b + ")";
  }

  private static String decimal(Operator op, String a, SqlType ta, String b, SqlType tb) {
    int sa = Arithmetic.scale(ta);
    int sb = Arithmetic.scale(tb);
    int s = Math.max(sa, sb);
    boolean fitsLong = Arithmetic.isExactLong(ta) && Arithmetic.isExactLong(tb)
        && Arithmetic.digits(ta) + (s - sa) <= 18 && Arithmetic.digits(tb) + (s - sb) <= 18;
    if (fitsLong) {
      String x = sa == s ? a : FN + ".rescale((long) " + a + ", " + sa + ", " + s + ")";
      String y = sb == s ? b : FN + ".rescale((long) " + b + ", " + sb + ", " + s + ")";
      return "(" + x + " " + symbol(op) + " " + y + ")";
    }
    return "(" + Casts.bigDecimal(a, ta) + ".compareTo(" + Casts.bigDecimal(b, tb) + ") " + symbol(op) + " 0)";
  }

  private static String symbol(Operator op) {
    return switch (op) {
      case EQUALS -> "==";
      case NOT_EQUALS -> "!=";
      case LESS_THAN -> "<";
      case LESS_THAN_OR_EQUAL -> "<=";
      case GREATER_THAN -> ">";
      case GREATER_THAN_OR_EQUAL -> ">=";
      default -> throw new IllegalArgumentException(op.name());
    };
  }
}
