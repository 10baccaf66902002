package io.quiver.engine.compile;

/** A snapshot of the compiled-class cache's counters. */
public record CompilerStats(long hits, long misses, long compileNanos, long cachedClasses) {
  @Override
  public String toString() {
    return "hits=" + hits + ", misses=" + misses + ", compileMs=" + compileNanos / 1_000_000 + ", cached=" + cachedClasses;
  }
}
