package io.quiver.table.operations;

/** Helpers shared by the operations. */
final class OperationTrees {
  private OperationTrees() {}

  static void indent(QueryOperation operation, int depth, StringBuilder sb) {
    sb.append("  ".repeat(depth)).append(operation.asSummaryString()).append('\n');
    operation.getChildren().forEach(child -> indent(child, depth + 1, sb));
  }

  /** {@code (child sql) AS `t`}: a child as a derived table. */
  static String from(QueryOperation child) {
    return "(" + child.toSql() + ") AS `t`";
  }
}
