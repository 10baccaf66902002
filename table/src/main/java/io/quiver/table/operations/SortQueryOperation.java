package io.quiver.table.operations;

import java.util.List;

/**
 * {@code orderBy}, then {@code offset} and {@code fetch}: the child's rows sorted and sliced. The
 * order is empty for {@code limit} over a table that is not sorted.
 */
public record SortQueryOperation(QueryOperation child, List<String> order, int offset, int fetch)
    implements QueryOperation {
  public SortQueryOperation {
    order = List.copyOf(order);
  }

  public SortQueryOperation withOffset(int newOffset) {
    return new SortQueryOperation(child, order, newOffset, fetch);
  }

  public SortQueryOperation withFetch(int newFetch) {
    return new SortQueryOperation(child, order, offset, newFetch);
  }

  @Override
  public List<QueryOperation> getChildren() {
    return List.of(child);
  }

  @Override
  public String asSummaryString() {
    return "Sort: " + String.join(", ", order) + (offset > 0 ? " offset " + offset : "")
        + (fetch >= 0 ? " fetch " + fetch : "");
  }

  @Override
  public String toSql() {
    return "SELECT * FROM " + OperationTrees.from(child) + (order.isEmpty() ? "" : " ORDER BY " + String.join(", ", order))
        + (offset > 0 ? " OFFSET " + offset + " ROWS" : "")
        + (fetch >= 0 ? " FETCH NEXT " + fetch + " ROWS ONLY" : "");
  }
}
