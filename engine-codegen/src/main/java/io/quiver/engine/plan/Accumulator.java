package io.quiver.engine.plan;

import java.util.List;

/**
 * An aggregate function the engine runs without generated code (a user-defined one, or a
 * built-in one next to it): state per group, values in the form
 * {@link io.quiver.engine.batch.Vectors} reads and writes.
 */
public interface Accumulator {
  Object create();

  void accumulate(Object state, Object[] arguments);

  /** Whether {@link #merge} combines partial states; if not, rows accumulate into one state per group. */
  default boolean canMerge() {
    return false;
  }

  /** Combines partial states into {@code state}; only called when {@link #canMerge} says so. */
  default void merge(Object state, List<Object> partials) {
    throw new UnsupportedOperationException(getClass().getName() + " does not merge partial states");
  }

  Object result(Object state);
}
