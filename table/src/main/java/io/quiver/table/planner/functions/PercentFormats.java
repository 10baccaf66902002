package io.quiver.table.planner.functions;

import io.quiver.engine.error.EngineException;
import java.time.LocalDateTime;
import java.time.format.TextStyle;
import java.util.Locale;

/**
 * Formats of dates and times written with % specifiers: the C library's, as DuckDB's STRFTIME
 * reads them ({@code %Y-%m-%d %H:%M:%S}, {@code %-d} without padding), and MySQL's DATE_FORMAT
 * ({@code %i} minutes, {@code %M} the month's name, {@code %W} the weekday's).
 */
final class PercentFormats {
  private PercentFormats() {}

  static String format(LocalDateTime t, String format, boolean mysql) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < format.length(); i++) {
      char c = format.charAt(i);
      if (c != '%' || i + 1 == format.length()) {
        out.append(c);
        continue;
      }
      char s = format.charAt(++i);
      boolean unpadded = false;
      if (!mysql && s == '-' && i + 1 < format.length()) {
        unpadded = true;
        s = format.charAt(++i);
      }
      if (mysql) {
        mysql(out, t, s);
      } else {
        c(out, t, s, unpadded);
      }
    }
    return out.toString();
  }

  private static String pad(long value, int width, boolean unpadded) {
    String digits = Long.toString(Math.abs(value));
    if (!unpadded && digits.length() < width) {
      digits = "0".repeat(width - digits.length()) + digits;
    }
    return value < 0 ? "-" + digits : digits;
  }

  private static int hour12(LocalDateTime t) {
    int h = t.getHour() % 12;
    return h == 0 ? 12 : h;
  }

  /** Week of the year, weeks starting on Sunday (or Monday), days before the first one in week 0. */
  private static int week(LocalDateTime t, boolean mondayFirst) {
    int yday = t.getDayOfYear() - 1;
    int wday = t.getDayOfWeek().getValue() % 7; // Sunday 0
    int shift = mondayFirst ? (wday + 6) % 7 : wday;
    return (yday + 7 - shift) / 7;
  }

  private static void c(StringBuilder out, LocalDateTime t, char s, boolean unpadded) {
    switch (s) {
      case 'a' -> out.append(t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH));
      case 'A' -> out.append(t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH));
      case 'w' -> out.append(t.getDayOfWeek().getValue() % 7);
      case 'u' -> out.append(t.getDayOfWeek().getValue());
      case 'd' -> out.append(pad(t.getDayOfMonth(), 2, unpadded));
      case 'e' -> out.append(unpadded ? Integer.toString(t.getDayOfMonth()) : String.format("%2d", t.getDayOfMonth()));
      case 'b', 'h' -> out.append(t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH));
      case 'B' -> out.append(t.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH));
      case 'm' -> out.append(pad(t.getMonthValue(), 2, unpadded));
      case 'y' -> out.append(pad(Math.floorMod(t.getYear(), 100), 2, unpadded));
      case 'Y' -> out.append(t.getYear());
      case 'C' -> out.append(pad(Math.floorDiv(t.getYear(), 100), 2, unpadded));
      case 'H' -> out.append(pad(t.getHour(), 2, unpadded));
      case 'I' -> out.append(pad(hour12(t), 2, unpadded));
      case 'p' -> out.append(t.getHour() < 12 ? "AM" : "PM");
      case 'M' -> out.append(pad(t.getMinute(), 2, unpadded));
      case 'S' -> out.append(pad(t.getSecond(), 2, unpadded));
      case 'f' -> out.append(pad(t.getNano() / 1000, 6, false));
      case 'g' -> out.append(pad(t.getNano() / 1_000_000, 3, false));
      case 'n' -> out.append(pad(t.getNano(), 9, false));
      case 'j' -> out.append(pad(t.getDayOfYear(), 3, unpadded));
      case 'U' -> out.append(pad(week(t, false), 2, unpadded));
      case 'W' -> out.append(pad(week(t, true), 2, unpadded));
      case 'V' -> out.append(pad(StandardFunctionLibrary.isoWeek(t), 2, unpadded));
      case 'G' -> out.append(t.get(java.time.temporal.IsoFields.WEEK_BASED_YEAR));
      case 'F' -> out.append(format(t, "%Y-%m-%d", false));
      case 'T' -> out.append(format(t, "%H:%M:%S", false));
      case 'D' -> out.append(format(t, "%m/%d/%y", false));
      case 'R' -> out.append(format(t, "%H:%M", false));
      case 'c' -> out.append(format(t, "%Y-%m-%d %H:%M:%S", false));
      case 'x' -> out.append(format(t, "%Y-%m-%d", false));
      case 'X' -> out.append(format(t, "%H:%M:%S", false));
      case 'z', 'Z' -> { }
      case '%' -> out.append('%');
      default -> throw new EngineException("22023", "STRFTIME: unknown format specifier %" + s);
    }
  }

  private static void mysql(StringBuilder out, LocalDateTime t, char s) {
    switch (s) {
      case 'a' -> out.append(t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH));
      case 'W' -> out.append(t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH));
      case 'w' -> out.append(t.getDayOfWeek().getValue() % 7);
      case 'b' -> out.append(t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH));
      case 'M' -> out.append(t.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH));
      case 'c' -> out.append(t.getMonthValue());
      case 'm' -> out.append(pad(t.getMonthValue(), 2, false));
      case 'd' -> out.append(pad(t.getDayOfMonth(), 2, false));
      case 'e' -> out.append(t.getDayOfMonth());
      case 'D' -> out.append(t.getDayOfMonth()).append(suffix(t.getDayOfMonth()));
      case 'j' -> out.append(pad(t.getDayOfYear(), 3, false));
      case 'Y' -> out.append(pad(t.getYear(), 4, false));
      case 'y' -> out.append(pad(Math.floorMod(t.getYear(), 100), 2, false));
      case 'H' -> out.append(pad(t.getHour(), 2, false));
      case 'k' -> out.append(t.getHour());
      case 'h', 'I' -> out.append(pad(hour12(t), 2, false));
      case 'l' -> out.append(hour12(t));
      case 'i' -> out.append(pad(t.getMinute(), 2, false));
      case 'S', 's' -> out.append(pad(t.getSecond(), 2, false));
      case 'f' -> out.append(pad(t.getNano() / 1000, 6, false));
      case 'p' -> out.append(t.getHour() < 12 ? "AM" : "PM");
      case 'r' -> out.append(pad(hour12(t), 2, false)).append(':').append(pad(t.getMinute(), 2, false)).append(':')
          .append(pad(t.getSecond(), 2, false)).append(t.getHour() < 12 ? " AM" : " PM");
      case 'T' -> out.append(pad(t.getHour(), 2, false)).append(':').append(pad(t.getMinute(), 2, false)).append(':')
          .append(pad(t.getSecond(), 2, false));
      case 'U' -> out.append(pad(week(t, false), 2, false));
      case 'u', 'V', 'v', 'X', 'x' -> throw new EngineException("0A000",
          "DATE_FORMAT: the week specifier %" + s + " is not supported; use %U or EXTRACT(WEEK FROM ...)");
      default -> out.append(s);
    }
  }

  private static String suffix(int day) {
    if (day >= 11 && day <= 13) {
      return "th";
    }
    return switch (day % 10) {
      case 1 -> "st";
      case 2 -> "nd";
      case 3 -> "rd";
      default -> "th";
    };
  }
}
