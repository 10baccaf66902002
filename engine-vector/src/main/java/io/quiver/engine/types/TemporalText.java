package io.quiver.engine.types;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Locale;

/**
 * The text of temporal values as SQL prints them, and the microsecond encoding of TIMESTAMP and
 * TIME in Arrow vectors. Both generated code (through the runtime's functions) and the JDBC
 * cursor read values this way, so it lives with the types rather than in the code generator.
 */
public final class TemporalText {
  private static final long MICROS_PER_DAY = 86_400_000_000L;

  private TemporalText() {}

  /** {@code yyyy-MM-dd HH:mm:ss[.f...]} with {@code precision} fractional digits. */
  public static String formatTimestamp(long micros, int precision) {
    LocalDateTime t = fromMicros(micros);
    StringBuilder sb = new StringBuilder(t.toLocalDate().toString()).append(' ');
    sb.append(String.format("%02d:%02d:%02d", t.getHour(), t.getMinute(), t.getSecond()));
    if (precision > 0) {
      String fraction = String.format("%06d", t.getNano() / 1000);
      sb.append('.').append(fraction, 0, Math.min(precision, 6));
      for (int i = 6; i < precision; i++) {
        sb.append('0');
      }
    }
    return sb.toString();
  }

  /** {@code HH:mm:ss[.f...]} of a TIME held as microseconds of the day. */
  public static String formatTime(long micros, int precision) {
    String text = formatTimestamp(micros, precision);
    return text.substring(text.indexOf(' ') + 1);
  }

  /** An INTERVAL YEAR TO MONTH as {@code +y-mm}. */
  public static String formatYearMonth(long months) {
    long abs = Math.abs(months);
    return (months < 0 ? "-" : "+") + abs / 12 + "-" + String.format(Locale.ROOT, "%02d", abs % 12);
  }

  /** An INTERVAL DAY TO SECOND as {@code +d HH:mm:ss.ffffff}. */
  public static String formatDayTime(long micros) {
    long abs = Math.abs(micros);
    long days = abs / MICROS_PER_DAY;
    long rest = abs % MICROS_PER_DAY;
    return (micros < 0 ? "-" : "+") + days + " " + formatTime(rest, 6);
  }

  public static long toMicros(LocalDateTime t) {
    long seconds = t.toEpochSecond(ZoneOffset.UTC);
    return Math.addExact(Math.multiplyExact(seconds, 1_000_000L), t.getNano() / 1000);
  }

  public static LocalDateTime fromMicros(long micros) {
    long seconds = Math.floorDiv(micros, 1_000_000L);
    int nanos = (int) Math.floorMod(micros, 1_000_000L) * 1000;
    return LocalDateTime.ofEpochSecond(seconds, nanos, ZoneOffset.UTC);
  }
}
