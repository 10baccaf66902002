package io.quiver.engine.types;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Initialises Arrow's {@code Schema} class on a background thread. Its static initialiser builds a
 * Jackson {@code ObjectMapper} and the deserializers of every Arrow type (for JSON we never use),
 * which costs hundreds of classes and most of a second on a cold JVM; every batch needs the class,
 * so a new database starts this once and the first statement finds it done or under way.
 */
public final class ArrowWarmUp {
  private static final AtomicBoolean STARTED = new AtomicBoolean();

  private ArrowWarmUp() {}

  /** Starts the initialisation once per JVM; returns at once. */
  public static void start() {
    if (!STARTED.compareAndSet(false, true)) {
      return;
    }
    Thread thread = new Thread(ArrowWarmUp::initialise, "quiver-arrow-warm-up");
    thread.setDaemon(true);
    thread.start();
  }

  private static void initialise() {
    try {
      Class.forName("org.apache.arrow.vector.types.pojo.Schema", true, ArrowWarmUp.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      // The first batch will initialise it, or report the problem, on its own thread.
    }
  }
}
