package io.quiver.table.api.internal;

import io.quiver.table.api.ExplainDetail;
import io.quiver.table.api.ExplainFormat;
import io.quiver.table.api.TablePipeline;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.ObjectIdentifier;
import java.util.Optional;

/** An INSERT of a table's query into a sink, kept as its SQL text until it runs. */
final class TablePipelineImpl implements TablePipeline {
  private final TableEnvironmentImpl env;
  private final String insertSql;
  private final ObjectIdentifier sink;

  TablePipelineImpl(TableEnvironmentImpl env, String insertSql, ObjectIdentifier sink) {
    this.env = env;
    this.insertSql = insertSql;
    this.sink = sink;
  }

  String insertSql() {
    return insertSql;
  }

  TableEnvironmentImpl env() {
    return env;
  }

  @Override
  public TableResult execute() {
    return env.executeSql(insertSql);
  }

  @Override
  public String explain(ExplainFormat format, ExplainDetail... extraDetails) {
    return env.explainSql(insertSql, format, extraDetails);
  }

  @Override
  public Optional<ObjectIdentifier> getSinkIdentifier() {
    return Optional.ofNullable(sink);
  }
}
