package io.quiver.table.operations;

import java.util.List;

/** {@code union}, {@code intersect}, {@code minus}, with or without {@code All}. */
public record SetQueryOperation(QueryOperation left, QueryOperation right, SetType type, boolean all)
    implements QueryOperation {
  /** The set operations. */
  public enum SetType { UNION, INTERSECT, MINUS }

  @Override
  public List<QueryOperation> getChildren() {
    return List.of(left, right);
  }

  @Override
  public String asSummaryString() {
    return "Set: " + type + (all ? " ALL" : "");
  }

  @Override
  public String toSql() {
    String keyword = type == SetType.MINUS ? "EXCEPT" : type.name();
    return "SELECT * FROM (" + left.toSql() + ") AS `l` " + keyword + (all ? " ALL " : " ")
        + "SELECT * FROM (" + right.toSql() + ") AS `r`";
  }
}
