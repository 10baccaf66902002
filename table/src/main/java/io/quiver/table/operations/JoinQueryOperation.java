package io.quiver.table.operations;

import java.util.List;

/**
 * A join of two operations, or of an operation and a table function ({@code joinLateral}). The
 * inputs' field names must not overlap, so conditions and later operations name fields unqualified.
 */
public record JoinQueryOperation(QueryOperation left, QueryOperation right, String lateralFunction, JoinType joinType,
    String condition) implements QueryOperation {
  /** The kinds of join. */
  public enum JoinType { INNER, LEFT_OUTER, RIGHT_OUTER, FULL_OUTER }

  @Override
  public List<QueryOperation> getChildren() {
    return right == null ? List.of(left) : List.of(left, right);
  }

  @Override
  public String asSummaryString() {
    return "Join: " + joinType + (lateralFunction == null ? "" : " LATERAL " + lateralFunction)
        + (condition == null ? "" : " ON " + condition);
  }

  @Override
  public String toSql() {
    String keyword = switch (joinType) {
      case INNER -> "INNER JOIN";
      case LEFT_OUTER -> "LEFT JOIN";
      case RIGHT_OUTER -> "RIGHT JOIN";
      case FULL_OUTER -> "FULL JOIN";
    };
    String rightSql = right == null ? lateralFunction : "(" + right.toSql() + ") AS `r`";
    return "SELECT * FROM (" + left.toSql() + ") AS `l` " + keyword + " " + rightSql
        + " ON " + (condition == null ? "TRUE" : condition);
  }
}
