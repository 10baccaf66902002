package io.quiver.engine.plan;

import java.util.function.Consumer;

/**
 * A table function as the engine sees it: for one row's argument values it emits zero or more
 * rows. Values are in the form {@link io.quiver.engine.batch.Vectors#get} reads and
 * {@link io.quiver.engine.batch.Vectors#set} writes (Integer, Long, String, epoch days, ...).
 */
@FunctionalInterface
public interface RowExpander {
  void expand(Object[] arguments, Consumer<Object[]> out);
}
