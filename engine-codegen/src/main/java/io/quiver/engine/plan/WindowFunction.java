package io.quiver.engine.plan;

import io.quiver.engine.expr.Literal;
import io.quiver.engine.types.SqlType;
import java.util.Objects;

/**
 * One window function of a {@link Window}: what it computes, the input column it reads (-1 for
 * none), its constant arguments (the NTILE bucket count, the LAG/LEAD offset and default), its
 * frame and result type.
 */
public record WindowFunction(Kind kind, int argument, Literal offset, Literal defaultValue, Frame frame,
    SqlType type) {
  public enum Kind {
    ROW_NUMBER, RANK, DENSE_RANK, PERCENT_RANK, CUME_DIST, NTILE, LAG, LEAD, FIRST_VALUE, LAST_VALUE,
    COUNT, SUM, SUM0, MIN, MAX
  }

  public WindowFunction {
    Objects.requireNonNull(kind, "kind is null");
    Objects.requireNonNull(frame, "frame is null");
    Objects.requireNonNull(type, "type is null");
  }

  /**
   * The rows an aggregate sees, relative to the current row: by position ({@code rows}) or by
   * order-key value (RANGE, where CURRENT ROW means all peers). A bound of
   * {@link #UNBOUNDED} reaches the partition's edge; {@code lower} counts back, {@code upper}
   * forward (negative values cross the current row).
   */
  public record Frame(boolean rows, long lower, long upper) {
    public static final long UNBOUNDED = Long.MAX_VALUE;
    /** RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW: SQL's default with ORDER BY. */
    public static final Frame DEFAULT = new Frame(false, UNBOUNDED, 0);
    public static final Frame WHOLE_PARTITION = new Frame(true, UNBOUNDED, UNBOUNDED);
  }

  @Override
  public String toString() {
    return kind + "(" + (argument < 0 ? "" : "$" + argument) + ")";
  }
}
