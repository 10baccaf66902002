package io.quiver.table.api.internal;

import io.quiver.table.api.AggregatedTable;
import io.quiver.table.api.ApiExpression;
import io.quiver.table.api.ExplainDetail;
import io.quiver.table.api.GroupWindow;
import io.quiver.table.api.GroupWindowedTable;
import io.quiver.table.api.GroupedTable;
import io.quiver.table.api.OverWindow;
import io.quiver.table.api.OverWindowedTable;
import io.quiver.table.api.Table;
import io.quiver.table.api.TablePipeline;
import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.planner.TypeConversion;
import io.quiver.table.expressions.Expression;
import io.quiver.table.expressions.SqlRenderContext;
import io.quiver.table.operations.DistinctQueryOperation;
import io.quiver.table.operations.FilterQueryOperation;
import io.quiver.table.operations.JoinQueryOperation;
import io.quiver.table.operations.JoinQueryOperation.JoinType;
import io.quiver.table.operations.ProjectQueryOperation;
import io.quiver.table.operations.QueryOperation;
import io.quiver.table.operations.SetQueryOperation;
import io.quiver.table.operations.SetQueryOperation.SetType;
import io.quiver.table.operations.SortQueryOperation;
import io.quiver.table.operations.SqlQueryOperation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Table: an operation tree, rendered to SQL and planned afresh on every use, so that it always
 * reads the tables' latest committed versions. Every operation validates its result at once, so an
 * invalid program fails where it is written, as in Flink.
 */
final class TableImpl implements Table {
  private final TableEnvironmentImpl env;
  private final QueryOperation operation;
  private final String sql;
  /** The catalog table's primary key when this table is that table as {@code from} gives it; else empty. */
  private final List<String> primaryKey;
  /** The catalog table's watermarks, as {@link #primaryKey}. */
  private final List<io.quiver.table.catalog.WatermarkSpec> watermarks;
  private String registeredName;

  TableImpl(TableEnvironmentImpl env, QueryOperation operation) {
    this(env, operation, ResolvedSchema.of(List.of()));
  }

  /** A table whose schema shows {@code catalogSchema}'s primary key and watermarks. */
  TableImpl(TableEnvironmentImpl env, QueryOperation operation, ResolvedSchema catalogSchema) {
    this.env = env;
    this.operation = operation;
    this.sql = operation.toSql();
    this.primaryKey = catalogSchema.primaryKeyColumns();
    this.watermarks = catalogSchema.getWatermarkSpecs();
    env.planner().validate(env.planner().parse(sql));
  }

  static TableImpl ofSql(TableEnvironmentImpl env, String sql) {
    return new TableImpl(env, new SqlQueryOperation(sql, null));
  }

  String sql() {
    return sql;
  }

  String expandedSql() {
    return SqlText.unparse(env.planner().validate(env.planner().parse(sql)).node());
  }

  TableEnvironmentImpl env() {
    return env;
  }

  @Override
  public QueryOperation getQueryOperation() {
    return operation;
  }

  @Override
  public ResolvedSchema getResolvedSchema() {
    ResolvedSchema columns = ResolvedSchema.fromEngine(
        TypeConversion.toColumns(env.planner().validate(env.planner().parse(sql)).rowType()));
    return primaryKey.isEmpty() && watermarks.isEmpty()
        ? columns
        : new ResolvedSchema(columns.getColumns(), primaryKey, watermarks);
  }

  @Override
  public void printSchema() {
    System.out.println(getResolvedSchema());
  }

  private TableImpl derive(QueryOperation next) {
    return new TableImpl(env, next);
  }

  // ---- projection ----

  SqlRenderContext context() {
    return env.renderContext(Map.of());
  }

  static List<ApiExpression> api(Expression... expressions) {
    List<ApiExpression> list = new ArrayList<>();
    for (Expression e : expressions) {
      if (!(e instanceof ApiExpression api)) {
        throw new ValidationException("Unsupported expression " + e);
      }
      list.add(api);
    }
    return list;
  }

