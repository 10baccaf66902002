package io.quiver.table.operations;

import java.util.List;

/** {@code select}, {@code addColumns}, {@code renameColumns}, ...: SQL select-list items over the child. */
public record ProjectQueryOperation(QueryOperation child, List<String> projections) implements QueryOperation {
  public ProjectQueryOperation {
    projections = List.copyOf(projections);
  }

  @Override
  public List<QueryOperation> getChildren() {
    return List.of(child);
  }

  @Override
  public String asSummaryString() {
    return "Project: " + String.join(", ", projections);
  }

  @Override
  public String toSql() {
    return "SELECT " + String.join(", ", projections) + " FROM " + OperationTrees.from(child);
  }
}
