package io.quiver.table.planner.functions;

import io.quiver.engine.error.EngineException;
import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.TextStyle;
import java.time.temporal.ChronoUnit;
import java.time.temporal.IsoFields;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The Java bodies of the standard dialect's functions that are not rewritten into engine
 * operators ({@link StandardBuiltins} declares them): one public method per function and arity,
 * named after it in camel case. A NULL argument arrives as null and gives null. Semantics are
 * PostgreSQL's, or DuckDB's where PostgreSQL lacks the function; README's table of the standard
 * dialect says which.
 */
public final class StandardFunctionLibrary {
  static final StandardFunctionLibrary INSTANCE = new StandardFunctionLibrary();

  /** What {@code version()} answers. */
  public static final String VERSION = "Quiver 0.1.0";

  private StandardFunctionLibrary() {}

  // strings

  /** A regular expression with PostgreSQL's flags: i (ignore case), g (every match; see callers), c, n, s. */
  private static Pattern pattern(String regex, String flags) {
    int bits = 0;
    for (char f : flags.toCharArray()) {
      switch (f) {
        case 'i' -> bits |= Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
        case 'c', 'g' -> { }
        case 's' -> bits |= Pattern.DOTALL;
        case 'n', 'm' -> bits |= Pattern.MULTILINE;
        default -> throw new EngineException("22023", "invalid regular expression option: \"" + f + "\"");
      }
    }
    try {
      return Pattern.compile(regex, bits);
    } catch (PatternSyntaxException e) {
      throw new EngineException("2201B", "invalid regular expression: " + e.getDescription());
    }
  }

