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
  /** How many values a reservation in the log covers. */
  private static final long RESERVE = 32;
  /** Records how far values are handed out, in a file database; null in memory. */
  private Reservations reservations;
  private String key;
  /** No value at or past this one (in the direction of the increment) was handed out or logged. */
  private long reservedUpTo;

  /**
   * Where a sequence of a file database logs, durably and before handing a value out, the value
   * it will not reach without logging again; reopened, it resumes there, so a value is never handed
   * out twice even after a crash (values may jump, as in PostgreSQL).
   */
  public interface Reservations {
    void reserve(String key, long upTo);
  }

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
    reserve(value);
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
      reserve(next - increment);
    } else if (increment < 0 && used <= next) {
      next = used + increment;
      reserve(next - increment);
    }
  }

  /**
   * PostgreSQL's {@code setval(seq, value, called)}: the next value handed out is {@code value}
   * plus the increment when {@code called}, else {@code value} itself.
   */
  public synchronized void setValue(long value, boolean called) {
    long target = called ? Math.addExact(value, increment) : value;
    if (value > maxValue || value < minValue) {
      throw new EngineException("22003", "setval: value " + value + " is out of bounds for the sequence ("
          + minValue + ".." + maxValue + ")");
    }
    next = target;
    reserve(next);
  }

  /** Logs the sequence's progress from now on through {@code reservations} under {@code key}. */
  public synchronized void persistWith(Reservations reservations, String key) {
    this.reservations = reservations;
    this.key = key;
    this.reservedUpTo = next;
  }

  /** Resumes at a logged reservation: the next value is {@code upTo} unless it is already past it. */
  public synchronized void restore(long upTo) {
    if (increment > 0 ? upTo > next : upTo < next) {
      next = upTo;
    }
    reservedUpTo = next;
  }

  /** Makes sure that {@code value} is covered by a logged reservation before it is used. */
  private void reserve(long value) {
    if (reservations == null || (increment > 0 ? value < reservedUpTo : value > reservedUpTo)) {
      return;
    }
    long upTo;
    try {
      upTo = Math.addExact(value, Math.multiplyExact(increment, RESERVE));
    } catch (ArithmeticException e) {
      upTo = increment > 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
    }
    reservations.reserve(key, upTo);
    reservedUpTo = upTo;
  }
}
