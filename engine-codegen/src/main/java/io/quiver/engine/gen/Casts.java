package io.quiver.engine.gen;

import static io.quiver.engine.gen.ExprCodeGenerator.FN;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;

/** Code for converting a non-null value from one SQL type to another, checked as SQL requires. */
final class Casts {
  static final String TEXT = "io.quiver.engine.exec.TextFunctions";

  private Casts() {}

  static String cast(String v, SqlType from, SqlType to) {
    if (from.id() == TypeId.NULL) {
      return JavaTypes.defaultValue(to);
    }
    if (sameRepresentation(from, to)) {
      return v;
    }
    return switch (to.id()) {
      case BOOLEAN -> toBoolean(v, from);
      case TINYINT -> FN + ".toTinyint(" + toLong(v, from) + ")";
      case SMALLINT -> FN + ".toSmallint(" + toLong(v, from) + ")";
      case INTEGER -> FN + ".toInt(" + toLong(v, from) + ")";
      case BIGINT -> toLong(v, from);
      case DOUBLE -> toDouble(v, from);
      case REAL -> "(float) " + toDouble(v, from);
      case DECIMAL -> toDecimal(v, from, to);
      case CHAR, VARCHAR -> toString(v, from, to);
      case DATE -> toDate(v, from);
      case TIMESTAMP, TIMESTAMP_LTZ -> toTimestamp(v, from, to);
      case TIME -> toTime(v, from, to);
      case BINARY, VARBINARY -> toBinary(v, from, to);
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> {
        if (Arithmetic.isExactLong(from) && from.id() != TypeId.DECIMAL) {
          yield "Math.multiplyExact((long) " + v + ", " + DateTimeArithmetic.unitSize(to) + "L)";
        }
        if (from.id() != to.id()) {
          throw unsupported(from, to);
        }
        yield v;
      }
      case NULL -> throw new IllegalArgumentException("cannot cast to NULL");
      case ARRAY, MULTISET, MAP, ROW -> throw unsupported(from, to);
    };
  }

  private static boolean sameRepresentation(SqlType from, SqlType to) {
    if (from.id() != to.id()) {
      return false;
    }
    return switch (to.id()) {
      case DECIMAL -> from.precision() <= to.precision() && from.scale() == to.scale()
          && from.isLongDecimal() == to.isLongDecimal();
      case CHAR -> from.precision() == to.precision();
      case VARCHAR -> !isBounded(to) || (isBounded(from) && from.precision() <= to.precision());
      case TIMESTAMP, TIME, TIMESTAMP_LTZ -> from.precision() <= to.precision();
      case BINARY -> from.precision() == to.precision();
      case VARBINARY -> !isBounded(to) || (isBounded(from) && from.precision() <= to.precision());
      default -> true;
    };
  }

  private static boolean isBounded(SqlType type) {
    return type.precision() >= 0 && type.precision() < SqlType.MAX_VARCHAR_LENGTH;
  }

  private static String toBoolean(String v, SqlType from) {
    if (from.id().isCharacter()) {
      return FN + ".parseBoolean(" + v + ")";
    }
    if (from.id() == TypeId.DECIMAL && !from.isLongDecimal()) {
      return "(" + v + ".signum() != 0)";
    }
    if (from.id().isNumeric()) {
      return "(" + v + " != 0)";
    }
    throw unsupported(from, SqlType.of(TypeId.BOOLEAN));
  }

  /** The value as a checked {@code long} (integers round half away from zero from decimals). */
  private static String toLong(String v, SqlType from) {
    return switch (from.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> "(long) " + v;
      case BOOLEAN -> "(" + v + " ? 1L : 0L)";
      case REAL, DOUBLE -> FN + ".doubleToLong(" + v + ")";
      case DECIMAL -> from.isLongDecimal()
          ? FN + ".rescale(" + v + ", " + from.scale() + ", 0)"
          : FN + ".decimalToLong(" + v + ")";
      case CHAR, VARCHAR -> FN + ".parseLong(" + v + ")";
      // A single-field interval converts to its count of that field.
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> "(" + v + " / " + DateTimeArithmetic.unitSize(from) + "L)";
      default -> throw unsupported(from, SqlType.of(TypeId.BIGINT));
    };
  }

  private static String toDouble(String v, SqlType from) {
    return switch (from.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, REAL, DOUBLE -> "(double) " + v;
      case DECIMAL -> from.isLongDecimal()
          // Both operands are exact doubles below 2^53, so the division rounds correctly.
          ? "((double) " + v + " / " + (double) FnPowers.of(from.scale()) + "d)"
          : v + ".doubleValue()";
      case CHAR, VARCHAR -> FN + ".parseDouble(" + v + ")";
      case BOOLEAN -> "(" + v + " ? 1d : 0d)";
      default -> throw unsupported(from, SqlType.of(TypeId.DOUBLE));
    };
  }

