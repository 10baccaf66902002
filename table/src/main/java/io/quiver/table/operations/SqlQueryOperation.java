package io.quiver.table.operations;

import java.util.List;
import java.util.Objects;

/** A leaf: a SQL query (from {@code sqlQuery}, a table path of {@code from}, or {@code fromValues}). */
public record SqlQueryOperation(String sql, String summary) implements QueryOperation {
  public SqlQueryOperation {
    Objects.requireNonNull(sql, "sql is null");
  }

  @Override
  public List<QueryOperation> getChildren() {
    return List.of();
  }

  @Override
  public String asSummaryString() {
    return summary == null ? "Sql: " + sql : summary;
  }

  @Override
  public String toSql() {
    return sql;
  }
}
