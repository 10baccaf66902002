package io.quiver.table.api;

/**
 * Several INSERT statements planned together and executed as one job by {@link #execute()}. The
 * result has one column per sink, named by its full path, holding the number of rows written.
 * After {@code execute} the set is empty.
 */
public interface StatementSet {
  /** Adds a table's pipeline into its sink. */
  StatementSet add(TablePipeline tablePipeline);

  /** Adds an {@code INSERT INTO/OVERWRITE} statement. */
  StatementSet addInsertSql(String statement);

  /** Adds an insert of {@code table} into the table at {@code targetPath}. */
  StatementSet addInsert(String targetPath, Table table);

  /** Adds an insert, replacing the target's contents when {@code overwrite}. */
  StatementSet addInsert(String targetPath, Table table, boolean overwrite);

  /** Adds an insert of {@code table} into an anonymous table the descriptor declares. */
  StatementSet addInsert(TableDescriptor targetDescriptor, Table table);

  /** Adds an insert into an anonymous table, replacing its contents when {@code overwrite}. */
  StatementSet addInsert(TableDescriptor targetDescriptor, Table table, boolean overwrite);

  /** The plans of all added statements. */
  String explain(ExplainDetail... extraDetails);

  /** Runs all added statements as one job, then clears them. */
  TableResult execute();
}
