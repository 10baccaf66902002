package io.quiver.table.session;

import io.quiver.table.api.ResultKind;
import io.quiver.table.catalog.ResolvedSchema;
import java.util.OptionalLong;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.ipc.ArrowReader;

/**
 * What one execution of a {@link SessionStatement} gives: a stream of Arrow batches (for a
 * query, and the one-row results of SHOW, EXPLAIN...), or the count of rows a DML statement
 * changed. Read once; close it when done.
 */
public interface StatementResult extends AutoCloseable {
  /** {@code SUCCESS} for DDL and other statements without rows, else {@code SUCCESS_WITH_CONTENT}. */
  ResultKind kind();

  /** For DML, how many rows changed; empty for everything else. */
  OptionalLong affectedRows();

  /** The columns of the batches. */
  ResolvedSchema schema();

  /** The next non-empty batch, which the caller owns and must close, or null at the end. */
  VectorSchemaRoot next();

  /** The batches still to come as an Arrow reader, which takes them over (no copy). */
  ArrowReader toArrowReader();

  /** Releases the batches not read; safe to call more than once. */
  @Override
  void close();
}
