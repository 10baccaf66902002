package io.quiver.table.api;

import io.quiver.table.catalog.ResolvedSchema;

/**
 * A relational query, not yet executed: the result of {@link TableEnvironment#sqlQuery} or
 * {@link TableEnvironment#from}. Nothing runs until {@link #execute()} or an insert.
 */
public interface Table {
  ResolvedSchema getResolvedSchema();

  /** Prints the schema to standard output. */
  void printSchema();

  /** Runs the query. */
  TableResult execute();

  /** Writes the rows into the table at {@code tablePath}. */
  TableResult executeInsert(String tablePath);

  /** Writes the rows into {@code tablePath}, replacing its contents when {@code overwrite}. */
  TableResult executeInsert(String tablePath, boolean overwrite);

  /** The plans of the query, as {@link TableEnvironment#explainSql} shows them. */
  String explain(ExplainDetail... extraDetails);

  /**
   * Registers the table under a generated unique name and returns that name, so that the table
   * can be used inside SQL text: {@code "SELECT * FROM " + table}.
   */
  @Override
  String toString();
}
