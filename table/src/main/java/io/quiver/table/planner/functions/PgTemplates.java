package io.quiver.table.planner.functions;

import io.quiver.engine.error.EngineException;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.List;
import java.util.Locale;

/**
 * PostgreSQL's template patterns of TO_CHAR, TO_DATE and TO_TIMESTAMP for dates and times:
 * YYYY, YY, MM, DD, DDD, D, ID, HH24, HH12, HH, MI, SS, MS, US, AM/PM, Q, IW, WW, the names
 * MONTH/Month/month, MON/Mon/mon, DAY/Day/day, DY/Dy/dy (full names padded to 9 characters),
 * the FM prefix (no padding), "quoted text" and a backslash before a character; anything else is
 * copied. Reading is lenient as PostgreSQL's: separators in the text need not match the template's.
 */
final class PgTemplates {
  private PgTemplates() {}

  /** Longest first, so that HH24 is not read as HH. */
  private static final List<String> PATTERNS = List.of("HH24", "HH12", "YYYY", "IYYY", "MONTH", "Month", "month",
      "A.M.", "P.M.", "a.m.", "p.m.", "YYY", "MON", "Mon", "mon", "DAY", "Day", "day", "DDD", "HH", "MI", "SS", "MS",
      "US", "AM", "PM", "am", "pm", "YY", "MM", "DD", "DY", "Dy", "dy", "ID", "IW", "WW", "Q", "D", "Y");

  private static String match(String template, int at) {
    for (String p : PATTERNS) {
      if (template.startsWith(p, at)) {
        return p;
      }
    }
    return null;
  }

  private static String number(long value, int width, boolean fm) {
    String digits = Long.toString(Math.abs(value));
    if (!fm && digits.length() < width) {
      digits = "0".repeat(width - digits.length()) + digits;
    }
    return value < 0 ? "-" + digits : digits;
  }

  private static String name(String pattern, String full, boolean fm) {
    String text = Character.isLowerCase(pattern.charAt(0)) ? full.toLowerCase(Locale.ROOT)
        : Character.isLowerCase(pattern.charAt(1)) ? full : full.toUpperCase(Locale.ROOT);
    return fm || pattern.length() == 3 && !pattern.equalsIgnoreCase("DAY") || pattern.length() == 2 ? text
        : String.format("%-9s", text);
  }

