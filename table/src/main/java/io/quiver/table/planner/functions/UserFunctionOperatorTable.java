package io.quiver.table.planner.functions;

import io.quiver.table.catalog.FunctionCatalog;
import io.quiver.table.api.ValidationException;
import io.quiver.table.functions.AggregateFunction;
import io.quiver.table.functions.TableAggregateFunction;
import io.quiver.table.functions.FunctionDefinition;
import io.quiver.table.functions.ScalarFunction;
import io.quiver.table.functions.TableFunction;
import java.util.List;
import java.util.Optional;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.SqlSyntax;
import org.apache.calcite.sql.validate.SqlNameMatcher;

/**
 * The session's user-defined functions as a Calcite operator table, backed by its
 * {@link FunctionCatalog}: a name resolves as the catalog resolves it (temporary system, then
 * built-in, then temporary catalog, then catalog functions). Built-in functions are left to
 * Calcite's standard table.
 */
public final class UserFunctionOperatorTable implements SqlOperatorTable {
  private final FunctionCatalog functions;

  public UserFunctionOperatorTable(FunctionCatalog functions) {
    this.functions = functions;
  }

  @Override
  public void lookupOperatorOverloads(SqlIdentifier opName, SqlFunctionCategory category, SqlSyntax syntax,
      List<SqlOperator> operatorList, SqlNameMatcher nameMatcher) {
    if (syntax != SqlSyntax.FUNCTION || opName.isStar()) {
      return;
    }
    Optional<FunctionCatalog.ResolvedFunction> found = functions.lookupFunction(opName.names);
    if (found.isEmpty() || found.get().builtIn()) {
      return;
    }
    // Named as called: Calcite matches the operator's name against the call's last name part.
    SqlOperator operator = toOperator(opName.names.get(opName.names.size() - 1), found.get().definition());
    if (operator != null) {
      operatorList.add(operator);
    }
  }

  static SqlOperator toOperator(String name, FunctionDefinition definition) {
    if (definition instanceof ScalarFunction scalar) {
      return new UserScalarSqlFunction(name, scalar);
    }
    if (definition instanceof TableFunction<?> table) {
      return new UserTableSqlFunction(name, table);
    }
    if (definition instanceof AggregateFunction<?, ?> aggregate) {
      return new UserAggregateSqlFunction(name, aggregate);
    }
    if (definition instanceof TableAggregateBridge.Accumulating step) {
      return new UserAggregateSqlFunction(name, step.function());
    }
    if (definition instanceof TableAggregateFunction<?, ?>) {
      // As in Flink, SQL has no syntax for table aggregates; the Table API calls them through the bridge.
      throw new ValidationException("Table aggregate function " + name
          + " can only be called with Table.flatAggregate, not in SQL.", null, "0A000", 0, 0);
    }
    return null;
  }

  @Override
  public List<SqlOperator> getOperatorList() {
    return List.of();
  }
}
