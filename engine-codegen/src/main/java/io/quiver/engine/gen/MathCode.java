package io.quiver.engine.gen;

import static io.quiver.engine.gen.ExprCodeGenerator.FN;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.List;

/** Code for ROUND, TRUNCATE, FLOOR, CEIL and SIGN in each numeric representation. */
final class MathCode {
  private static final String MATH = ScalarFunctions.MATH;

  private MathCode() {}

  static String toDouble(String v, SqlType type) {
    return Casts.cast(v, type, SqlType.of(TypeId.DOUBLE));
  }

  static String round(String[] v, List<SqlType> types, SqlType type, boolean truncate) {
    SqlType t = types.get(0);
    String places = v.length > 1 ? "(long) " + v[1] : "0L";
    String value = switch (t.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> MATH + ".round((long) " + v[0] + ", " + places + ", " + truncate + ")";
      case REAL, DOUBLE -> MATH + ".round((double) " + v[0] + ", " + places + ", " + truncate + ")";
      case DECIMAL -> t.isLongDecimal()
          ? MATH + ".roundUnscaled(" + v[0] + ", " + t.scale() + ", " + places + ", " + truncate + ")"
          : MATH + ".round(" + v[0] + ", " + places + ", " + truncate + ")";
      default -> throw new UnsupportedOperationException("ROUND of " + t);
    };
    SqlType computed = switch (t.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> SqlType.of(TypeId.BIGINT);
      case REAL, DOUBLE -> SqlType.of(TypeId.DOUBLE);
      default -> t;
    };
    return Casts.cast(value, computed, type);
  }

  static String floor(String[] v, List<SqlType> types, SqlType type, boolean ceil) {
    SqlType t = types.get(0);
    if (v.length > 1) {
      String unit = FN + ".string(" + v[1] + ")";
      return t.id() == TypeId.DATE
          ? DateTimeArithmetic.DT + ".floorDate(" + unit + ", " + v[0] + ", " + ceil + ")"
          : DateTimeArithmetic.DT + ".floorTimestamp(" + unit + ", " + v[0] + ", " + ceil + ")";
    }
    return switch (t.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> Casts.cast(v[0], t, type);
      case REAL, DOUBLE -> Casts.cast("Math." + (ceil ? "ceil" : "floor") + "((double) " + v[0] + ")",
          SqlType.of(TypeId.DOUBLE), type);
      case DECIMAL -> t.isLongDecimal()
          ? Casts.cast(MATH + ".floorUnscaled(" + v[0] + ", " + t.scale() + ", " + ceil + ")",
              SqlType.decimal(Math.min(18, t.precision()), 0), type)
          : Casts.cast(MATH + ".floor(" + v[0] + ", " + ceil + ")", SqlType.decimal(t.precision(), 0), type);
      default -> throw new UnsupportedOperationException("FLOOR of " + t);
    };
  }

  static String sign(String v, SqlType t, SqlType type) {
    return switch (t.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> Casts.cast("(long) Long.signum((long) " + v + ")", SqlType.of(TypeId.BIGINT), type);
      case REAL, DOUBLE -> Casts.cast("Math.signum((double) " + v + ")", SqlType.of(TypeId.DOUBLE), type);
      case DECIMAL -> t.isLongDecimal()
          ? Casts.cast("(long) Long.signum(" + v + ")", SqlType.of(TypeId.BIGINT), type)
          : Casts.cast("(long) " + v + ".signum()", SqlType.of(TypeId.BIGINT), type);
      default -> throw new UnsupportedOperationException("SIGN of " + t);
    };
  }
}
