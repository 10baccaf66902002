package io.quiver.table.api;

import io.quiver.table.expressions.Expression;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An over window named with {@code as}, built with {@link Over}: partition keys, an order key and
 * the frame ({@code preceding}/{@code following}). Aggregates use it with {@code over($("w"))}.
 */
public final class OverWindow {
  private final String alias;
  private final List<Expression> partitionBy;
  private final Expression orderBy;
  private final Expression preceding;
  private final Expression following;

  OverWindow(String alias, List<Expression> partitionBy, Expression orderBy, Expression preceding, Expression following) {
    this.alias = alias;
    this.partitionBy = List.copyOf(partitionBy);
    this.orderBy = orderBy;
    this.preceding = preceding;
    this.following = following;
  }

  public String getAlias() {
    return alias;
  }

  /** The SQL window specification of this window. */
  public String toSql() {
    String partition = partitionBy.isEmpty() ? "" : "PARTITION BY "
        + partitionBy.stream().map(Expression::asSummaryString).collect(Collectors.joining(", ")) + " ";
    String start = preceding == null ? "UNBOUNDED_RANGE" : preceding.asSummaryString();
    boolean rows = start.equals("UNBOUNDED_ROW") || start.endsWith("_ROWS");
    String lower = start.startsWith("UNBOUNDED") ? "UNBOUNDED PRECEDING"
        : start.endsWith("_ROWS") ? start.substring(0, start.length() - 5) + " PRECEDING" : start + " PRECEDING";
    String end = following == null ? "CURRENT ROW" : following.asSummaryString().startsWith("CURRENT")
        ? "CURRENT ROW" : following.asSummaryString().replace("_ROWS", "") + " FOLLOWING";
    return "(" + partition + "ORDER BY " + orderBy.asSummaryString() + (rows ? " ROWS" : " RANGE")
        + " BETWEEN " + lower + " AND " + end + ")";
  }
}
