package io.quiver.table.planner.functions;

import io.quiver.engine.plan.Accumulator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * COUNT, SUM, MIN, MAX and LISTAGG as {@link Accumulator}s, for an aggregation that also calls a
 * user-defined aggregate function and so runs without generated code.
 */
final class BuiltInAccumulators {
  private BuiltInAccumulators() {}

  /** The accumulator of a built-in aggregate, or null when it has none here. */
  static Accumulator of(String kind, SqlType resultType) {
    return switch (kind) {
      case "COUNT" -> new Simple((state, v) -> state == null ? 1L : (Long) state + 1, true);
      case "SUM", "SUM0" -> new Simple((state, v) -> state == null ? v : add(state, v, resultType), kind.equals("SUM0"));
      case "MIN" -> new Simple((state, v) -> state == null || compare(v, state) < 0 ? v : state, false);
      case "MAX" -> new Simple((state, v) -> state == null || compare(v, state) > 0 ? v : state, false);
      case "LISTAGG" -> new ListAgg();
      case "AVG" -> new Average(resultType);
      case "ARG_MAX" -> new ArgExtreme(1);
      case "ARG_MIN" -> new ArgExtreme(-1);
      default -> null;
    };
  }

  /**
   * DuckDB's ARG_MAX(arg, val) and ARG_MIN(arg, val) (MAX_BY, MIN_BY): arg of the row whose val is
   * the greatest (least); rows where either is NULL are passed over, as DuckDB does, and of rows
   * with equal vals the first seen is kept.
   */
  private static final class ArgExtreme implements Accumulator {
    private final int sign;

    ArgExtreme(int sign) {
      this.sign = sign;
    }

    @Override
    public Object create() {
      return new Object[2];
    }

    @Override
    public void accumulate(Object state, Object[] arguments) {
      if (arguments[0] == null || arguments[1] == null) {
        return;
      }
      Object[] best = (Object[]) state;
      if (best[1] == null || Integer.signum(compare(arguments[1], best[1])) == sign) {
        best[0] = arguments[0];
        best[1] = arguments[1];
      }
    }

    @Override
    public Object result(Object state) {
      return ((Object[]) state)[0];
    }
  }

  /** LISTAGG: the non-null values joined by the separator (the second argument, else ','). */
  private static final class ListAgg implements Accumulator {
    @Override
    public Object create() {
      return new StringBuilder[1];
    }

    @Override
    public void accumulate(Object state, Object[] arguments) {
      if (arguments[0] == null) {
        return;
      }
      StringBuilder[] cell = (StringBuilder[]) state;
      if (cell[0] == null) {
        cell[0] = new StringBuilder();
      } else {
        cell[0].append(arguments.length > 1 ? Objects.toString(arguments[1], "") : ",");
      }
      cell[0].append(arguments[0]);
    }

    @Override
    public Object result(Object state) {
      StringBuilder value = ((StringBuilder[]) state)[0];
      return value == null ? null : value.toString();
    }
  }

  /** AVG: the sum over the count, in the result's type (a DECIMAL at its scale, a DOUBLE, or an integer truncated). */
  private static final class Average implements Accumulator {
    private final SqlType resultType;

    Average(SqlType resultType) {
      this.resultType = resultType;
    }

    @Override
    public Object create() {
      return new Object[2];
    }

    @Override
    public void accumulate(Object state, Object[] arguments) {
      Object value = arguments[0];
      if (value == null) {
        return;
      }
      Object[] cell = (Object[]) state;
      cell[0] = cell[0] == null ? toBigDecimal(value) : ((BigDecimal) cell[0]).add(toBigDecimal(value));
      cell[1] = cell[1] == null ? 1L : (Long) cell[1] + 1;
    }

    @Override
    public Object result(Object state) {
      Object[] cell = (Object[]) state;
      if (cell[1] == null) {
        return null;
      }
      BigDecimal sum = (BigDecimal) cell[0];
      BigDecimal count = BigDecimal.valueOf((Long) cell[1]);
      return switch (resultType.id()) {
        case DOUBLE, REAL -> sum.doubleValue() / count.doubleValue();
        case DECIMAL -> sum.divide(count, resultType.scale(), java.math.RoundingMode.HALF_UP);
        case TINYINT, SMALLINT, INTEGER -> sum.divide(count, 0, java.math.RoundingMode.DOWN).intValue();
        default -> sum.divide(count, 0, java.math.RoundingMode.DOWN).longValue();
      };
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static int compare(Object a, Object b) {
    return ((Comparable) a).compareTo(b);
  }

  private static Object add(Object a, Object b, SqlType type) {
    if (type.id() == TypeId.DECIMAL) {
      return toBigDecimal(a).add(toBigDecimal(b));
    }
    if (type.id() == TypeId.DOUBLE || type.id() == TypeId.REAL) {
      return ((Number) a).doubleValue() + ((Number) b).doubleValue();
    }
    return ((Number) a).longValue() + ((Number) b).longValue();
  }

  private static BigDecimal toBigDecimal(Object v) {
    return v instanceof BigDecimal d ? d : v instanceof Double || v instanceof Float
        ? BigDecimal.valueOf(((Number) v).doubleValue()) : BigDecimal.valueOf(((Number) v).longValue());
  }

  /** Folds non-null values (all rows for COUNT(*)); {@code zero} makes an empty result 0 rather than NULL. */
  private static final class Simple implements Accumulator {
    private final Step step;
    private final boolean zero;

    Simple(Step step, boolean zero) {
      this.step = step;
      this.zero = zero;
    }

    @Override
    public Object create() {
      return new Object[1];
    }

    @Override
    public void accumulate(Object state, Object[] arguments) {
      Object value = arguments.length == 0 ? Boolean.TRUE : arguments[0];
      if (value != null) {
        Object[] cell = (Object[]) state;
        cell[0] = step.apply(cell[0], value);
      }
    }

    @Override
    public Object result(Object state) {
      Object value = ((Object[]) state)[0];
      return value == null && zero ? 0L : value;
    }
  }

  @FunctionalInterface
  private interface Step {
    Object apply(Object state, Object value);
  }
}
