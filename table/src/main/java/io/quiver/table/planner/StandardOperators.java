package io.quiver.table.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.SqlSyntax;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.validate.SqlNameMatcher;

/**
 * Calcite's standard operators, with the few that Quiver types differently replaced by its own
 * versions. Replacing (rather than adding an overload) keeps the lookup unambiguous.
 */
final class StandardOperators implements SqlOperatorTable {
  static final StandardOperators INSTANCE = new StandardOperators();

  private static final Map<SqlOperator, SqlOperator> REPLACEMENTS = Map.of(
      SqlStdOperatorTable.LAG, QuiverFunctions.LAG,
      SqlStdOperatorTable.LEAD, QuiverFunctions.LEAD);

  private final SqlOperatorTable standard = SqlStdOperatorTable.instance();

  private StandardOperators() {}

  @Override
  public void lookupOperatorOverloads(SqlIdentifier name, SqlFunctionCategory category, SqlSyntax syntax,
      List<SqlOperator> operators, SqlNameMatcher nameMatcher) {
    List<SqlOperator> found = new ArrayList<>();
    standard.lookupOperatorOverloads(name, category, syntax, found, nameMatcher);
    found.forEach(operator -> operators.add(REPLACEMENTS.getOrDefault(operator, operator)));
  }

  @Override
  public List<SqlOperator> getOperatorList() {
    return standard.getOperatorList().stream().map(operator -> REPLACEMENTS.getOrDefault(operator, operator)).toList();
  }
}
