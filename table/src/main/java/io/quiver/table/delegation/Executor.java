package io.quiver.table.delegation;

import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.types.Row;
import java.util.List;

/**
 * Runs a session's queries and INSERTs somewhere other than on Quiver's engine (mirrors the role
 * of Flink's {@code org.apache.flink.table.delegation.Executor}). Quiver parses and validates
 * each statement first, so errors in the text are Quiver's own, with positions; the executor
 * receives the statement's text, the schema Quiver derived for a query, and a snapshot of what
 * the session defined, which it must define on its side under the same names before it runs the
 * statement. Its failures are {@link io.quiver.table.api.TableException}s with SQLSTATEs.
 */
public interface Executor extends AutoCloseable {
  /**
   * Runs a query; returns its rows, each with the Java values of {@code schema}'s types (as
   * {@link Row#getField(int)} holds them on Quiver's engine).
   */
  List<Row> query(String statement, ResolvedSchema schema, SessionSnapshot session);

  /** Runs an INSERT (or another statement that writes) and waits until it has finished. */
  void insert(String statement, SessionSnapshot session);

  @Override
  default void close() {}
}
