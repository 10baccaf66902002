package io.quiver.table.api.internal;

import io.quiver.engine.exec.ExecContext;
import io.quiver.engine.types.SqlType;
import io.quiver.table.catalog.ResolvedSchema;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A statement parsed and validated once and run many times with different parameter values: the
 * JDBC driver's {@code PreparedStatement}. A query keeps its optimized plan, so each execution only
 * binds the values (held by the generated code as literal fields, so the compiled classes are
 * reused) and runs it; other statements are re-planned with the values in place.
 */
public interface PreparedQuery {
  /** The SQL text as given. */
  String sql();

  /** The types the validator inferred for the {@code ?} markers, in order. */
  List<SqlType> parameterTypes();

  /** For a query, the columns it returns; empty for every other statement. */
  Optional<ResolvedSchema> resultSchema();

  /** True for INSERT, UPDATE, DELETE and MERGE, whose result is a count of rows. */
  boolean isDml();

  /**
   * Runs the statement with the given values, one per marker (Java values: {@code Boolean},
   * {@code Number}, {@code String}, {@code LocalDate}, {@code LocalDateTime}, {@code LocalTime} or
   * {@code null}). {@code onStart} sees each execution context the run creates, so that a caller
   * can cancel it from another thread.
   */
  TableResultInternal execute(List<Object> parameters, Consumer<ExecContext> onStart);

  /**
   * Runs the statement once for each list of values, all as one statement when it can (an INSERT
   * whose values are all markers): returns each run's row count. Returns null when the statement
   * cannot run that way, and the caller runs the lists one by one. A failure writes nothing.
   */
  long[] executeBatch(List<List<Object>> parameterRows);
}
