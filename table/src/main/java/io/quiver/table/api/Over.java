package io.quiver.table.api;

import io.quiver.table.expressions.Expression;
import java.util.List;

/**
 * The start of an over window definition, as in Flink:
 * {@code Over.partitionBy($("a")).orderBy($("t")).preceding(UNBOUNDED_RANGE).as("w")}.
 */
public final class Over {
  private Over() {}

  public static OverWindowPartitioned partitionBy(Expression... partitionBy) {
    return new OverWindowPartitioned(List.of(partitionBy));
  }

  public static OverWindowPartitionedOrdered orderBy(Expression orderBy) {
    return new OverWindowPartitionedOrdered(List.of(), orderBy, null);
  }

  /** Partitioned, to be ordered next. */
  public static final class OverWindowPartitioned {
    private final List<Expression> partitionBy;

    OverWindowPartitioned(List<Expression> partitionBy) {
      this.partitionBy = partitionBy;
    }

    public OverWindowPartitionedOrdered orderBy(Expression orderBy) {
      return new OverWindowPartitionedOrdered(partitionBy, orderBy, null);
    }
  }

  /** Ordered: give the frame's start with {@code preceding}, or name it with {@code as}. */
  public static final class OverWindowPartitionedOrdered {
    private final List<Expression> partitionBy;
    private final Expression orderBy;
    private final Expression preceding;

    OverWindowPartitionedOrdered(List<Expression> partitionBy, Expression orderBy, Expression preceding) {
      this.partitionBy = partitionBy;
      this.orderBy = orderBy;
      this.preceding = preceding;
    }

    /** The frame's start: {@code UNBOUNDED_ROW}, {@code UNBOUNDED_RANGE}, {@code rowInterval(n)} or an interval. */
    public OverWindowPartitionedOrderedPreceding preceding(Expression preceding) {
      return new OverWindowPartitionedOrderedPreceding(partitionBy, orderBy, preceding);
    }

    public OverWindow as(String alias) {
      return new OverWindow(alias, partitionBy, orderBy, preceding, null);
    }
  }

  /** With a frame start: give its end with {@code following}, or name it with {@code as}. */
  public static final class OverWindowPartitionedOrderedPreceding {
    private final List<Expression> partitionBy;
    private final Expression orderBy;
    private final Expression preceding;
    private Expression following;

    OverWindowPartitionedOrderedPreceding(List<Expression> partitionBy, Expression orderBy, Expression preceding) {
      this.partitionBy = partitionBy;
      this.orderBy = orderBy;
      this.preceding = preceding;
    }

    public OverWindowPartitionedOrderedPreceding following(Expression following) {
      this.following = following;
      return this;
    }

    public OverWindow as(String alias) {
      return new OverWindow(alias, partitionBy, orderBy, preceding, following);
    }
  }
}
