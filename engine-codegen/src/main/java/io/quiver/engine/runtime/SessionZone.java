package io.quiver.engine.runtime;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;

/**
 * Conversions between TIMESTAMP WITH LOCAL TIME ZONE (epoch microseconds of an instant) and
 * TIMESTAMP (epoch microseconds of a wall-clock reading) in a session time zone. A wall-clock
 * time that falls in a daylight-saving gap moves forward by the gap, and one that occurs twice
 * takes the earlier offset, as {@code ZonedDateTime} (and Flink) resolve them.
 */
public final class SessionZone {
  private static final long MICROS_PER_SECOND = 1_000_000L;

  private SessionZone() {}

  /** The wall-clock reading of an instant in {@code zone}. */
  public static long toLocal(long instantMicros, ZoneId zone) {
    ZoneRules rules = zone.getRules();
    ZoneOffset offset = rules.isFixedOffset()
        ? rules.getOffset(Instant.EPOCH)
        : rules.getOffset(Instant.ofEpochSecond(Math.floorDiv(instantMicros, MICROS_PER_SECOND)));
    return Math.addExact(instantMicros, offset.getTotalSeconds() * MICROS_PER_SECOND);
  }

  /** The instant at which {@code zone}'s wall clock reads {@code localMicros}. */
  public static long toInstant(long localMicros, ZoneId zone) {
    ZoneRules rules = zone.getRules();
    if (rules.isFixedOffset()) {
      return Math.subtractExact(localMicros, rules.getOffset(Instant.EPOCH).getTotalSeconds() * MICROS_PER_SECOND);
    }
    long seconds = Math.floorDiv(localMicros, MICROS_PER_SECOND);
    long fraction = Math.floorMod(localMicros, MICROS_PER_SECOND);
    LocalDateTime local = LocalDateTime.ofEpochSecond(seconds, 0, ZoneOffset.UTC);
    return Math.addExact(Math.multiplyExact(local.atZone(zone).toEpochSecond(), MICROS_PER_SECOND), fraction);
  }
}
