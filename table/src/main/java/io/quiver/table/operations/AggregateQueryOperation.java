package io.quiver.table.operations;

import java.util.List;

/**
 * {@code groupBy(...).select(...)} and global aggregates: the select items computed per group of
 * the grouping expressions (one group for all rows when there are none).
 */
public record AggregateQueryOperation(QueryOperation child, List<String> groupings, List<String> selection)
    implements QueryOperation {
  public AggregateQueryOperation {
    groupings = List.copyOf(groupings);
    selection = List.copyOf(selection);
  }

  @Override
  public List<QueryOperation> getChildren() {
    return List.of(child);
  }

  @Override
  public String asSummaryString() {
    return "Aggregate: group [" + String.join(", ", groupings) + "] select [" + String.join(", ", selection) + "]";
  }

  @Override
  public String toSql() {
    return "SELECT " + String.join(", ", selection) + " FROM " + OperationTrees.from(child)
        + (groupings.isEmpty() ? "" : " GROUP BY " + String.join(", ", groupings));
  }
}
