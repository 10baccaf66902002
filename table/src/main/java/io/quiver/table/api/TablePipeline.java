package io.quiver.table.api;

/**
 * A table's rows bound for a sink table, not yet run: what {@link Table#insertInto(String)}
 * returns. {@link #execute()} writes the rows; {@link #explain} shows the plan of the INSERT.
 */
public interface TablePipeline {
  /** Runs the INSERT and returns its result (one column per sink). */
  TableResult execute();

  /** The plans of the INSERT, as {@link TableEnvironment#explainSql} shows them. */
  String explain(ExplainDetail... extraDetails);

  /** The sink table, when it is a table of a catalog (not an inline descriptor's). */
  java.util.Optional<io.quiver.table.catalog.ObjectIdentifier> getSinkIdentifier();

  /** Prints {@link #explain} to standard output. */
  default void printExplain(ExplainDetail... extraDetails) {
    System.out.println(explain(extraDetails));
  }
}
