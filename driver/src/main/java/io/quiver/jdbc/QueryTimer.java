package io.quiver.jdbc;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code Statement.setQueryTimeout}: cancels the statement when its time is up and reports the
 * cancellation as an {@link SQLTimeoutException} with SQLSTATE 57014, as PostgreSQL does.
 */
final class QueryTimer {
  private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(runnable -> {
    Thread thread = new Thread(runnable, "quiver-query-timeout");
    thread.setDaemon(true);
    return thread;
  });

  private QueryTimer() {}

  interface SqlAction<T> {
    T run() throws SQLException;
  }

  static <T> T run(int timeoutSeconds, Runnable cancel, SqlAction<T> action) throws SQLException {
    if (timeoutSeconds <= 0) {
      return action.run();
    }
    AtomicBoolean fired = new AtomicBoolean();
    ScheduledFuture<?> timeout = TIMER.schedule(() -> {
      fired.set(true);
      cancel.run();
    }, timeoutSeconds, TimeUnit.SECONDS);
    try {
      return action.run();
    } catch (SQLException e) {
      if (fired.get() && "57014".equals(e.getSQLState())) {
        throw new SQLTimeoutException("The statement timed out after " + timeoutSeconds + " s", "57014", e);
      }
      throw e;
    } finally {
      timeout.cancel(false);
    }
  }
}
