package io.quiver.table.planner.functions;

import io.quiver.table.functions.ScalarFunction;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * Converts between a local date-time in the session time zone and the UTC date-time the engine
 * stores for {@code TIMESTAMP WITH LOCAL TIME ZONE}. Runs as a user function in generated code.
 */
public final class ZoneShift extends ScalarFunction {
  private static final long serialVersionUID = 1L;

  private final ZoneId zone;
  private final boolean toUtc;

  ZoneShift(ZoneId zone, boolean toUtc) {
    this.zone = zone;
    this.toUtc = toUtc;
  }

  public LocalDateTime eval(LocalDateTime value) {
    if (value == null) {
      return null;
    }
    return toUtc
        ? value.atZone(zone).withZoneSameInstant(ZoneOffset.UTC).toLocalDateTime()
        : value.atOffset(ZoneOffset.UTC).atZoneSameInstant(zone).toLocalDateTime();
  }

  @Override
  public String toString() {
    return toUtc ? "TO_UTC" : "FROM_UTC";
  }
}