  private static String toDecimal(String v, SqlType from, SqlType to) {
    int p = to.precision();
    int s = to.scale();
    if (to.isLongDecimal()) {
      return switch (from.id()) {
        case TINYINT, SMALLINT, INTEGER, BIGINT ->
            FN + ".checkPrecision(Math.multiplyExact((long) " + v + ", " + FnPowers.of(s) + "L), " + p + ")";
        case DECIMAL -> from.isLongDecimal()
            ? FN + ".checkPrecision(" + FN + ".rescale(" + v + ", " + from.scale() + ", " + s + "), " + p + ")"
            : FN + ".unscaled(" + v + ", " + p + ", " + s + ")";
        default -> FN + ".unscaled(" + bigDecimal(v, from) + ", " + p + ", " + s + ")";
      };
    }
    return FN + ".decimal(" + bigDecimal(v, from) + ", " + p + ", " + s + ")";
  }

  static String bigDecimal(String v, SqlType from) {
    return switch (from.id()) {
      case CHAR, VARCHAR -> FN + ".parseDecimal(" + v + ")";
      case BOOLEAN -> "java.math.BigDecimal.valueOf(" + v + " ? 1L : 0L)";
      default -> ExprCodeGenerator.bigDecimalOf(v, from);
    };
  }

  private static String toString(String v, SqlType from, SqlType to) {
    String utf8 = switch (from.id()) {
      // As in PostgreSQL, a CHAR loses its padding when it becomes another string type, so
      // CHAR values compared as VARCHAR (as Calcite types CHAR(3) = CHAR(5)) ignore trailing spaces.
      case CHAR -> to.id() == TypeId.VARCHAR ? FN + ".trimTrailingSpaces(" + v + ")" : v;
      case VARCHAR -> v;
      case BOOLEAN -> FN + ".toUtf8(" + v + ")";
      case TINYINT, SMALLINT, INTEGER, BIGINT -> FN + ".toUtf8((long) " + v + ")";
      case REAL, DOUBLE -> FN + ".toUtf8((double) " + v + ")";
      case DECIMAL -> from.isLongDecimal()
          ? FN + ".decimalToUtf8(" + v + ", " + from.scale() + ")"
          : FN + ".toUtf8(" + v + ")";
      case DATE -> FN + ".dateToUtf8(" + v + ")";
      case TIMESTAMP -> FN + ".timestampToUtf8(" + v + ", " + from.precision() + ")";
      case TIMESTAMP_LTZ -> FN + ".timestampToUtf8(" + v + ", " + Math.max(0, from.precision()) + ")";
      case TIME -> TEXT + ".time(" + v + ", " + Math.max(0, from.precision()) + ")";
      case BINARY, VARBINARY -> TEXT + ".hex(" + v + ")";
      case INTERVAL_YEAR_MONTH -> TEXT + ".yearMonth(" + v + ")";
      case INTERVAL_DAY_TIME -> TEXT + ".dayTime(" + v + ")";
      case NULL -> throw new IllegalStateException();
      case ARRAY, MULTISET, MAP, ROW -> throw unsupported(from, to);
    };
    if (!isBounded(to)) {
      return utf8;
    }
    return FN + ".fitLength(" + utf8 + ", " + to.precision() + ", " + (to.id() == TypeId.CHAR) + ")";
  }

  private static String toDate(String v, SqlType from) {
    return switch (from.id()) {
      case TIMESTAMP, TIMESTAMP_LTZ -> FN + ".timestampToDate(" + v + ")";
      case CHAR, VARCHAR -> FN + ".parseDate(" + v + ")";
      default -> throw unsupported(from, SqlType.of(TypeId.DATE));
    };
  }

  private static String toTimestamp(String v, SqlType from, SqlType to) {
    String micros = switch (from.id()) {
      case DATE -> FN + ".dateToTimestamp(" + v + ")";
      // TIMESTAMP WITH LOCAL TIME ZONE is shown in the session zone, which is UTC.
      case TIMESTAMP, TIMESTAMP_LTZ -> v;
      case CHAR, VARCHAR -> FN + ".parseTimestamp(" + v + ")";
      default -> throw unsupported(from, to);
    };
    return to.precision() >= 6 ? micros : FN + ".truncateMicros(" + micros + ", " + to.precision() + ")";
  }

  private static String toTime(String v, SqlType from, SqlType to) {
    String micros = switch (from.id()) {
      case TIME -> v;
      case TIMESTAMP, TIMESTAMP_LTZ -> "Math.floorMod(" + v + ", 86400000000L)";
      case CHAR, VARCHAR -> DateTimeArithmetic.DT + ".parseTime(" + v + ")";
      default -> throw unsupported(from, to);
    };
    return to.precision() >= 6 || to.precision() < 0 ? micros : FN + ".truncateMicros(" + micros + ", " + to.precision() + ")";
  }

  private static String toBinary(String v, SqlType from, SqlType to) {
    String bytes = switch (from.id()) {
      case BINARY, VARBINARY, CHAR, VARCHAR -> v;
      default -> throw unsupported(from, to);
    };
    if (!isBounded(to)) {
      return bytes;
    }
    return TEXT + ".fitBinary(" + bytes + ", " + to.precision() + ", " + (to.id() == TypeId.BINARY) + ")";
  }

  private static UnsupportedOperationException unsupported(SqlType from, SqlType to) {
    return new UnsupportedOperationException("cannot cast " + from + " to " + to);
  }

  /** Powers of ten as compile-time text. */
  static final class FnPowers {
    static long of(int exponent) {
      return io.quiver.engine.exec.SqlFunctions.powerOfTen(exponent);
    }
  }
}
