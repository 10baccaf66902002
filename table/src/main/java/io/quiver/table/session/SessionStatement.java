package io.quiver.table.session;

import io.quiver.engine.types.SqlType;
import io.quiver.table.catalog.ResolvedSchema;
import java.util.List;
import java.util.Optional;

/**
 * A statement of a {@link Session}, planned once and run any number of times with different
 * parameter values (a JDBC {@code PreparedStatement}, or one {@code Statement.execute}).
 */
public interface SessionStatement extends AutoCloseable {
  /** The SQL text as given. */
  String sql();

  /** The types of the {@code ?} markers, in order, as the validator inferred them. */
  List<SqlType> parameterTypes();

  /** For a query, the columns it returns; empty for every other statement. */
  Optional<ResolvedSchema> resultSchema();

  /** True for INSERT, UPDATE, DELETE and MERGE, whose result is a count of rows. */
  boolean isDml();

  /**
   * Runs the statement with one value per marker (Java values: {@code Boolean}, {@code Number},
   * {@code String}, {@code LocalDate}, {@code LocalDateTime}, {@code LocalTime} or {@code null}).
   * The result must be closed.
   */
  StatementResult execute(List<Object> parameters);

  /**
   * Runs the statement once for each list of values, all as one statement when it can (an
   * INSERT whose values are all markers); null when it cannot run that way, and the caller runs
   * the lists one by one. A failure writes nothing.
   */
  long[] executeBatch(List<List<Object>> parameterRows);

  /**
   * Cancels what the statement runs now, from any thread: the query fails at its next batch with
   * SQLSTATE 57014; an execution still being planned is cancelled as soon as it starts.
   * Does nothing when the statement runs nothing.
   */
  void cancel();

  /** Releases the plan; the statement runs no more. */
  @Override
  void close();
}
