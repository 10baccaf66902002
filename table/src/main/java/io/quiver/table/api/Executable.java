package io.quiver.table.api;

/** Something that runs as a statement: a {@link Table}, a {@link TablePipeline}, a {@link StatementSet}. */
public interface Executable {
  /** Runs it, synchronously in Quiver, and returns the result. */
  TableResult execute();
}
