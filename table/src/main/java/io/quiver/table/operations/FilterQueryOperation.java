package io.quiver.table.operations;

import java.util.List;

/** {@code where}/{@code filter}: the child's rows for which the condition is true. */
public record FilterQueryOperation(QueryOperation child, String condition) implements QueryOperation {
  @Override
  public List<QueryOperation> getChildren() {
    return List.of(child);
  }

  @Override
  public String asSummaryString() {
    return "Filter: " + condition;
  }

  @Override
  public String toSql() {
    return "SELECT * FROM " + OperationTrees.from(child) + " WHERE " + condition;
  }
}
