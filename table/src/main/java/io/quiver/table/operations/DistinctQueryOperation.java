package io.quiver.table.operations;

import java.util.List;

/** {@code distinct()}: the child's rows without duplicates. */
public record DistinctQueryOperation(QueryOperation child) implements QueryOperation {
  @Override
  public List<QueryOperation> getChildren() {
    return List.of(child);
  }

  @Override
  public String asSummaryString() {
    return "Distinct";
  }

  @Override
  public String toSql() {
    return "SELECT DISTINCT * FROM " + OperationTrees.from(child);
  }
}
