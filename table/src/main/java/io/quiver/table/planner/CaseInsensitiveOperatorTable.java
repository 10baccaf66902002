package io.quiver.table.planner;

import java.util.List;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.SqlSyntax;
import org.apache.calcite.sql.validate.SqlNameMatcher;
import org.apache.calcite.sql.validate.SqlNameMatchers;

/**
 * Finds its operators by name ignoring case, whatever the session's name matching: built-in
 * function names are case-insensitive in both dialects, as in Flink ({@code concat}, {@code Lpad}
 * and {@code date_format} are {@code CONCAT}, {@code LPAD} and {@code DATE_FORMAT}), while table
 * and column names keep the dialect's rule.
 */
final class CaseInsensitiveOperatorTable implements SqlOperatorTable {
  private static final SqlNameMatcher IGNORING_CASE = SqlNameMatchers.withCaseSensitive(false);
  private final SqlOperatorTable delegate;

  CaseInsensitiveOperatorTable(SqlOperatorTable delegate) {
    this.delegate = delegate;
  }

  @Override
  public void lookupOperatorOverloads(SqlIdentifier name, SqlFunctionCategory category, SqlSyntax syntax,
      List<SqlOperator> operators, SqlNameMatcher nameMatcher) {
    delegate.lookupOperatorOverloads(name, category, syntax, operators, IGNORING_CASE);
  }

  @Override
  public List<SqlOperator> getOperatorList() {
    return delegate.getOperatorList();
  }
}