  /** Select-list items, naming unnamed expressions {@code _c<position>} as Flink's Table API does. */
  static List<String> projections(List<ApiExpression> expressions, SqlRenderContext context) {
    List<String> items = new ArrayList<>();
    for (int i = 0; i < expressions.size(); i++) {
      ApiExpression e = expressions.get(i);
      String item = e.toSql(context);
      if (e.outputName() == null) {
        item += " AS " + ApiExpression.quote(e.castOfFieldName() != null ? e.castOfFieldName() : "_c" + i);
      }
      items.add(item);
    }
    return items;
  }

  /**
   * Select-list items of a grouped projection: as Flink's Table API, an unnamed aggregate or window
   * property is {@code EXPR$n} (n counting such expressions from 0), other unnamed expressions
   * {@code _c<position>}.
   */
  static List<String> aggregateProjections(List<ApiExpression> expressions, SqlRenderContext context) {
    List<String> items = new ArrayList<>();
    Map<String, String> named = new java.util.HashMap<>();
    for (int i = 0; i < expressions.size(); i++) {
      ApiExpression e = expressions.get(i);
      String item = e.toSql(context);
      if (e.outputName() == null) {
        String name = e.isAggregateOrWindowProperty()
            ? named.computeIfAbsent(item, k -> "EXPR$" + named.size())
            : "_c" + i;
        item += " AS " + ApiExpression.quote(name);
      } else if (e.unaliased().isAggregateOrWindowProperty()) {
        // Flink numbers the aggregates of a selection, named ones included: sum().as("d"), avg() is d, EXPR$1
        named.putIfAbsent(e.unaliased().toSql(context), "EXPR$" + named.size());
      }
      items.add(item);
    }
    return items;
  }

  @Override
  public Table select(Expression... fields) {
    List<ApiExpression> expressions = api(fields);
    if (expressions.stream().anyMatch(ApiExpression::hasColumnFunction)) {
      expressions = ApiExpression.expandColumnFunctions(expressions, getResolvedSchema().getColumnNames());
    }
    // as Flink: a selection of aggregates over the whole table names them EXPR$n, as a grouped one does
    boolean aggregates = expressions.stream().anyMatch(e -> e.unaliased().isAggregateOrWindowProperty());
    return derive(new ProjectQueryOperation(operation,
        aggregates ? aggregateProjections(expressions, context()) : projections(expressions, context())));
  }

  @Override
  @Deprecated
  public Table select(String fields) {
    return derive(new ProjectQueryOperation(operation, List.of(fields)));
  }

