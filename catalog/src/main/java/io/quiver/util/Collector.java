package io.quiver.util;

/**
 * Receives the records a function emits, as Flink's {@code org.apache.flink.util.Collector}:
 * {@code TableAggregateFunction.emitValue(acc, out)} calls {@link #collect} once per row.
 *
 * @param <T> the type of the records
 */
public interface Collector<T> {
  /** Emits one record. */
  void collect(T record);

  /** Says that no more records follow; the engine needs no call. */
  default void close() {}
}
