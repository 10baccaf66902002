package io.quiver.table.api.internal;

import io.quiver.table.api.ExplainDetail;
import io.quiver.table.api.TablePipeline;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.ObjectIdentifier;
import java.util.Optional;

/** A table's INSERT into a sink, kept as SQL text until it runs alone or in a statement set. */
final class InsertPipeline implements TablePipeline {
  private final TableEnvironmentImpl env;
  private final String insertSql;
  private final ObjectIdentifier sink;

  /** {@code sink} is null for an inline descriptor's anonymous table. */
  InsertPipeline(TableEnvironmentImpl env, String insertSql, ObjectIdentifier sink) {
    this.env = env;
    this.insertSql = insertSql;
    this.sink = sink;
  }

  TableEnvironmentImpl env() {
    return env;
  }

  String insertSql() {
    return insertSql;
  }

  @Override
  public TableResult execute() {
    return env.executeSql(insertSql);
  }

  @Override
  public String explain(ExplainDetail... extraDetails) {
    return env.explainSql(insertSql, extraDetails);
  }

  @Override
  public Optional<ObjectIdentifier> getSinkIdentifier() {
    return Optional.ofNullable(sink);
  }
}
