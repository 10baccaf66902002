package io.quiver.jdbc;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Date;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;

/**
 * The JDBC 4.2 {@code java.time} parameter values (and a few others Avatica does not take) as the
 * classic {@code java.sql} ones (a time of day with a fraction of a second as its text). Values with a zone or offset become the JVM zone's local
 * date-time, as {@code getObject(i, OffsetDateTime.class)} reads them back.
 */
final class JavaTimeParameters {
  private JavaTimeParameters() {}

  static Object toJdbc(Object x) {
    if (x instanceof Timestamp) {
      return x;
    }
    if (x instanceof LocalDate d) {
      return Date.valueOf(d);
    }
    if (x instanceof LocalDateTime t) {
      return Timestamp.valueOf(t);
    }
    if (x instanceof LocalTime t) {
      // Time.valueOf drops the fraction of the second; the text keeps every digit.
      return t.getNano() == 0 ? Time.valueOf(t) : t.toString();
    }
    if (x instanceof OffsetDateTime t) {
      return Timestamp.valueOf(t.atZoneSameInstant(ZoneId.systemDefault()).toLocalDateTime());
    }
    if (x instanceof ZonedDateTime t) {
      return Timestamp.valueOf(t.withZoneSameInstant(ZoneId.systemDefault()).toLocalDateTime());
    }
    if (x instanceof Instant i) {
      return Timestamp.from(i);
    }
    if (x instanceof BigInteger i) {
      return new BigDecimal(i);
    }
    if (x instanceof Character c) {
      return c.toString();
    }
    return x;
  }

  /**
   * A timestamp parameter as the text of its local date-time, which keeps every fractional digit
   * (Avatica's protocol carries milliseconds only); with a calendar, the date-time in its zone.
   */
  static String timestampText(Timestamp t, java.util.Calendar calendar) {
    LocalDateTime local = calendar == null ? t.toLocalDateTime()
        : LocalDateTime.ofInstant(t.toInstant(), calendar.getTimeZone().toZoneId());
    return local.toString();
  }
}
