package io.quiver.engine.compile;

/**
 * The compiled-class cache of one database as seen through JMX (for example in JConsole, under
 * {@code io.quiver:type=CompiledClassCache}).
 */
public interface CompiledClassCacheMXBean {
  long getHits();

  long getMisses();

  long getCompileMillis();

  long getCachedClasses();

  long getWeight();

  long getMaxWeight();

  /** Forgets every cached class, for example after changing code-generation settings. */
  void invalidateAll();
}
