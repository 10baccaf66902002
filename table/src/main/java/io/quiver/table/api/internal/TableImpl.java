package io.quiver.table.api.internal;

import io.quiver.table.api.ExplainDetail;
import io.quiver.table.api.Table;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.planner.QuiverPlanner;
import java.util.List;
import org.apache.calcite.sql.SqlNode;

/**
 * A query kept as SQL text and planned afresh on every use, so it always reads the tables'
 * latest committed versions.
 */
final class TableImpl implements Table {
  private final TableEnvironmentImpl env;
  private final String sql;
  private String registeredName;

  TableImpl(TableEnvironmentImpl env, SqlNode validatedOnce, String sql) {
    this.env = env;
    this.sql = sql;
    // Fail fast, as Flink does: an invalid query is rejected when the Table is created.
    env.planner().plan(validatedOnce);
  }

  String sql() {
    return sql;
  }

  String expandedSql() {
    return SqlText.unparse(planned().validated());
  }

  private QuiverPlanner.Planned planned() {
    return env.planner().plan(env.planner().parse(sql));
  }

  @Override
  public ResolvedSchema getResolvedSchema() {
    return SqlStatementExecutor.schemaOf(planned());
  }

  @Override
  public void printSchema() {
    System.out.println(getResolvedSchema());
  }

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
    String target = String.join(".", PathParser.parse(tablePath).stream().map(SqlText::quote).toList());
    return env.executeSql("INSERT " + (overwrite ? "OVERWRITE " : "INTO ") + target + " " + sql);
  }

  @Override
  public String explain(ExplainDetail... extraDetails) {
    return env.explainSql(sql, extraDetails);
  }

  @Override
  public String toString() {
    if (registeredName == null) {
      registeredName = env.registerUnnamed(this);
    }
    return SqlText.quote(registeredName);
  }

  List<String> columnNames() {
    return getResolvedSchema().getColumnNames();
  }
}