  /**
   * The replacement of PostgreSQL's REGEXP_REPLACE as Java's: {@code \1}..{@code \9} is a group,
   * {@code \&} (PostgreSQL) and {@code \0} (DuckDB) the whole match, {@code \\} a backslash.
   */
  private static String replacement(String r) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < r.length(); i++) {
      char c = r.charAt(i);
      if (c == '\\' && i + 1 < r.length()) {
        char next = r.charAt(++i);
        if (Character.isDigit(next)) {
          out.append('$').append(next);
        } else if (next == '&') {
          out.append("$0");
        } else {
          out.append(Matcher.quoteReplacement(String.valueOf(next)));
        }
      } else {
        out.append(Matcher.quoteReplacement(String.valueOf(c)));
      }
    }
    return out.toString();
  }

  public String regexpReplace(String s, String regex, String replacement) {
    return regexpReplace(s, regex, replacement, "");
  }

  /** The first match replaced, or every match with the flag g (PostgreSQL and DuckDB). */
  public String regexpReplace(String s, String regex, String replacement, String flags) {
    if (s == null || regex == null || replacement == null || flags == null) {
      return null;
    }
    Matcher m = pattern(regex, flags).matcher(s);
    String r = replacement(replacement);
    try {
      return flags.indexOf('g') >= 0 ? m.replaceAll(r) : m.replaceFirst(r);
    } catch (IndexOutOfBoundsException e) {
      throw new EngineException("2201B", "invalid regular expression replacement: " + e.getMessage());
    }
  }

  /** Whether the expression matches anywhere in the string (DuckDB's REGEXP_MATCHES, PostgreSQL's REGEXP_LIKE). */
  public Boolean regexpMatches(String s, String regex) {
    return regexpMatches(s, regex, "");
  }

  public Boolean regexpMatches(String s, String regex, String flags) {
    if (s == null || regex == null || flags == null) {
      return null;
    }
    return pattern(regex, flags).matcher(s).find();
  }

  /** The part of the string the expression (or its group) matched first; '' when none (DuckDB). */
  public String regexpExtract(String s, String regex) {
    return regexpExtract(s, regex, 0);
  }

  public String regexpExtract(String s, String regex, Integer group) {
    if (s == null || regex == null || group == null) {
      return null;
    }
    Matcher m = pattern(regex, "").matcher(s);
    if (group < 0 || group > m.groupCount()) {
      throw new EngineException("22023", "REGEXP_EXTRACT: group " + group + " is not in the expression");
    }
    if (!m.find()) {
      return "";
    }
    String found = m.group(group);
    return found == null ? "" : found;
  }

  /**
   * The n-th field of the string split at the delimiter, counted from 1, or from the end when n
   * is negative (PostgreSQL 14); '' when there is no such field; n = 0 is an error.
   */
  public String splitPart(String s, String delimiter, Long n) {
    if (s == null || delimiter == null || n == null) {
      return null;
    }
    if (n == 0) {
      throw new EngineException("22023", "field position must not be zero");
    }
    java.util.List<String> fields = new java.util.ArrayList<>();
    if (delimiter.isEmpty()) {
      fields.add(s);
    } else {
      int from = 0;
      int at;
      while ((at = s.indexOf(delimiter, from)) >= 0) {
        fields.add(s.substring(from, at));
        from = at + delimiter.length();
      }
      fields.add(s.substring(from));
    }
    long index = n > 0 ? n - 1 : fields.size() + n;
    return index < 0 || index >= fields.size() ? "" : fields.get((int) index);
  }

  private static String hex(String algorithm, String s) {
    if (s == null) {
      return null;
    }
    try {
      return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance(algorithm)
          .digest(s.getBytes(StandardCharsets.UTF_8)));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  public String md5(String s) {
    return hex("MD5", s);
  }

  public String sha1(String s) {
    return hex("SHA-1", s);
  }

  public String sha256(String s) {
    return hex("SHA-256", s);
  }

  /** The first letter of each word upper case, the others lower; words are runs of letters and digits (PostgreSQL). */
  public String initcap(String s) {
    if (s == null) {
      return null;
    }
    StringBuilder out = new StringBuilder(s.length());
    boolean start = true;
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      out.appendCodePoint(start ? Character.toUpperCase(c) : Character.toLowerCase(c));
      start = !Character.isLetterOrDigit(c);
      i += Character.charCount(c);
    }
    return out.toString();
  }

  public String reverse(String s) {
    if (s == null) {
      return null;
    }
    StringBuilder out = new StringBuilder(s.length());
    s.codePoints().boxed().collect(java.util.stream.Collectors.toCollection(java.util.ArrayDeque::new))
        .descendingIterator().forEachRemaining(out::appendCodePoint);
    return out.toString();
  }

  public String repeat(String s, Long n) {
    if (s == null || n == null) {
      return null;
    }
    if (n <= 0 || s.isEmpty()) {
      return "";
    }
    if ((long) s.length() * n > Integer.MAX_VALUE - 16) {
      throw new EngineException("54000", "REPEAT: the result would be too long");
    }
    return s.repeat(n.intValue());
  }

  /** The character of a Unicode code point; 0 and values past U+10FFFF are errors (PostgreSQL). */
  public String chr(Long n) {
    if (n == null) {
      return null;
    }
    if (n <= 0 || n > Character.MAX_CODE_POINT || n >= 0xD800 && n <= 0xDFFF) {
      throw new EngineException("54000", "CHR: " + n + " is not a valid character code");
    }
    return new String(Character.toChars(n.intValue()));
  }

  /** The code point of the first character; 0 for '' (PostgreSQL). */
  public Integer ascii(String s) {
    return s == null ? null : s.isEmpty() ? 0 : s.codePointAt(0);
  }

  /** Each character of {@code from} replaced by the one at its place in {@code to}, or removed if {@code to} is shorter. */
  public String translate(String s, String from, String to) {
    if (s == null || from == null || to == null) {
      return null;
    }
    int[] f = from.codePoints().toArray();
    int[] t = to.codePoints().toArray();
    StringBuilder out = new StringBuilder(s.length());
    s.codePoints().forEach(c -> {
      for (int i = 0; i < f.length; i++) {
        if (f[i] == c) {
          if (i < t.length) {
            out.appendCodePoint(t[i]);
          }
          return;
        }
      }
      out.appendCodePoint(c);
    });
    return out.toString();
  }

  public Boolean endsWith(String s, String suffix) {
    return s == null || suffix == null ? null : s.endsWith(suffix);
  }

  public Boolean contains(String s, String part) {
    return s == null || part == null ? null : s.contains(part);
  }

  /** The length in bytes of the string's UTF-8 encoding. */
  public Integer octetLength(String s) {
    return s == null ? null : s.getBytes(StandardCharsets.UTF_8).length;
  }

  /** The number in hexadecimal, lower case; a negative one as its two's complement (PostgreSQL). */
  public String toHex(Long n) {
    return n == null ? null : Long.toHexString(n);
  }

  public String version() {
    return VERSION;
  }

  // numbers

  public Double cbrt(Double x) {
    return x == null ? null : Math.cbrt(x);
  }

  /** LOG(b, x): the logarithm of x to the base b. */
  public Double log(Double base, Double x) {
    if (base == null || x == null) {
      return null;
    }
    if (x <= 0 || base <= 0) {
      throw new EngineException("2201E", "cannot take logarithm of " + (x <= 0 ? "a non-positive number" : "a non-positive base"));
    }
    if (base == 1) {
      throw new EngineException("22012", "division by zero");
    }
    return Math.log(x) / Math.log(base);
  }

  /** LOG(x), LOG10(x): the base-10 logarithm (PostgreSQL and DuckDB). */
  public Double log(Double x) {
    if (x == null) {
      return null;
    }
    if (x <= 0) {
      throw new EngineException("2201E", "cannot take logarithm of " + (x == 0 ? "zero" : "a negative number"));
    }
    return Math.log10(x);
  }

  public Double log2(Double x) {
    if (x == null) {
      return null;
    }
    if (x <= 0) {
      throw new EngineException("2201E", "cannot take logarithm of " + (x == 0 ? "zero" : "a negative number"));
    }
    return Math.log(x) / Math.log(2);
  }

  /** DIV(a, b): the integer quotient, truncated toward zero (PostgreSQL). */
  public Long div(Long a, Long b) {
    if (a == null || b == null) {
      return null;
    }
    if (b == 0) {
      throw new EngineException("22012", "division by zero");
    }
    if (a == Long.MIN_VALUE && b == -1) {
      throw new EngineException("22003", "bigint out of range");
    }
    return a / b;
  }

  public Long gcd(Long a, Long b) {
    if (a == null || b == null) {
      return null;
    }
    long x = a;
    long y = b;
    while (y != 0) {
      long t = x % y;
      x = y;
      y = t;
    }
    if (x == Long.MIN_VALUE) {
      throw new EngineException("22003", "bigint out of range");
    }
    return Math.abs(x);
  }

  public Long lcm(Long a, Long b) {
    if (a == null || b == null) {
      return null;
    }
    if (a == 0 || b == 0) {
      return 0L;
    }
    try {
      return Math.abs(Math.multiplyExact(a / gcd(a, b), b));
    } catch (ArithmeticException e) {
      throw new EngineException("22003", "bigint out of range");
    }
  }

  public Double random() {
    return ThreadLocalRandom.current().nextDouble();
  }

  public String uuid() {
    return UUID.randomUUID().toString();
  }

  /** The integers from start to stop (inclusive) by step: GENERATE_SERIES's rows (PostgreSQL, DuckDB). */
  public Long[] generateSeries(Long start, Long stop) {
    return generateSeries(start, stop, 1L);
  }

  public Long[] generateSeries(Long start, Long stop, Long step) {
    if (start == null || stop == null || step == null) {
      return null;
    }
    if (step == 0) {
      throw new EngineException("22023", "step size cannot equal zero");
    }
    long count = stop.compareTo(start) != 0 && (stop > start) != (step > 0) ? 0
        : (long) Math.floor(((double) stop - (double) start) / step) + 1;
    if (count > 100_000_000L) {
      throw new EngineException("54000", "GENERATE_SERIES: more than 100000000 values");
    }
    Long[] values = new Long[(int) Math.max(count, 0)];
    long v = start;
    for (int i = 0; i < values.length; i++) {
      values[i] = v;
      v += step;
    }
    return values;
  }

  // dates and times

  private static LocalDateTime dateTime(Object t) {
    if (t instanceof LocalDateTime dt) {
      return dt;
    }
    if (t instanceof LocalDate d) {
      return d.atStartOfDay();
    }
    if (t instanceof LocalTime time) {
      return LocalDate.EPOCH.atTime(time);
    }
    throw new EngineException("42804", "not a date or timestamp: " + t);
  }

  /**
   * DATE_DIFF('unit', start, end), as DuckDB: the number of unit boundaries crossed from start to
   * end (a month from Jan 31 to Feb 1); week counts whole weeks of days.
   */
  public Long dateDiff(String unit, Object start, Object end) {
    if (unit == null || start == null || end == null) {
      return null;
    }
    LocalDateTime a = dateTime(start);
    LocalDateTime b = dateTime(end);
    return switch (unitName(unit)) {
      case "year" -> (long) b.getYear() - a.getYear();
      case "quarter" -> (b.getYear() * 4L + (b.getMonthValue() - 1) / 3) - (a.getYear() * 4L + (a.getMonthValue() - 1) / 3);
      case "month" -> (b.getYear() * 12L + b.getMonthValue()) - (a.getYear() * 12L + a.getMonthValue());
      case "week" -> ChronoUnit.DAYS.between(a.toLocalDate(), b.toLocalDate()) / 7;
      case "day" -> ChronoUnit.DAYS.between(a.toLocalDate(), b.toLocalDate());
      case "hour" -> ChronoUnit.HOURS.between(a.truncatedTo(ChronoUnit.HOURS), b.truncatedTo(ChronoUnit.HOURS));
      case "minute" -> ChronoUnit.MINUTES.between(a.truncatedTo(ChronoUnit.MINUTES), b.truncatedTo(ChronoUnit.MINUTES));
      case "second" -> ChronoUnit.SECONDS.between(a.truncatedTo(ChronoUnit.SECONDS), b.truncatedTo(ChronoUnit.SECONDS));
      case "millisecond" -> ChronoUnit.MILLIS.between(a.truncatedTo(ChronoUnit.MILLIS), b.truncatedTo(ChronoUnit.MILLIS));
      case "microsecond" -> ChronoUnit.MICROS.between(a, b);
      default -> throw new EngineException("22023", "DATE_DIFF: unit '" + unit + "' is not known");
    };
  }

  /** 'Months', 'mon', 'YEARS', 'd' ... as one of the unit names above. */
  static String unitName(String unit) {
    String u = unit.trim().toLowerCase(Locale.ROOT);
    return switch (u) {
      case "y", "yr", "yrs", "year", "years" -> "year";
      case "quarter", "quarters" -> "quarter";
      case "mon", "mons", "month", "months" -> "month";
      case "w", "week", "weeks" -> "week";
      case "d", "day", "days" -> "day";
      case "h", "hr", "hrs", "hour", "hours" -> "hour";
      case "m", "min", "mins", "minute", "minutes" -> "minute";
      case "s", "sec", "secs", "second", "seconds" -> "second";
      case "ms", "msec", "msecs", "millisecond", "milliseconds" -> "millisecond";
      case "us", "usec", "usecs", "microsecond", "microseconds" -> "microsecond";
      default -> u;
    };
  }

  /** MAKE_DATE(year, month, day); a date that does not exist is 22008. */
  public LocalDate makeDate(Long year, Long month, Long day) {
    if (year == null || month == null || day == null) {
      return null;
    }
    try {
      return LocalDate.of(Math.toIntExact(year), Math.toIntExact(month), Math.toIntExact(day));
    } catch (java.time.DateTimeException | ArithmeticException e) {
      throw new EngineException("22008", "date field value out of range: " + year + "-" + month + "-" + day);
    }
  }

  /** MAKE_TIMESTAMP(year, month, day, hour, minute, seconds). */
  public LocalDateTime makeTimestamp(Long year, Long month, Long day, Long hour, Long minute, Double seconds) {
    if (year == null || month == null || day == null || hour == null || minute == null || seconds == null) {
      return null;
    }
    try {
      long micros = Math.round(seconds * 1_000_000);
      return makeDate(year, month, day).atTime(Math.toIntExact(hour), Math.toIntExact(minute))
          .plus(micros, ChronoUnit.MICROS);
    } catch (java.time.DateTimeException | ArithmeticException e) {
      throw new EngineException("22008", "date/time field value out of range");
    }
  }

  /** The last day of the value's month (DuckDB, MySQL). */
  public LocalDate lastDay(Object t) {
    if (t == null) {
      return null;
    }
    LocalDate d = dateTime(t).toLocalDate();
    return d.withDayOfMonth(d.lengthOfMonth());
  }

  public String dayname(Object t) {
    return t == null ? null : dateTime(t).getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH);
  }

  public String monthname(Object t) {
    return t == null ? null : dateTime(t).getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH);
  }

  /** EPOCH(t): the seconds since 1970-01-01 00:00:00, with their fraction (DuckDB). */
  public Double epoch(Object t) {
    if (t == null) {
      return null;
    }
    LocalDateTime dt = dateTime(t);
    return dt.toEpochSecond(java.time.ZoneOffset.UTC) + dt.getNano() / 1e9;
  }

  /** TO_TIMESTAMP(seconds): the instant that many seconds after the epoch, as microseconds. */
  public Long toTimestamp(Double seconds) {
    if (seconds == null) {
      return null;
    }
    if (seconds.isNaN() || seconds.isInfinite() || Math.abs(seconds) > 9.2e12) {
      throw new EngineException("22008", "timestamp out of range: " + seconds);
    }
    return Math.round(seconds * 1_000_000);
  }

  /** TO_CHAR(t, template) with PostgreSQL's template patterns. */
  public String toChar(Object t, String template) {
    if (t == null || template == null) {
      return null;
    }
    return PgTemplates.format(dateTime(t), template);
  }

  /** TO_DATE(text, template) with PostgreSQL's template patterns. */
  public LocalDate toDate(String s, String template) {
    if (s == null || template == null) {
      return null;
    }
    return PgTemplates.parse(s, template).toLocalDate();
  }

  /** TO_TIMESTAMP(text, template) with PostgreSQL's template patterns. */
  public LocalDateTime toTimestamp(String s, String template) {
    if (s == null || template == null) {
      return null;
    }
    return PgTemplates.parse(s, template);
  }

  /** STRFTIME(t, format) with the C library's (DuckDB's) % specifiers. */
  public String strftime(Object t, String format) {
    if (t == null || format == null) {
      return null;
    }
    return PercentFormats.format(dateTime(t), format, false);
  }

  /** DATE_FORMAT(t, format) with MySQL's % specifiers. */
  public String dateFormat(Object t, String format) {
    if (t == null || format == null) {
      return null;
    }
    return PercentFormats.format(dateTime(t), format, true);
  }

  /** ISO day of week, 1 (Monday) to 7 (Sunday). */
  static int isoDow(LocalDateTime t) {
    return t.getDayOfWeek().getValue();
  }

  static int isoWeek(LocalDateTime t) {
    return t.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR);
  }

  static DayOfWeek dow(LocalDateTime t) {
    return t.getDayOfWeek();
  }
}
