package io.quiver.table.api.internal;

import io.quiver.table.api.AggregatedTable;
import io.quiver.table.api.ApiExpression;
import io.quiver.table.api.GroupedTable;
import io.quiver.table.api.Table;
import io.quiver.table.api.ValidationException;
import io.quiver.table.expressions.Expression;
import io.quiver.table.operations.AggregateQueryOperation;
import java.util.ArrayList;
import java.util.List;

/** {@code groupBy(keys)} followed by {@code select} or {@code aggregate}. */
final class GroupedTableImpl implements GroupedTable {
  private final TableImpl table;
  private final List<ApiExpression> keys;

  GroupedTableImpl(TableImpl table, List<ApiExpression> keys) {
    this.table = table;
    this.keys = keys;
  }

  private List<String> groupings() {
    return keys.stream().map(k -> k.toSql(table.context())).toList();
  }

  @Override
  public Table select(Expression... fields) {
    List<String> selection = TableImpl.projections(TableImpl.api(fields), table.context());
    return new TableImpl(table.env(), new AggregateQueryOperation(table.getQueryOperation(), groupings(), selection));
  }

  @Override
  public AggregatedTable aggregate(Expression aggregateFunction) {
    ApiExpression call = TableImpl.api(aggregateFunction).get(0);
    List<String> names = call.aliasNames().isEmpty() ? List.of("f0") : call.aliasNames();
    if (names.size() != 1) {
      throw new ValidationException("An aggregate function returns one value; give it one name, not " + names + ".");
    }
    List<String> selection = new ArrayList<>(groupings());
    selection.add(call.unaliased().toSql(table.context()) + " AS " + ApiExpression.quote(names.get(0)));
    TableImpl aggregated = new TableImpl(table.env(),
        new AggregateQueryOperation(table.getQueryOperation(), groupings(), selection));
    return fields -> aggregated.select(fields);
  }

  @Override
  public Table flatAggregate(Expression tableAggregateFunction) {
    throw noTableAggregates();
  }

  static ValidationException noTableAggregates() {
    return new ValidationException("Table aggregate functions (flatAggregate) are not supported yet", null,
        "0A000", 0, 0);
  }
}
