package io.quiver.table.planner.functions;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAccessor;
import java.util.Base64;
import java.util.List;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Java bodies of Flink's built-in functions that {@link JavaBuiltinFunction} calls: one public
 * method per function and arity, named after it in camel case. A NULL argument arrives as null
 * and gives null unless Flink's function says otherwise (IS_ALPHA of NULL is FALSE); values of
 * unparsable text give null, as Flink's do. Functions that read the session time zone take its id
 * as their last argument. The ARRAY_* and MAP_* functions are those of {@link CollectionFunctions}.
 */
public final class FlinkFunctionLibrary extends CollectionFunctions {
  static final FlinkFunctionLibrary INSTANCE = new FlinkFunctionLibrary();

  private FlinkFunctionLibrary() {}

  // hashing

  private static String digest(String algorithm, String s) {
    if (s == null) {
      return null;
    }
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(s.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  public String md5(String s) {
    return digest("MD5", s);
  }

  public String sha1(String s) {
    return digest("SHA-1", s);
  }

  public String sha224(String s) {
    return digest("SHA-224", s);
  }

  public String sha256(String s) {
    return digest("SHA-256", s);
  }

  public String sha384(String s) {
    return digest("SHA-384", s);
  }

  public String sha512(String s) {
    return digest("SHA-512", s);
  }

  public String sha2(String s, Integer bits) {
    if (s == null || bits == null) {
      return null;
    }
    return switch (bits) {
      case 224 -> sha224(s);
      case 256, 0 -> sha256(s);
      case 384 -> sha384(s);
      case 512 -> sha512(s);
      default -> null;
    };
  }

  // strings

  public String reverse(String s) {
    return s == null ? null : new StringBuilder(s).reverse().toString();
  }

  /** Each word (a run of letters and digits) with its first character upper case, the rest lower. */
  public String initcap(String s) {
    if (s == null) {
      return null;
    }
    StringBuilder out = new StringBuilder(s.length());
    boolean start = true;
    for (char c : s.toCharArray()) {
      out.append(start ? Character.toUpperCase(c) : Character.toLowerCase(c));
      start = !Character.isLetterOrDigit(c);
    }
    return out.toString();
  }

  public String repeat(String s, Integer n) {
    return s == null || n == null ? null : n <= 0 ? "" : s.repeat(n);
  }

  public String ltrim(String s) {
    return s == null ? null : s.replaceAll("^ +", "");
  }

  public String rtrim(String s) {
    return s == null ? null : s.replaceAll(" +$", "");
  }

  public Integer ascii(String s) {
    return s == null ? null : s.isEmpty() ? 0 : (int) s.charAt(0);
  }

  public String chr(Long n) {
    if (n == null || n < 0) {
      return null;
    }
    return String.valueOf((char) (n % 256));
  }

  public Integer locate(String needle, String s) {
    return needle == null || s == null ? null : s.indexOf(needle) + 1;
  }

  public Integer locate(String needle, String s, Integer from) {
    if (needle == null || s == null || from == null) {
      return null;
    }
    return from < 1 ? 0 : s.indexOf(needle, from - 1) + 1;
  }

  public Integer instr(String s, String needle) {
    return locate(needle, s);
  }

  public String splitIndex(String s, String delimiter, Integer index) {
    if (s == null || delimiter == null || index == null || index < 0) {
      return null;
    }
    String[] parts = s.split(Pattern.quote(delimiter), -1);
    return index < parts.length ? parts[index] : null;
  }

  public String left(String s, Integer n) {
    return s == null || n == null ? null : n <= 0 ? "" : s.substring(0, Math.min(n, s.length()));
  }

  public String right(String s, Integer n) {
    return s == null || n == null ? null : n <= 0 ? "" : s.substring(Math.max(0, s.length() - n));
  }

  // regular expressions (Java's syntax, as Flink's)

  public String regexpReplace(String s, String regex, String replacement) {
    if (s == null || regex == null || replacement == null) {
      return null;
    }
    try {
      return s.replaceAll(regex, replacement);
    } catch (RuntimeException e) {
      return null;
    }
  }

  public String regexpExtract(String s, String regex) {
    return regexpExtract(s, regex, 0);
  }

  public String regexpExtract(String s, String regex, Integer group) {
    if (s == null || regex == null || group == null) {
      return null;
    }
    try {
      Matcher m = Pattern.compile(regex).matcher(s);
      return m.find() && group <= m.groupCount() ? m.group(group) : null;
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** OVERLAY(s PLACING replacement FROM position): replaces as many characters as the replacement has. */
  public String overlay(String s, String replacement, Integer position) {
    return replacement == null ? null : overlay(s, replacement, position, replacement.length());
  }

  /** OVERLAY(s PLACING replacement FROM position FOR length), positions counted from 1. */
  public String overlay(String s, String replacement, Integer position, Integer length) {
    if (s == null || replacement == null || position == null || length == null) {
      return null;
    }
    int start = Math.min(Math.max(position - 1, 0), s.length());
    int end = Math.min(Math.max(start + length, start), s.length());
    return s.substring(0, start) + replacement + s.substring(end);
  }

  /** ENCODE(s, charset): the string's bytes in the charset. */
  public byte[] encode(String s, String charset) {
    return s == null || charset == null ? null : s.getBytes(java.nio.charset.Charset.forName(charset));
  }

  /** DECODE(bytes, charset): the bytes read as text in the charset. */
  public String decode(byte[] bytes, String charset) {
    return bytes == null || charset == null ? null : new String(bytes, java.nio.charset.Charset.forName(charset));
  }

  /**
   * PARSE_URL(url, part): HOST, PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY or USERINFO of a URL, as
   * java.net.URL splits it; NULL for a malformed URL or another part.
   */
  public String parseUrl(String url, String part) {
    if (url == null || part == null) {
      return null;
    }
    java.net.URL parsed;
    try {
      parsed = new java.net.URL(url);
    } catch (java.net.MalformedURLException e) {
      return null;
    }
    return switch (part) {
      case "HOST" -> parsed.getHost();
      case "PATH" -> parsed.getPath();
      case "QUERY" -> parsed.getQuery();
      case "REF" -> parsed.getRef();
      case "PROTOCOL" -> parsed.getProtocol();
      case "FILE" -> parsed.getFile();
      case "AUTHORITY" -> parsed.getAuthority();
      case "USERINFO" -> parsed.getUserInfo();
      default -> null;
    };
  }

  /** PARSE_URL(url, 'QUERY', key): the value of one parameter of the URL's query. */
  public String parseUrl(String url, String part, String key) {
    if (!"QUERY".equals(part) || key == null) {
      return null;
    }
    String query = parseUrl(url, part);
    if (query == null) {
      return null;
    }
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(&|^)" + java.util.regex.Pattern.quote(key) + "=([^&]*)")
        .matcher(query);
    return m.find() ? m.group(2) : null;
  }

  private static final java.time.format.DateTimeFormatter DATE_TIME =
      java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

  /** CONVERT_TZ('yyyy-MM-dd HH:mm:ss', fromZone, toZone): the wall-clock time in the other zone. */
  public String convertTz(String dateTime, String fromZone, String toZone) {
    if (dateTime == null || fromZone == null || toZone == null) {
      return null;
    }
    java.time.LocalDateTime local = java.time.LocalDateTime.parse(dateTime, DATE_TIME);
    return local.atZone(java.time.ZoneId.of(fromZone)).withZoneSameInstant(java.time.ZoneId.of(toZone))
        .toLocalDateTime().format(DATE_TIME);
  }

  public Boolean regexp(String s, String regex) {
    if (s == null || regex == null) {
      return null;
    }
    try {
      return Pattern.compile(regex).matcher(s).find();
    } catch (RuntimeException e) {
      return null;
    }
  }

  // encodings

  public String toBase64(String s) {
    return s == null ? null : Base64.getEncoder().encodeToString(s.getBytes(StandardCharsets.UTF_8));
  }

  public String fromBase64(String s) {
    if (s == null) {
      return null;
    }
    try {
      return new String(Base64.getDecoder().decode(s), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** A number as its hexadecimal digits (two's complement for negatives), a string as its UTF-8 bytes'. */
  public String hex(Object x) {
    if (x == null) {
      return null;
    }
    if (x instanceof Number n) {
      return Long.toHexString(n.longValue()).toUpperCase(java.util.Locale.ROOT);
    }
    return HexFormat.of().withUpperCase().formatHex(x.toString().getBytes(StandardCharsets.UTF_8));
  }

  public String bin(Long x) {
    return x == null ? null : Long.toBinaryString(x);
  }

  // math

  public Double sin(Double x) {
    return x == null ? null : Math.sin(x);
  }

  public Double cos(Double x) {
    return x == null ? null : Math.cos(x);
  }

  public Double tan(Double x) {
    return x == null ? null : Math.tan(x);
  }

  public Double asin(Double x) {
    return x == null ? null : Math.asin(x);
  }

  public Double acos(Double x) {
    return x == null ? null : Math.acos(x);
  }

  public Double atan(Double x) {
    return x == null ? null : Math.atan(x);
  }

  public Double atan2(Double y, Double x) {
    return y == null || x == null ? null : Math.atan2(y, x);
  }

  public Double cot(Double x) {
    return x == null ? null : 1.0d / Math.tan(x);
  }

  public Double sinh(Double x) {
    return x == null ? null : Math.sinh(x);
  }

  public Double cosh(Double x) {
    return x == null ? null : Math.cosh(x);
  }

  public Double tanh(Double x) {
    return x == null ? null : Math.tanh(x);
  }

  public Double degrees(Double x) {
    return x == null ? null : Math.toDegrees(x);
  }

  public Double radians(Double x) {
    return x == null ? null : Math.toRadians(x);
  }

  public Double pi() {
    return Math.PI;
  }

  public Double e() {
    return Math.E;
  }

  public Double rand() {
    return ThreadLocalRandom.current().nextDouble();
  }

  public String uuid() {
    return java.util.UUID.randomUUID().toString();
  }

  // parts of dates and timestamps (a DATE arrives as LocalDate, a TIMESTAMP as LocalDateTime)

  private static Long field(Object t, java.time.temporal.TemporalField field) {
    return t instanceof TemporalAccessor a && a.isSupported(field) ? a.getLong(field) : null;
  }

  public Long year(Object t) {
    return field(t, ChronoField.YEAR);
  }

  public Long quarter(Object t) {
    return field(t, IsoFields.QUARTER_OF_YEAR);
  }

  public Long month(Object t) {
    return field(t, ChronoField.MONTH_OF_YEAR);
  }

  public Long week(Object t) {
    return field(t, IsoFields.WEEK_OF_WEEK_BASED_YEAR);
  }

  public Long dayofyear(Object t) {
    return field(t, ChronoField.DAY_OF_YEAR);
  }

  public Long dayofmonth(Object t) {
    return field(t, ChronoField.DAY_OF_MONTH);
  }

  /** 1 for Sunday to 7 for Saturday, as SQL's DAYOFWEEK. */
  public Long dayofweek(Object t) {
    Long iso = field(t, ChronoField.DAY_OF_WEEK);
    return iso == null ? null : iso % 7 + 1;
  }

  public Long hour(Object t) {
    return field(t, ChronoField.HOUR_OF_DAY);
  }

  public Long minute(Object t) {
    return field(t, ChronoField.MINUTE_OF_HOUR);
  }

  public Long second(Object t) {
    return field(t, ChronoField.SECOND_OF_MINUTE);
  }

  // conversions between text, dates, timestamps and epoch seconds

  private static DateTimeFormatter pattern(String format) {
    return DateTimeFormatter.ofPattern(format);
  }

  public LocalDate toDate(String s) {
    return toDate(s, "yyyy-MM-dd");
  }

  public LocalDate toDate(String s, String format) {
    if (s == null || format == null) {
      return null;
    }
    try {
      return LocalDate.parse(s, pattern(format));
    } catch (RuntimeException e) {
      return null;
    }
  }

  public LocalDateTime toTimestamp(String s) {
    return toTimestamp(s, "yyyy-MM-dd HH:mm:ss");
  }

  public LocalDateTime toTimestamp(String s, String format) {
    if (s == null || format == null) {
      return null;
    }
    try {
      TemporalAccessor parsed = pattern(format).parse(s);
      LocalDate date = LocalDate.from(parsed);
      return parsed.isSupported(ChronoField.HOUR_OF_DAY)
          ? LocalDateTime.of(date, java.time.LocalTime.from(parsed)) : date.atStartOfDay();
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** Epoch seconds (precision 0) or milliseconds (3) as TIMESTAMP_LTZ, in microseconds. */
  public Long toTimestampLtz(Object epoch, Integer precision) {
    if (!(epoch instanceof Number n) || precision == null) {
      return null;
    }
    if (precision != 0 && precision != 3) {
      throw new io.quiver.engine.error.EngineException("22023", "The precision value '" + precision
          + "' for function TO_TIMESTAMP_LTZ(numeric, precision) is unsupported, the supported value is '0' for"
          + " second or '3' for millisecond.");
    }
    BigDecimal value = n instanceof BigDecimal d ? d : new BigDecimal(n.toString());
    BigDecimal micros = precision == 0 ? value.movePointRight(6) : value.movePointRight(3);
    return micros.longValue();
  }

  public String fromUnixtime(Long seconds, String zone) {
    return fromUnixtime(seconds, "yyyy-MM-dd HH:mm:ss", zone);
  }

  public String fromUnixtime(Long seconds, String format, String zone) {
    if (seconds == null || format == null) {
      return null;
    }
    return pattern(format).format(Instant.ofEpochSecond(seconds).atZone(ZoneId.of(zone)));
  }

  public Long unixTimestamp(String s, String zone) {
    return unixTimestamp(s, "yyyy-MM-dd HH:mm:ss", zone);
  }

  public Long unixTimestamp(String s, String format, String zone) {
    LocalDateTime t = toTimestamp(s, format);
    return t == null ? null : t.atZone(ZoneId.of(zone)).toEpochSecond();
  }

  // predicates on text

  public boolean isAlpha(String s) {
    return s != null && !s.isEmpty() && s.chars().allMatch(Character::isLetter);
  }

  public boolean isDigit(String s) {
    return s != null && !s.isEmpty() && s.chars().allMatch(Character::isDigit);
  }

  public boolean isDecimal(String s) {
    if (s == null || s.isBlank()) {
      return false;
    }
    try {
      new BigDecimal(s.trim());
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }


  // TRY_CAST of text: the value, or null where CAST would fail

  public Long tryBigint(String s) {
    try {
      return s == null ? null : Long.parseLong(s.trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  public Integer tryInt(String s) {
    Long v = tryBigint(s);
    return v == null || v < Integer.MIN_VALUE || v > Integer.MAX_VALUE ? null : v.intValue();
  }

  public Short trySmallint(String s) {
    Long v = tryBigint(s);
    return v == null || v < Short.MIN_VALUE || v > Short.MAX_VALUE ? null : v.shortValue();
  }

  public Byte tryTinyint(String s) {
    Long v = tryBigint(s);
    return v == null || v < Byte.MIN_VALUE || v > Byte.MAX_VALUE ? null : v.byteValue();
  }

  public Double tryDouble(String s) {
    try {
      return s == null ? null : Double.parseDouble(s.trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  public Float tryFloat(String s) {
    Double v = tryDouble(s);
    return v == null ? null : v.floatValue();
  }

  public BigDecimal tryDecimal(String s, Integer precision, Integer scale) {
    try {
      BigDecimal v = new BigDecimal(s.trim()).setScale(scale, java.math.RoundingMode.HALF_UP);
      return v.precision() > precision ? null : v;
    } catch (RuntimeException e) {
      return null;
    }
  }

  public Boolean tryBoolean(String s) {
    String t = s == null ? null : s.trim().toLowerCase(java.util.Locale.ROOT);
    return "true".equals(t) ? Boolean.TRUE : "false".equals(t) ? Boolean.FALSE : null;
  }

  public LocalDate tryDate(String s) {
    try {
      return s == null ? null : LocalDate.parse(s.trim());
    } catch (RuntimeException e) {
      return null;
    }
  }

  public LocalDateTime tryTimestamp(String s) {
    if (s == null) {
      return null;
    }
    String t = s.trim();
    try {
      return t.length() == 10 ? LocalDate.parse(t).atStartOfDay() : LocalDateTime.parse(t.replace(' ', 'T'));
    } catch (RuntimeException e) {
      return null;
    }
  }

  // Flink's integer arithmetic: Java's, wrapping around on overflow
  public int plusInt(int a, int b) {
    return a + b;
  }

  public int minusInt(int a, int b) {
    return a - b;
  }

  public int timesInt(int a, int b) {
    return a * b;
  }

  public long plusBigint(long a, long b) {
    return a + b;
  }

  public long minusBigint(long a, long b) {
    return a - b;
  }

  public long timesBigint(long a, long b) {
    return a * b;
  }

  // JSON functions (see JsonCalls): paths read by Calcite's JSON runtime, whose path cache is per thread
  private static final ThreadLocal<org.apache.calcite.runtime.JsonFunctions.StatefulFunction> JSON =
      ThreadLocal.withInitial(org.apache.calcite.runtime.JsonFunctions.StatefulFunction::new);

  /** JSON_VALUE with NULL ON EMPTY and NULL ON ERROR: the scalar at the path, as text. */
  public String jsonValue(String json, String path) {
    Object value = JSON.get().jsonValue(json, path, org.apache.calcite.sql.SqlJsonValueEmptyOrErrorBehavior.NULL, null,
        org.apache.calcite.sql.SqlJsonValueEmptyOrErrorBehavior.NULL, null);
    return value == null ? null : value.toString();
  }

  /** JSON_QUERY without array wrapper, NULL ON EMPTY and NULL ON ERROR: the value at the path, as JSON. */
  public String jsonQuery(String json, String path) {
    Object value = JSON.get().jsonQuery(json, path, org.apache.calcite.sql.SqlJsonQueryWrapperBehavior.WITHOUT_ARRAY,
        org.apache.calcite.sql.SqlJsonQueryEmptyOrErrorBehavior.NULL,
        org.apache.calcite.sql.SqlJsonQueryEmptyOrErrorBehavior.NULL, false);
    return value == null ? null
        : value instanceof String text ? text : org.apache.calcite.runtime.JsonFunctions.jsonize(value);
  }

  /** JSON_EXISTS with FALSE ON ERROR. */
  public Boolean jsonExists(String json, String path) {
    return JSON.get().jsonExists(json, path, org.apache.calcite.sql.SqlJsonExistsErrorBehavior.FALSE);
  }

  /** The JSON object {@code object} with one more member (JSON_OBJECT is built member by member). */
  @SuppressWarnings("unchecked")
  public String jsonObjectPut(String object, String key, Object value, boolean absentOnNull, boolean json) {
    if (key == null) {
      throw new io.quiver.engine.error.EngineException("22004",
          "JSON_OBJECT: a key is NULL");
    }
    if (value == null && absentOnNull) {
      return object;
    }
    java.util.Map<String, Object> members =
        (java.util.Map<String, Object>) org.apache.calcite.runtime.JsonFunctions.dejsonize(object);
    members.put(key, jsonMember(value, json));
    return org.apache.calcite.runtime.JsonFunctions.jsonize(members);
  }

  /** The JSON array {@code array} with one more element (JSON_ARRAY is built element by element). */
  @SuppressWarnings("unchecked")
  public String jsonArrayAdd(String array, Object value, boolean absentOnNull, boolean json) {
    if (value == null && absentOnNull) {
      return array;
    }
    java.util.List<Object> elements = (java.util.List<Object>) org.apache.calcite.runtime.JsonFunctions.dejsonize(array);
    elements.add(jsonMember(value, json));
    return org.apache.calcite.runtime.JsonFunctions.jsonize(elements);
  }

  /** A JSON_ARRAYAGG element: the value as JSON; null for NULL, which ABSENT ON NULL skips. */
  public String jsonArrayMember(Object value) {
    return value == null ? null : org.apache.calcite.runtime.JsonFunctions.jsonize(value);
  }

  /** A JSON_OBJECTAGG member, {@code "key":value}, a NULL value written null (NULL ON NULL). */
  public String jsonObjectMember(String key, Object value) {
    if (key == null) {
      throw new io.quiver.engine.error.EngineException("22004", "JSON_OBJECTAGG: a key is NULL");
    }
    return org.apache.calcite.runtime.JsonFunctions.jsonize(key) + ":"
        + org.apache.calcite.runtime.JsonFunctions.jsonize(value);
  }

  /** A member's value: nested JSON as itself, numbers, booleans and text as such, others as their text. */
  private static Object jsonMember(Object value, boolean json) {
    if (value == null || value instanceof Number || value instanceof Boolean || value instanceof String && !json) {
      return value;
    }
    return json ? org.apache.calcite.runtime.JsonFunctions.dejsonize(value.toString()) : value.toString();
  }

  // Windowing table-valued functions (planner.WindowTableFunctions writes TUMBLE, HOP and CUMULATE
  // as queries calling these). Windows are aligned to the epoch plus the offset, in the local time
  // of a TIMESTAMP, or of a TIMESTAMP_LTZ in the session's time zone, as in Flink. Sizes in micros.

  private static long windowMicros(Object time, String zone) {
    LocalDateTime t = time instanceof java.time.Instant instant
        ? LocalDateTime.ofInstant(instant, java.time.ZoneId.of(zone)) : (LocalDateTime) time;
    return t.toEpochSecond(java.time.ZoneOffset.UTC) * 1_000_000L + t.getNano() / 1_000;
  }

  private static LocalDateTime windowTimestamp(long micros) {
    return LocalDateTime.ofEpochSecond(Math.floorDiv(micros, 1_000_000L),
        (int) Math.floorMod(micros, 1_000_000L) * 1_000, java.time.ZoneOffset.UTC);
  }

  private static long windowFloor(long time, long size, long offset) {
    return time - Math.floorMod(time - offset, size);
  }

  /** The start of the tumbling window of {@code size} holding {@code time}. */
  public LocalDateTime quiverWindowStart(Object time, Long size, Long offset, String zone) {
    return windowTimestamp(windowFloor(windowMicros(time, zone), size, offset));
  }

  /** A window's end: its start plus {@code size}. */
  public LocalDateTime quiverWindowEnd(LocalDateTime start, Long size, String zone) {
    return start.plusNanos(size * 1_000L);
  }

  /** A window's time, the last millisecond before its end, of the time column's type. */
  public Object quiverWindowTime(Object time, LocalDateTime end, String zone) {
    LocalDateTime last = end.minusNanos(1_000_000L);
    return time instanceof java.time.Instant ? last.atZone(java.time.ZoneId.of(zone)).toInstant() : last;
  }

  /** The starts of the hopping windows of {@code size}, sliding by {@code slide}, holding {@code time}. */
  public Object[] quiverHopStarts(Object time, Long slide, Long size, Long offset, String zone) {
    long t = windowMicros(time, zone);
    List<LocalDateTime> starts = new java.util.ArrayList<>();
    for (long start = windowFloor(t, slide, offset); start > t - size; start -= slide) {
      starts.add(0, windowTimestamp(start));
    }
    return starts.toArray();
  }

  /** The ends of the cumulating windows of {@code size}, growing by {@code step}, holding {@code time}. */
  public Object[] quiverCumulateEnds(Object time, Long step, Long size, Long offset, String zone) {
    long t = windowMicros(time, zone);
    long start = windowFloor(t, size, offset);
    List<LocalDateTime> ends = new java.util.ArrayList<>();
    for (long end = start + step; end <= start + size; end += step) {
      if (end > t) {
        ends.add(windowTimestamp(end));
      }
    }
    return ends.toArray();
  }
}
