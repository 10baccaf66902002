package io.quiver.engine.store;

import io.quiver.engine.error.EngineException;

/**
 * A sequence of numbers for {@code NEXT VALUE FOR} and identity columns. As in every SQL
 * database, a value once handed out is never handed out again, even if the transaction that took
 * it rolls back: sequences stand outside transactions.
 */
public final class Sequence {
  private final long increment;
  private final long minValue;
  private final long maxValue;
  private long next;

  public Sequence(long start, long increment, long minValue, long maxValue) {
    if (increment == 0) {
      throw new IllegalArgumentException("INCREMENT must not be zero");
    }
    this.increment = increment;
    this.minValue = minValue;
    this.maxValue = maxValue;
    this.next = start;
  }

  public static Sequence startingAt(long start, long increment) {
    return new Sequence(start, increment, Long.MIN_VALUE, Long.MAX_VALUE);
  }

  public synchronized long nextValue() {
    if (next > maxValue || next < minValue) {
      throw new EngineException("2200H", "Sequence has reached its limit " + (increment > 0 ? maxValue : minValue));
    }
    long value = next;
    try {
      next = Math.addExact(next, increment);
    } catch (ArithmeticException e) {
      next = increment > 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
      if (value == next) {
        next = increment > 0 ? maxValue + 1 : minValue - 1;
      }
    }
    return value;
  }

  /** Makes sure the sequence never yields {@code used} again, after an explicit value was stored. */
  public synchronized void advancePast(long used) {
    if (increment > 0 && used >= next) {
      next = used + increment;
    } else if (increment < 0 && used <= next) {
      next = used + increment;
    }
  }
}