  @Override
  public Table as(String field, String... fields) {
    List<String> names = new ArrayList<>();
    names.add(field);
    names.addAll(List.of(fields));
    List<String> current = getResolvedSchema().getColumnNames();
    if (names.size() != current.size()) {
      throw new ValidationException("Aliasing more fields than we actually have: " + current.size()
          + " fields, " + names.size() + " aliases.");
    }
    List<String> items = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      items.add(ApiExpression.quote(current.get(i)) + " AS " + ApiExpression.quote(names.get(i)));
    }
    return derive(new ProjectQueryOperation(operation, items));
  }

  @Override
  @Deprecated
  public Table as(Expression... fields) {
    List<String> names = api(fields).stream().map(ApiExpression::fieldName).toList();
    return as(names.get(0), names.subList(1, names.size()).toArray(String[]::new));
  }

  @Override
  public Table filter(Expression predicate) {
    return derive(new FilterQueryOperation(operation, api(predicate).get(0).toSql(context())));
  }

  @Override
  @Deprecated
  public Table filter(String predicate) {
    return derive(new FilterQueryOperation(operation, predicate));
  }

  @Override
  public Table where(Expression predicate) {
    return filter(predicate);
  }

  @Override
  @Deprecated
  public Table where(String predicate) {
    return filter(predicate);
  }

  @Override
  public GroupedTable groupBy(Expression... fields) {
    return new GroupedTableImpl(this, api(fields));
  }

  @Override
  public Table distinct() {
    return derive(new DistinctQueryOperation(operation));
  }

  // ---- joins ----

  private QueryOperation checkedRight(Table right) {
    if (!(right instanceof TableImpl other) || other.env != env) {
      throw new ValidationException("Only tables from the same TableEnvironment can be joined.");
    }
    Set<String> overlap = new HashSet<>(getResolvedSchema().getColumnNames());
    overlap.retainAll(other.getResolvedSchema().getColumnNames());
    if (!overlap.isEmpty()) {
      throw new ValidationException("join relations with ambiguous names: " + overlap
          + "; rename the fields with as(...) before joining.");
    }
    return other.operation;
  }

  private Table join(Table right, Expression predicate, JoinType type) {
    String condition = predicate == null ? null : api(predicate).get(0).toSql(context());
    return derive(new JoinQueryOperation(operation, checkedRight(right), null, type, condition));
  }

  @Override
  public Table join(Table right) {
    return join(right, null, JoinType.INNER);
  }

  @Override
  public Table join(Table right, Expression joinPredicate) {
    return join(right, joinPredicate, JoinType.INNER);
  }

  @Override
  public Table leftOuterJoin(Table right) {
    return join(right, null, JoinType.LEFT_OUTER);
  }

  @Override
  public Table leftOuterJoin(Table right, Expression joinPredicate) {
    return join(right, joinPredicate, JoinType.LEFT_OUTER);
  }

  @Override
  public Table rightOuterJoin(Table right, Expression joinPredicate) {
    return join(right, joinPredicate, JoinType.RIGHT_OUTER);
  }

  @Override
  public Table fullOuterJoin(Table right, Expression joinPredicate) {
    return join(right, joinPredicate, JoinType.FULL_OUTER);
  }

  /** {@code LATERAL TABLE(f(args)) AS `T`(names)} for a (possibly aliased) table function call. */
  private String lateral(Expression call) {
    ApiExpression e = api(call).get(0);
    List<String> names = e.aliasNames();
    String columns = names.isEmpty() ? "" : "(" + String.join(", ", names.stream().map(ApiExpression::quote).toList()) + ")";
    return "LATERAL TABLE(" + e.unaliased().toSql(context()) + ") AS `T`" + columns;
  }

  private Table joinLateral(Expression call, Expression predicate, JoinType type) {
    String condition = predicate == null ? null : api(predicate).get(0).toSql(context());
    return derive(new JoinQueryOperation(operation, null, lateral(call), type, condition));
  }

  @Override
  public Table joinLateral(Expression tableFunctionCall) {
    return joinLateral(tableFunctionCall, null, JoinType.INNER);
  }

  @Override
  public Table joinLateral(Expression tableFunctionCall, Expression joinPredicate) {
    return joinLateral(tableFunctionCall, joinPredicate, JoinType.INNER);
  }

  @Override
  public Table leftOuterJoinLateral(Expression tableFunctionCall) {
    return joinLateral(tableFunctionCall, null, JoinType.LEFT_OUTER);
  }

  @Override
  public Table leftOuterJoinLateral(Expression tableFunctionCall, Expression joinPredicate) {
    return joinLateral(tableFunctionCall, joinPredicate, JoinType.LEFT_OUTER);
  }

  // ---- set operations ----

  private Table set(Table right, SetType type, boolean all) {
    if (!(right instanceof TableImpl other) || other.env != env) {
      throw new ValidationException("Only tables from the same TableEnvironment can be combined.");
    }
    if (other.getResolvedSchema().getColumnCount() != getResolvedSchema().getColumnCount()) {
      throw new ValidationException(type + " two tables of different column sizes: "
          + getResolvedSchema().getColumnCount() + " and " + other.getResolvedSchema().getColumnCount() + ".");
    }
    return derive(new SetQueryOperation(operation, other.operation, type, all));
  }

  @Override
  public Table minus(Table right) {
    return set(right, SetType.MINUS, false);
  }

  @Override
  public Table minusAll(Table right) {
    return set(right, SetType.MINUS, true);
  }

  @Override
  public Table union(Table right) {
    return set(right, SetType.UNION, false);
  }

  @Override
  public Table unionAll(Table right) {
    return set(right, SetType.UNION, true);
  }

  @Override
  public Table intersect(Table right) {
    return set(right, SetType.INTERSECT, false);
  }

  @Override
  public Table intersectAll(Table right) {
    return set(right, SetType.INTERSECT, true);
  }

  // ---- sorting ----

  @Override
  public Table orderBy(Expression... fields) {
    // Flink's Table API sorts NULLs last ascending and first descending (Calcite's RelBuilder
    // default), where its SQL puts them first ascending.
    List<String> order = api(fields).stream()
        .map(e -> e.toSql(context()) + (e.isDescending() ? " NULLS FIRST" : " NULLS LAST"))
        .toList();
    return derive(new SortQueryOperation(operation, order, 0, -1));
  }

  @Override
  public Table offset(int offset) {
    if (offset < 0) {
      throw new ValidationException("Offset should be greater than or equal to zero.");
    }
    return derive(sorted("offset").withOffset(offset));
  }

  @Override
  public Table fetch(int fetch) {
    if (fetch < 0) {
      throw new ValidationException("Fetch should be greater than or equal to zero.");
    }
    if (!(operation instanceof SortQueryOperation)) {
      // Flink 1.20 takes fetch on unsorted rows as a limit
      return limit(fetch);
    }
    return derive(sorted("fetch").withFetch(fetch));
  }

  @Override
  public Table limit(int fetch) {
    return limit(0, fetch);
  }

  @Override
  public Table limit(int offset, int fetch) {
    if (offset < 0 || fetch < 0) {
      throw new ValidationException("Offset and fetch should be greater than or equal to zero.");
    }
    // As Flink's limit: a slice of the rows in the order they come, sorted or not.
    SortQueryOperation sort = operation instanceof SortQueryOperation s ? s : new SortQueryOperation(operation, List.of(), 0, -1);
    return derive(sort.withOffset(offset).withFetch(fetch));
  }

  private SortQueryOperation sorted(String what) {
    if (!(operation instanceof SortQueryOperation sort)) {
      throw new ValidationException("A limit operation (" + what + ") must be preceded by a sort operation (orderBy).");
    }
    return sort;
  }

  // ---- windows ----

  @Override
  public GroupWindowedTable window(GroupWindow groupWindow) {
    return new GroupWindowedTableImpl(this, groupWindow);
  }

  @Override
  public OverWindowedTable window(OverWindow... overWindows) {
    Map<String, OverWindow> windows = new LinkedHashMap<>();
    for (OverWindow window : overWindows) {
      windows.put(window.getAlias(), window);
    }
    return fields -> derive(new ProjectQueryOperation(operation,
        projections(api(fields), env.renderContext(windows))));
  }

  // ---- columns ----

  @Override
  public Table addColumns(Expression... fields) {
    return ColumnOperations.add(this, api(fields), false);
  }

  @Override
  public Table addOrReplaceColumns(Expression... fields) {
    return ColumnOperations.add(this, api(fields), true);
  }

  @Override
  public Table renameColumns(Expression... fields) {
    return ColumnOperations.rename(this, api(fields));
  }

  @Override
  public Table dropColumns(Expression... fields) {
    return ColumnOperations.drop(this, api(fields));
  }

  TableImpl project(List<String> items) {
    return derive(new ProjectQueryOperation(operation, items));
  }

  // ---- functions ----

  @Override
  public Table map(Expression mapFunction) {
    TableImpl mapped = (TableImpl) select(mapFunction);
    // As in Flink, a function returning a ROW gives one column per field of the row.
    io.quiver.table.catalog.ResolvedSchema schema = mapped.getResolvedSchema();
    io.quiver.table.types.DataType type = schema.getColumnDataTypes().get(0);
    if (schema.getColumnCount() != 1 || !type.isRow()) {
      return mapped;
    }
    String column = "`t`." + ApiExpression.quote(schema.getColumnNames().get(0));
    return mapped.project(type.getFieldNames().stream()
        .map(f -> column + "." + ApiExpression.quote(f) + " AS " + ApiExpression.quote(f)).toList());
  }

  @Override
  public Table flatMap(Expression tableFunction) {
    List<String> before = getResolvedSchema().getColumnNames();
    TableImpl joined = (TableImpl) joinLateral(tableFunction);
    List<String> items = joined.getResolvedSchema().getColumnNames().stream()
        .filter(name -> !before.contains(name)).map(ApiExpression::quote).toList();
    return joined.project(items);
  }

  @Override
  public AggregatedTable aggregate(Expression aggregateFunction) {
    return new GroupedTableImpl(this, List.of()).aggregate(aggregateFunction);
  }

  @Override
  public Table flatAggregate(Expression tableAggregateFunction) {
    return new GroupedTableImpl(this, List.of()).flatAggregate(tableAggregateFunction);
  }

  // ---- execution ----

  @Override
  public TableResult execute() {
    return env.executeSql(sql);
  }

  @Override
  public TableResult executeInsert(String tablePath) {
    return executeInsert(tablePath, false);
  }

  @Override
  public TableResult executeInsert(String tablePath, boolean overwrite) {
    return env.executeSql(insertSql(tablePath, overwrite));
  }

  @Override
  public TableResult executeInsert(io.quiver.table.api.TableDescriptor descriptor) {
    return executeInsert(descriptor, false);
  }

  @Override
  public TableResult executeInsert(io.quiver.table.api.TableDescriptor descriptor, boolean overwrite) {
    return executeInsert(env.registerAnonymous(descriptor), overwrite);
  }

  @Override
  public TablePipeline insertInto(io.quiver.table.api.TableDescriptor descriptor) {
    return insertInto(descriptor, false);
  }

  @Override
  public TablePipeline insertInto(io.quiver.table.api.TableDescriptor descriptor, boolean overwrite) {
    return new TablePipelineImpl(env, insertSql(env.registerAnonymous(descriptor), overwrite), null);
  }

  @Override
  public TablePipeline insertInto(String tablePath) {
    return insertInto(tablePath, false);
  }

  @Override
  public TablePipeline insertInto(String tablePath, boolean overwrite) {
    io.quiver.table.catalog.ObjectIdentifier sink = env.catalogManager().qualifyIdentifier(PathParser.parse(tablePath));
    if (env.catalogManager().getTable(sink).isEmpty()) {
      // Flink resolves the sink when the pipeline is made
      throw new io.quiver.table.api.TableException("Could not find a sink table: " + sink.asSummaryString() + " does not exist.");
    }
    return new TablePipelineImpl(env, insertSql(tablePath, overwrite),
        sink.objectName().startsWith("*anonymous_") ? null : sink);
  }

  String insertSql(String tablePath, boolean overwrite) {
    String target = String.join(".", PathParser.parse(tablePath).stream().map(SqlText::quote).toList());
    return "INSERT " + (overwrite ? "OVERWRITE " : "INTO ") + target + " " + sql;
  }

  @Override
  public String explain(io.quiver.table.api.ExplainFormat format, ExplainDetail... extraDetails) {
    return env.explainSql(sql, format, extraDetails);
  }

  @Override
  public String toString() {
    if (registeredName == null) {
      registeredName = env.registerUnnamed(this);
    }
    return SqlText.quote(registeredName);
  }
}
