package io.quiver.table.api.internal;

import io.quiver.table.api.AggregatedTable;
import io.quiver.table.api.ApiExpression;
import io.quiver.table.api.GroupedTable;
import io.quiver.table.api.Table;
import io.quiver.table.api.ValidationException;
import io.quiver.table.expressions.Expression;
import io.quiver.table.api.Expressions;
import io.quiver.table.catalog.FunctionCatalog;
import io.quiver.table.functions.FunctionDefinition;
import io.quiver.table.functions.TableAggregateFunction;
import io.quiver.table.operations.AggregateQueryOperation;
import io.quiver.table.planner.functions.TableAggregateBridge;
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

  /** The keys as selected: an aliased key ({@code $("k").charLength().as("l")}) keeps its name. */
  private List<String> groupings() {
    return keys.stream().map(k -> k.toSql(table.context())).toList();
  }

  /** The keys as the GROUP BY clause lists them: without their aliases. */
  private List<String> groupByItems() {
    return keys.stream().map(k -> k.unaliased().toSql(table.context())).toList();
  }

  @Override
  public Table select(Expression... fields) {
    List<String> selection = TableImpl.aggregateProjections(TableImpl.api(fields), table.context());
    return new TableImpl(table.env(), new AggregateQueryOperation(table.getQueryOperation(), groupByItems(), selection));
  }

  @Override
  public AggregatedTable aggregate(Expression aggregateFunction) {
    ApiExpression call = TableImpl.api(aggregateFunction).get(0);
    List<String> names = call.aliasNames();
    String value = ApiExpression.quote(names.size() == 1 ? names.get(0) : "$aggregate");
    List<String> selection = new ArrayList<>(groupings());
    selection.add(call.unaliased().toSql(table.context()) + " AS " + value);
    TableImpl aggregated = new TableImpl(table.env(),
        new AggregateQueryOperation(table.getQueryOperation(), groupByItems(), selection));
    io.quiver.table.types.DataType type = aggregated.getResolvedSchema().getColumnDataTypes().get(groupings().size());
    if (!type.isRow()) {
      if (names.size() > 1) {
        throw new ValidationException("An aggregate function returns one value; give it one name, not " + names + ".");
      }
      TableImpl single = names.isEmpty()
          ? new TableImpl(table.env(), new AggregateQueryOperation(table.getQueryOperation(), groupByItems(),
              replaceLast(selection, call.unaliased().toSql(table.context()) + " AS `f0`")))
          : aggregated;
      return fields -> single.select(fields);
    }
    // As in Flink, an aggregate function whose value is a ROW gives one column per field, named by
    // the aliases (as many as there are fields) or by the ROW's field names.
    List<String> fields = type.getFieldNames();
    if (!names.isEmpty() && names.size() != fields.size()) {
      throw new ValidationException("The aggregate function returns " + fields.size() + " fields " + fields
          + " but " + names.size() + " names were given: " + names + ".");
    }
    List<String> expanded = new ArrayList<>();
    for (String key : aggregated.getResolvedSchema().getColumnNames().subList(0, groupings().size())) {
      expanded.add("`t`." + ApiExpression.quote(key));
    }
    for (int i = 0; i < fields.size(); i++) {
      expanded.add("`t`." + value + "." + ApiExpression.quote(fields.get(i)) + " AS "
          + ApiExpression.quote(names.isEmpty() ? fields.get(i) : names.get(i)));
    }
    TableImpl flattened = aggregated.project(expanded);
    return selected -> flattened.select(selected);
  }

  private static List<String> replaceLast(List<String> items, String last) {
    List<String> copy = new ArrayList<>(items);
    copy.set(copy.size() - 1, last);
    return copy;
  }

  /**
   * Each group's keys joined with every row the table aggregate function emits for it, as Flink
   * defines flatAggregate; see {@link TableAggregateBridge} for how the engine runs it.
   */
  @Override
  public Table flatAggregate(Expression tableAggregateFunction) {
    ApiExpression call = TableImpl.api(tableAggregateFunction).get(0);
    ApiExpression unaliased = call.unaliased();
    TableAggregateFunction<?, ?> function = tableAggregate(unaliased);
    String name = unaliased.functionName() != null ? unaliased.functionName() : function.getClass().getSimpleName();
    String packed = ApiExpression.quote("$emitted");
    List<String> selection = new ArrayList<>(groupings());
    selection.add(Expressions.call(new TableAggregateBridge.Accumulating(function), unaliased.arguments().toArray())
        .toSql(table.context()) + " AS " + packed);
    TableImpl aggregated = new TableImpl(table.env(),
        new AggregateQueryOperation(table.getQueryOperation(), groupByItems(), selection));
    List<String> keyColumns = aggregated.getResolvedSchema().getColumnNames().stream()
        .filter(column -> !column.equals("$emitted")).toList();
    ApiExpression unpacking = Expressions.call(new TableAggregateBridge.Unpacking(name, function),
        Expressions.$("$emitted"));
    ApiExpression rows = call.aliasNames().isEmpty() ? unpacking : unpacking.as(call.aliasNames().get(0),
        call.aliasNames().subList(1, call.aliasNames().size()).toArray(String[]::new));
    Table joined = aggregated.joinLateral(rows);
    List<Expression> output = new ArrayList<>();
    for (String column : joined.getResolvedSchema().getColumnNames()) {
      if (!column.equals("$emitted")) {
        output.add(Expressions.$(column));
      }
    }
    if (output.size() == keyColumns.size()) {
      throw new ValidationException("Table aggregate function " + name + " emits no columns.");
    }
    return joined.select(output.toArray(Expression[]::new));
  }

  /** The table aggregate function a flatAggregate call names, registered or inline. */
  private TableAggregateFunction<?, ?> tableAggregate(ApiExpression call) {
    FunctionDefinition definition = call.inlineFunction();
    if (definition == null && call.functionName() != null) {
      definition = table.env().functionCatalog().lookupFunction(PathParser.parse(call.functionName()))
          .map(FunctionCatalog.ResolvedFunction::definition).orElse(null);
    }
    if (!(definition instanceof TableAggregateFunction<?, ?> function)) {
      throw new ValidationException("flatAggregate needs a call of a table aggregate function, not " + call + ".",
          null, "42809", 0, 0);
    }
    return function;
  }
}
