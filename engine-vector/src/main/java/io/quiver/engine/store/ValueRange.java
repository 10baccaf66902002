package io.quiver.engine.store;

/**
 * The smallest and largest non-null value of an integer-like column (TINYINT to BIGINT, DATE days,
 * TIMESTAMP micros) in one chunk: a zone map entry, which lets a scan skip a chunk that cannot
 * hold a value it looks for.
 */
public record ValueRange(long min, long max) {
  public boolean mayContain(long value) {
    return value >= min && value <= max;
  }
}
