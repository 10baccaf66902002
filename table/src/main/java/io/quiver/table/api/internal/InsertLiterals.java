package io.quiver.table.api.internal;

import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCharStringLiteral;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNumericLiteral;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * The value an ad-hoc INSERT's literal gives its column, for the literals whose conversion is
 * exact whatever the dialect: NULL, an integer into an integer column of its range, a number into
 * a DECIMAL column it fits without rounding or into a DOUBLE, a string into a VARCHAR it fits
 * (a CHAR it fills), TRUE/FALSE into a BOOLEAN. Everything else (rounding, truncation, a string
 * read as a number or date, an expression) is left to the ordinary INSERT, which owns those casts
 * and their errors.
 */
final class InsertLiterals {
  private static final BigDecimal LONG_MIN = BigDecimal.valueOf(Long.MIN_VALUE);
  private static final BigDecimal LONG_MAX = BigDecimal.valueOf(Long.MAX_VALUE);
  /** Integers a REAL holds exactly: |n| up to 2^24. */
  private static final BigDecimal REAL_EXACT = BigDecimal.valueOf(1 << 24);

  /** A value as {@link ParameterValues#physical} takes it; {@code value} null for SQL NULL. */
  record Value(Object value) {}

  private InsertLiterals() {}

  /** The value of {@code node} for a column of {@code type}, or null if it is not such a literal. */
  static Value value(SqlNode node, SqlType type) {
    boolean negative = false;
    if (node.getKind() == SqlKind.MINUS_PREFIX && ((SqlBasicCall) node).operand(0) instanceof SqlNumericLiteral) {
      negative = true;
      node = ((SqlBasicCall) node).operand(0);
    }
    if (!(node instanceof SqlLiteral literal)) {
      return null;
    }
    if (literal.getTypeName() == SqlTypeName.NULL) {
      return negative ? null : new Value(null);
    }
    if (literal instanceof SqlNumericLiteral number) {
      BigDecimal decimal = number.getValueAs(BigDecimal.class);
      return number(negative ? decimal.negate() : decimal, number.isExact(), type);
    }
    if (literal instanceof SqlCharStringLiteral) {
      return string(literal.getValueAs(String.class), type);
    }
    if (literal.getTypeName() == SqlTypeName.BOOLEAN && type.id() == io.quiver.engine.types.TypeId.BOOLEAN) {
      return new Value(literal.booleanValue());
    }
    return null;
  }

  private static Value number(BigDecimal decimal, boolean exact, SqlType type) {
    if (!exact) {
      return type.id() == io.quiver.engine.types.TypeId.DOUBLE ? new Value(decimal.doubleValue()) : null;
    }
    boolean integer = decimal.scale() <= 0;
    return switch (type.id()) {
      case TINYINT -> integer && fits(decimal, Byte.MIN_VALUE, Byte.MAX_VALUE) ? new Value(decimal.longValue()) : null;
      case SMALLINT -> integer && fits(decimal, Short.MIN_VALUE, Short.MAX_VALUE) ? new Value(decimal.longValue()) : null;
      case INTEGER -> integer && fits(decimal, Integer.MIN_VALUE, Integer.MAX_VALUE) ? new Value(decimal.longValue()) : null;
      case BIGINT -> integer && decimal.compareTo(LONG_MIN) >= 0 && decimal.compareTo(LONG_MAX) <= 0
          ? new Value(decimal.longValue()) : null;
      case REAL -> integer && decimal.abs().compareTo(REAL_EXACT) <= 0 ? new Value(decimal.doubleValue()) : null;
      case DOUBLE -> new Value(decimal.doubleValue());
      case DECIMAL -> {
        if (decimal.scale() > type.scale()) {
          yield null;
        }
        BigDecimal scaled = decimal.setScale(type.scale());
        yield scaled.precision() <= type.precision() ? new Value(scaled) : null;
      }
      default -> null;
    };
  }

  private static boolean fits(BigDecimal decimal, long min, long max) {
    return decimal.compareTo(BigDecimal.valueOf(min)) >= 0 && decimal.compareTo(BigDecimal.valueOf(max)) <= 0;
  }

  private static Value string(String text, SqlType type) {
    // Bytes bound the characters from above, so a text that fits by its bytes fits either way.
    int bytes = text.getBytes(StandardCharsets.UTF_8).length;
    return switch (type.id()) {
      case VARCHAR -> type.precision() == SqlType.MAX_VARCHAR_LENGTH || bytes <= type.precision()
          ? new Value(text) : null;
      case CHAR -> bytes == type.precision() && bytes == text.length() ? new Value(text) : null;
      default -> null;
    };
  }
}
