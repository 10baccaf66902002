package io.quiver.engine.source;

import java.util.Objects;

/**
 * {@code column op value} with a constant in the engine's physical form for the column's type:
 * Integer (TINYINT, SMALLINT, INTEGER, DATE as epoch days), Long (BIGINT, TIMESTAMP as epoch
 * microseconds, DECIMAL up to 18 digits as its unscaled value), Double, BigDecimal or String.
 * {@code IS_NULL} and {@code IS_NOT_NULL} have no value.
 */
public record ColumnPredicate(int column, Op op, Object value) {
  public enum Op { EQ, LT, LE, GT, GE, IS_NULL, IS_NOT_NULL }

  public ColumnPredicate {
    Objects.requireNonNull(op, "op is null");
    if ((op == Op.IS_NULL || op == Op.IS_NOT_NULL) != (value == null)) {
      throw new IllegalArgumentException(op + " with value " + value);
    }
  }

  /**
   * Whether a value range {@code [min, max]} (either null: unknown), with or without NULLs, may
   * hold a row that passes; values compare as {@link Comparable}s of the same class.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public boolean mayMatch(Comparable min, Comparable max, boolean hasNulls, boolean allNulls) {
    switch (op) {
      case IS_NULL:
        return hasNulls;
      case IS_NOT_NULL:
        return !allNulls;
      default:
        break;
    }
    if (allNulls) {
      return false;
    }
    Comparable v = (Comparable) value;
    try {
      return switch (op) {
        case EQ -> (min == null || min.compareTo(v) <= 0) && (max == null || max.compareTo(v) >= 0);
        case LT -> min == null || min.compareTo(v) < 0;
        case LE -> min == null || min.compareTo(v) <= 0;
        case GT -> max == null || max.compareTo(v) > 0;
        case GE -> max == null || max.compareTo(v) >= 0;
        default -> true;
      };
    } catch (ClassCastException e) {
      return true;
    }
  }
}
