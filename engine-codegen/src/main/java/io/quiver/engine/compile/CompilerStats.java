package io.quiver.engine.compile;

/**
 * A snapshot of the compiled-class cache's counters: lookups that found a class, lookups that
 * compiled one, the total time spent compiling, and how much the cache holds against its bound.
 */
public record CompilerStats(long hits, long misses, long compileNanos, long cachedClasses, long weight, long maxWeight) {
  public long compileMillis() {
    return compileNanos / 1_000_000;
  }

  @Override
  public String toString() {
    return "hits=" + hits + ", misses=" + misses + ", compileMs=" + compileMillis() + ", cached=" + cachedClasses
        + ", weight=" + weight + "/" + maxWeight;
  }
}
