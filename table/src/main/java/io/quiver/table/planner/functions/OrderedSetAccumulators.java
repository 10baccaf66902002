package io.quiver.table.planner.functions;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.plan.Accumulator;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The aggregates that need every value of a group: {@code PERCENTILE_CONT(f) WITHIN GROUP (ORDER
 * BY x)} (interpolated, a DOUBLE), {@code PERCENTILE_DISC(f) WITHIN GROUP (ORDER BY x)} (the first
 * value whose cumulative share reaches f, of x's type) and {@code MODE(x)} (the most frequent
 * value; of several, the least), as PostgreSQL defines them. NULLs are left out; a group with no
 * value gives NULL. The state is the group's values, sorted once at the end.
 */
final class OrderedSetAccumulators {
  private OrderedSetAccumulators() {}

  /** PERCENTILE_CONT or _DISC: arguments are the fraction, then the value ordered by. */
  static Accumulator percentile(boolean continuous, boolean descending, io.quiver.engine.types.SqlType resultType) {
    return new Percentile(continuous, descending, resultType);
  }

  static Accumulator mode() {
    return new Mode();
  }

  /** A group's values and the fraction its rows gave. */
  private static final class Values {
    final List<Object> values = new ArrayList<>();
    Object fraction;
  }

  private static final class Percentile implements Accumulator {
    private final boolean continuous;
    private final boolean descending;
    private final io.quiver.engine.types.SqlType resultType;

    Percentile(boolean continuous, boolean descending, io.quiver.engine.types.SqlType resultType) {
      this.continuous = continuous;
      this.descending = descending;
      this.resultType = resultType;
    }

    @Override
    public Object create() {
      return new Values();
    }

    @Override
    public void accumulate(Object state, Object[] arguments) {
      Values group = (Values) state;
      if (group.fraction == null) {
        group.fraction = arguments[0];
      }
      if (arguments[1] != null) {
        group.values.add(arguments[1]);
      }
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Object result(Object state) {
      Values group = (Values) state;
      if (group.values.isEmpty() || group.fraction == null) {
        return null;
      }
      double fraction = ((Number) group.fraction).doubleValue();
      if (!(fraction >= 0 && fraction <= 1)) {
        throw new EngineException(EngineException.NUMERIC_OUT_OF_RANGE,
            "percentile value " + group.fraction + " is not between 0 and 1");
      }
      List values = group.values;
      Collections.sort(values);
      if (descending) {
        Collections.reverse(values);
      }
      int n = values.size();
      if (!continuous) {
        int index = (int) Math.ceil(fraction * n) - 1;
        return values.get(Math.max(0, index));
      }
      double position = fraction * (n - 1);
      int lower = (int) Math.floor(position);
      int upper = (int) Math.ceil(position);
      double low = toDouble(values.get(lower));
      double high = toDouble(values.get(upper));
      return ofType(low + (position - lower) * (high - low), resultType);
    }
  }

  /**
   * The interpolated value in the call's type: a DOUBLE in the standard dialect, which orders by
   * the value as a DOUBLE; Calcite's own typing (that of the value ordered by) otherwise.
   */
  private static Object ofType(double value, io.quiver.engine.types.SqlType type) {
    return switch (type.id()) {
      case DECIMAL -> BigDecimal.valueOf(value).setScale(type.scale(), java.math.RoundingMode.HALF_UP);
      case REAL -> (float) value;
      case TINYINT -> (byte) value;
      case SMALLINT -> (short) value;
      case INTEGER -> (int) value;
      case BIGINT -> (long) value;
      default -> value;
    };
  }

  private static double toDouble(Object value) {
    return value instanceof BigDecimal decimal ? decimal.doubleValue() : ((Number) value).doubleValue();
  }

  private static final class Mode implements Accumulator {
    @Override
    public Object create() {
      return new HashMap<Object, long[]>();
    }

    @Override
    @SuppressWarnings("unchecked")
    public void accumulate(Object state, Object[] arguments) {
      if (arguments[0] != null) {
        ((Map<Object, long[]>) state).computeIfAbsent(arguments[0], v -> new long[1])[0]++;
      }
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Object result(Object state) {
      Object best = null;
      long bestCount = 0;
      for (Map.Entry<Object, long[]> entry : ((Map<Object, long[]>) state).entrySet()) {
        long count = entry.getValue()[0];
        if (count > bestCount || count == bestCount && ((Comparable) entry.getKey()).compareTo(best) < 0) {
          best = entry.getKey();
          bestCount = count;
        }
      }
      return best;
    }
  }
}
