package io.quiver.engine.types;

import java.util.Objects;

/**
 * A SQL logical type: its family, precision and scale where they apply, and nullability.
 *
 * <p>Precision means digits for DECIMAL, characters for CHAR/VARCHAR and fractional-second
 * digits for TIMESTAMP; it is {@link #NO_PRECISION} elsewhere.
 */
public record SqlType(TypeId id, int precision, int scale, boolean nullable) {
  public static final int NO_PRECISION = -1;
  public static final int MAX_DECIMAL_PRECISION = 38;
  /** Widest DECIMAL computed as a scaled {@code long}; wider ones use {@code BigDecimal}. */
  public static final int MAX_LONG_DECIMAL_PRECISION = 18;
  public static final int MAX_VARCHAR_LENGTH = Integer.MAX_VALUE;

  public SqlType {
    Objects.requireNonNull(id, "id is null");
    if (id == TypeId.DECIMAL && (precision < 1 || precision > MAX_DECIMAL_PRECISION || scale < 0 || scale > precision)) {
      throw new IllegalArgumentException("invalid DECIMAL(" + precision + ", " + scale + ")");
    }
  }

  public static SqlType of(TypeId id) {
    return new SqlType(id, NO_PRECISION, 0, true);
  }

  public static SqlType decimal(int precision, int scale) {
    return new SqlType(TypeId.DECIMAL, precision, scale, true);
  }

  public static SqlType varchar(int length) {
    return new SqlType(TypeId.VARCHAR, length, 0, true);
  }

  public static SqlType timestamp(int fractionalDigits) {
    return new SqlType(TypeId.TIMESTAMP, fractionalDigits, 0, true);
  }

  public SqlType withNullable(boolean isNullable) {
    return isNullable == nullable ? this : new SqlType(id, precision, scale, isNullable);
  }

  /** True when values of this type are computed as a scaled {@code long}. */
  public boolean isLongDecimal() {
    return id == TypeId.DECIMAL && precision <= MAX_LONG_DECIMAL_PRECISION;
  }

  /** The type as SQL spells it, e.g. {@code DECIMAL(15, 2) NOT NULL}. */
  @Override
  public String toString() {
    String base = switch (id) {
      case DECIMAL -> "DECIMAL(" + precision + ", " + scale + ")";
      case CHAR -> "CHAR(" + precision + ")";
      case VARCHAR -> precision == MAX_VARCHAR_LENGTH ? "STRING" : "VARCHAR(" + precision + ")";
      case TIMESTAMP -> "TIMESTAMP(" + precision + ")";
      case TIME -> "TIME(" + Math.max(0, precision) + ")";
      case TIMESTAMP_LTZ -> "TIMESTAMP(" + Math.max(0, precision) + ") WITH LOCAL TIME ZONE";
      case BINARY -> "BINARY(" + precision + ")";
      case VARBINARY -> precision == MAX_VARCHAR_LENGTH ? "BYTES" : "VARBINARY(" + precision + ")";
      case INTERVAL_YEAR_MONTH -> "INTERVAL YEAR TO MONTH";
      case INTERVAL_DAY_TIME -> "INTERVAL DAY TO SECOND";
      default -> id.name();
    };
    return nullable ? base : base + " NOT NULL";
  }
}