  static String format(LocalDateTime t, String template) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < template.length()) {
      char c = template.charAt(i);
      if (c == '"') {
        int end = template.indexOf('"', i + 1);
        end = end < 0 ? template.length() : end;
        out.append(template, i + 1, end);
        i = end + 1;
        continue;
      }
      if (c == '\\' && i + 1 < template.length()) {
        out.append(template.charAt(i + 1));
        i += 2;
        continue;
      }
      boolean fm = template.startsWith("FM", i) || template.startsWith("fm", i);
      String p = match(template, fm ? i + 2 : i);
      if (p == null) {
        out.append(c);
        i++;
        continue;
      }
      i += (fm ? 2 : 0) + p.length();
      int hour12 = t.getHour() % 12 == 0 ? 12 : t.getHour() % 12;
      out.append(switch (p) {
        case "YYYY" -> number(t.getYear(), 4, fm);
        case "IYYY" -> number(t.get(java.time.temporal.IsoFields.WEEK_BASED_YEAR), 4, fm);
        case "YYY" -> number(Math.floorMod(t.getYear(), 1000), 3, fm);
        case "YY" -> number(Math.floorMod(t.getYear(), 100), 2, fm);
        case "Y" -> number(Math.floorMod(t.getYear(), 10), 1, fm);
        case "MM" -> number(t.getMonthValue(), 2, fm);
        case "DD" -> number(t.getDayOfMonth(), 2, fm);
        case "DDD" -> number(t.getDayOfYear(), 3, fm);
        case "D" -> number(t.getDayOfWeek().getValue() % 7 + 1, 1, fm);
        case "ID" -> number(t.getDayOfWeek().getValue(), 1, fm);
        case "HH24" -> number(t.getHour(), 2, fm);
        case "HH12", "HH" -> number(hour12, 2, fm);
        case "MI" -> number(t.getMinute(), 2, fm);
        case "SS" -> number(t.getSecond(), 2, fm);
        case "MS" -> number(t.getNano() / 1_000_000, 3, fm);
        case "US" -> number(t.getNano() / 1000, 6, fm);
        case "AM", "PM" -> t.getHour() < 12 ? "AM" : "PM";
        case "am", "pm" -> t.getHour() < 12 ? "am" : "pm";
        case "A.M.", "P.M." -> t.getHour() < 12 ? "A.M." : "P.M.";
        case "a.m.", "p.m." -> t.getHour() < 12 ? "a.m." : "p.m.";
        case "Q" -> number((t.getMonthValue() - 1) / 3 + 1, 1, fm);
        case "IW" -> number(StandardFunctionLibrary.isoWeek(t), 2, fm);
        case "WW" -> number((t.getDayOfYear() - 1) / 7 + 1, 2, fm);
        case "MONTH", "Month", "month" -> name(p, t.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH), fm);
        case "MON", "Mon", "mon" -> name(p, t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH), fm);
        case "DAY", "Day", "day" -> name(p, t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH), fm);
        default -> name(p, t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH), fm);
      });
    }
    return out.toString();
  }

  /** The text read with the template; fields it does not name are those of 0001-01-01 00:00:00. */
  static LocalDateTime parse(String text, String template) {
    int year = 1;
    int month = 1;
    int day = 1;
    int dayOfYear = -1;
    int hour = 0;
    int minute = 0;
    int second = 0;
    int nanos = 0;
    Boolean pm = null;
    int at = 0;
    int i = 0;
    try {
      while (i < template.length()) {
        char c = template.charAt(i);
        if (c == '"') {
          int end = template.indexOf('"', i + 1);
          end = end < 0 ? template.length() : end;
          at += end - i - 1;
          i = end + 1;
          continue;
        }
        boolean fm = template.startsWith("FM", i) || template.startsWith("fm", i);
        String p = match(template, fm ? i + 2 : i);
        if (p == null) {
          // A separator: skips one character of the text that is no letter or digit, if any.
          if (at < text.length() && !Character.isLetterOrDigit(text.charAt(at))) {
            at++;
          }
          i++;
          continue;
        }
        i += (fm ? 2 : 0) + p.length();
        while (at < text.length() && text.charAt(at) == ' ' && !p.startsWith("A") && !p.startsWith("P")) {
          at++;
        }
        int width = switch (p) {
          case "YYYY", "IYYY" -> 4;
          case "YYY", "DDD", "MS" -> 3;
          case "US" -> 6;
          case "Y", "D", "ID", "Q" -> 1;
          default -> 2;
        };
        switch (p) {
          case "MONTH", "Month", "month", "MON", "Mon", "mon" -> {
            Month found = null;
            for (Month m : Month.values()) {
              String full = m.getDisplayName(TextStyle.FULL, Locale.ENGLISH);
              String shortName = m.getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
              String candidate = p.length() == 3 ? shortName : full;
              if (text.regionMatches(true, at, candidate, 0, candidate.length())) {
                found = m;
                at += candidate.length();
                break;
              }
            }
            if (found == null) {
              throw new EngineException("22007", "invalid value for " + p + " in \"" + text + "\"");
            }
            month = found.getValue();
          }
          case "DAY", "Day", "day", "DY", "Dy", "dy" -> {
            while (at < text.length() && Character.isLetter(text.charAt(at))) {
              at++;
            }
          }
          case "AM", "PM", "am", "pm", "A.M.", "P.M.", "a.m.", "p.m." -> {
            String rest = text.substring(at).toUpperCase(Locale.ROOT);
            boolean dotted = p.length() == 4;
            if (rest.startsWith(dotted ? "P.M." : "PM")) {
              pm = true;
            } else if (rest.startsWith(dotted ? "A.M." : "AM")) {
              pm = false;
            } else {
              throw new EngineException("22007", "invalid value for " + p + " in \"" + text + "\"");
            }
            at += dotted ? 4 : 2;
          }
          default -> {
            int start = at;
            boolean negative = at < text.length() && text.charAt(at) == '-' && p.startsWith("Y");
            if (negative) {
              at++;
            }
            int digitsStart = at;
            boolean last = match(template, i) == null && i >= template.length();
            while (at < text.length() && Character.isDigit(text.charAt(at)) && (fm || last || at - digitsStart < width
                || p.equals("YYYY"))) {
              at++;
            }
            if (at == digitsStart) {
              throw new EngineException("22007", "invalid value \"" + text.substring(start) + "\" for \"" + p + "\"");
            }
            long value = Long.parseLong(text.substring(digitsStart, at));
            int v = Math.toIntExact(negative ? -value : value);
            switch (p) {
              case "YYYY", "IYYY" -> year = v;
              case "YYY" -> year = 2000 + v;
              case "YY" -> year = v < 70 ? 2000 + v : 1900 + v;
              case "Y" -> year = 2000 + v;
              case "MM" -> month = v;
              case "DD" -> day = v;
              case "DDD" -> dayOfYear = v;
              case "HH24" -> hour = v;
              case "HH12", "HH" -> hour = v;
              case "MI" -> minute = v;
              case "SS" -> second = v;
              case "MS" -> nanos = v * 1_000_000;
              case "US" -> nanos = v * 1000;
              default -> { }
            }
          }
        }
      }
      if (pm != null) {
        if (hour < 1 || hour > 12) {
          throw new EngineException("22008", "hour \"" + hour + "\" is invalid for the 12-hour clock");
        }
        hour = hour % 12 + (pm ? 12 : 0);
      }
      java.time.LocalDate date = dayOfYear > 0 ? java.time.LocalDate.ofYearDay(year, dayOfYear)
          : java.time.LocalDate.of(year, month, day);
      return date.atTime(hour, minute, second, nanos);
    } catch (java.time.DateTimeException | ArithmeticException e) {
      throw new EngineException("22008", "date/time field value out of range: \"" + text + "\"");
    }
  }
}
