package io.quiver.table.api.internal;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs the planning of very long statements on a thread with a large stack. Calcite's parser and
 * SqlToRelConverter recurse once per operand of a flat {@code a OR b OR ...} chain, which
 * overflows an ordinary thread's stack after a few hundred terms.
 */
final class DeepStack {
  /** Statements shorter than this plan on the caller's thread, at no extra cost. */
  static final int LONG_STATEMENT = 8_000;
  private static final long STACK_BYTES = 512L << 20;

  private DeepStack() {}

  static <T> T call(String sql, Supplier<T> work) {
    if (sql.length() < LONG_STATEMENT) {
      return work.get();
    }
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread thread = new Thread(null, () -> {
      try {
        result.set(work.get());
      } catch (Throwable t) {
        failure.set(t);
      }
    }, "quiver-planner", STACK_BYTES);
    thread.start();
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new io.quiver.table.api.TableException("interrupted while planning", e);
    }
    Throwable t = failure.get();
    if (t instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (t instanceof Error error) {
      throw error;
    }
    return result.get();
  }
}
