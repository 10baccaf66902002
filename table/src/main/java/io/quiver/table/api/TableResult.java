package io.quiver.table.api;

import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;

/** The result of executing a statement: its kind, its schema and its rows. */
public interface TableResult {
  ResultKind getResultKind();

  ResolvedSchema getResolvedSchema();

  /** The schema (the older name of {@link #getResolvedSchema()}). */
  @Deprecated
  default ResolvedSchema getTableSchema() {
    return getResolvedSchema();
  }

  /**
   * The client of the job that computes the result. Quiver runs statements in-process and
   * synchronously, so there is no job to control: always empty.
   */
  default java.util.Optional<Object> getJobClient() {
    return java.util.Optional.empty();
  }

  /**
   * The rows, streamed batch by batch; the iterator can be consumed once and must be closed if not
   * read to the end.
   */
  CloseableIterator<Row> collect();

  /**
   * The rows as Arrow batches, without copying them: each {@code loadNextBatch()} of the reader
   * puts the engine's next result batch into {@code getVectorSchemaRoot()} (its vectors are the
   * engine's, moved, not copied). Consumes the result like {@link #collect()}; closing the reader
   * releases the result's memory. The schema's fields carry the SQL type in their metadata.
   *
   * <pre>{@code
   * try (ArrowReader reader = env.executeSql("SELECT ...").collectArrow()) {
   *   VectorSchemaRoot root = reader.getVectorSchemaRoot();
   *   while (reader.loadNextBatch()) {
   *     ... root.getVector(0) ...
   *   }
   * }
   * }</pre>
   */
  org.apache.arrow.vector.ipc.ArrowReader collectArrow();

  /** Prints the rows to standard output in Flink's tableau layout, consuming the result. */
  void print();

  /** Waits until the statement has finished; Quiver executes synchronously, so it returns at once. */
  default void await() {}

  default void await(long timeout, java.util.concurrent.TimeUnit unit) {}
}
