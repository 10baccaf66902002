package io.quiver.engine.runtime;

import io.quiver.engine.error.EngineException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Arrays;

/**
 * The runtime functions generated code calls: checked arithmetic, decimal scaling, casts and
 * string operations. All are static so that the JIT inlines them into the generated loops.
 */
public final class SqlFunctions {
  private static final long[] POWERS_OF_TEN = new long[19];
  static final long MICROS_PER_DAY = 86_400_000_000L;

  static {
    POWERS_OF_TEN[0] = 1;
    for (int i = 1; i < POWERS_OF_TEN.length; i++) {
      POWERS_OF_TEN[i] = POWERS_OF_TEN[i - 1] * 10;
    }
  }

  private SqlFunctions() {}

  public static long powerOfTen(int exponent) {
    return POWERS_OF_TEN[exponent];
  }

  // ---- integers -----------------------------------------------------------------------------

  public static long divide(long a, long b) {
    if (b == 0) {
      throw divisionByZero();
    }
    if (a == Long.MIN_VALUE && b == -1) {
      throw outOfRange("BIGINT");
    }
    return a / b;
  }

  public static long mod(long a, long b) {
    if (b == 0) {
      throw divisionByZero();
    }
    return b == -1 ? 0 : a % b;
  }

  public static double divide(double a, double b) {
    if (b == 0) {
      throw divisionByZero();
    }
    return a / b;
  }

  public static double mod(double a, double b) {
    if (b == 0) {
      throw divisionByZero();
    }
    return a % b;
  }

  public static int toInt(long v) {
    if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
      throw outOfRange("INTEGER");
    }
    return (int) v;
  }

  public static short toSmallint(long v) {
    if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) {
      throw outOfRange("SMALLINT");
    }
    return (short) v;
  }

  public static byte toTinyint(long v) {
    if (v < Byte.MIN_VALUE || v > Byte.MAX_VALUE) {
      throw outOfRange("TINYINT");
    }
    return (byte) v;
  }

  /** Rounds a double to the nearest integer, halves away from zero as for DECIMAL; checked. */
  public static long doubleToLong(double d) {
    double floor = Math.floor(d);
    double fraction = d - floor;
    double r = fraction > 0.5 || (fraction == 0.5 && d > 0) ? floor + 1 : floor;
    if (Double.isNaN(r) || r < -9.223372036854776E18 || r >= 9.223372036854776E18) {
      throw outOfRange("BIGINT");
    }
    return (long) r;
  }

  // ---- decimals -----------------------------------------------------------------------------

  /** Changes the scale of an unscaled value, rounding half away from zero when it shrinks. */
  public static long rescale(long unscaled, int fromScale, int toScale) {
    if (toScale >= fromScale) {
      return Math.multiplyExact(unscaled, POWERS_OF_TEN[toScale - fromScale]);
    }
    long divisor = POWERS_OF_TEN[fromScale - toScale];
    long quotient = unscaled / divisor;
    long remainder = unscaled % divisor;
    if (Math.abs(remainder) * 2 >= divisor) {
      quotient += Long.signum(unscaled);
    }
    return quotient;
  }

  /** Fails with 22003 unless the unscaled value has at most {@code precision} digits. */
  public static long checkPrecision(long unscaled, int precision) {
    if (precision < 19 && (unscaled >= POWERS_OF_TEN[precision] || unscaled <= -POWERS_OF_TEN[precision])) {
      throw outOfRange("DECIMAL(" + precision + ")");
    }
    return unscaled;
  }

  public static BigDecimal toBigDecimal(long unscaled, int scale) {
    return BigDecimal.valueOf(unscaled, scale);
  }

  public static BigDecimal toBigDecimal(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new EngineException(EngineException.NUMERIC_OUT_OF_RANGE, "cannot convert " + value + " to DECIMAL");
    }
    return BigDecimal.valueOf(value);
  }

  /** Rounds to {@code scale} (half away from zero) and checks the precision. */
  public static BigDecimal decimal(BigDecimal value, int precision, int scale) {
    BigDecimal rounded = value.setScale(scale, RoundingMode.HALF_UP);
    if (rounded.precision() - rounded.scale() > precision - scale && rounded.signum() != 0) {
      throw outOfRange("DECIMAL(" + precision + ", " + scale + ")");
    }
    return rounded;
  }

  /**
   * The exact product of two unscaled longs as a DECIMAL of scale {@code scale} (the sum of
   * theirs) and at least 19 digits: one {@code BigDecimal} made from the 64-bit product when it
   * fits, rather than two operands and a multiplication.
   */
  public static BigDecimal multiplyToDecimal(long a, long b, int precision, int scale) {
    long low = a * b;
    if (Math.multiplyHigh(a, b) == (low >> 63)) {
      return BigDecimal.valueOf(low, scale);
    }
    return decimal(BigDecimal.valueOf(a).multiply(BigDecimal.valueOf(b)).movePointLeft(scale), precision, scale);
  }

  /**
   * Reads a DECIMAL of more than 18 digits: a value whose 128-bit slot holds a sign-extended
   * {@code long} (most of them) becomes a {@code BigDecimal} straight from it, with none of the
   * byte reversal of Arrow's reader.
   */
  public static BigDecimal decimalAt(org.apache.arrow.vector.DecimalVector vector, int row) {
    long at = vector.getDataBufferAddress() + ((long) row << 4);
    long low = org.apache.arrow.memory.util.MemoryUtil.getLong(at);
    long high = org.apache.arrow.memory.util.MemoryUtil.getLong(at + 8);
    if (high == (low >> 63)) {
      return BigDecimal.valueOf(low, vector.getScale());
    }
    return vector.getObjectNotNull(row);
  }

  /**
   * Writes a DECIMAL of more than 18 digits as {@code setSafe} does: a value of the vector's scale
   * whose unscaled digits fit a {@code long} goes into the slot as two longs, with none of
   * {@code BigInteger.toByteArray}'s copies; anything else takes Arrow's checked path.
   */
  public static void setDecimal(org.apache.arrow.vector.DecimalVector vector, int row, BigDecimal value) {
    if (value.scale() != vector.getScale() || value.precision() > 18) {
      vector.setSafe(row, value);
      return;
    }
    while (row >= vector.getValueCapacity()) {
      vector.reAlloc();
    }
    long unscaled = value.unscaledValue().longValue();
    long at = vector.getDataBufferAddress() + ((long) row << 4);
    org.apache.arrow.memory.util.MemoryUtil.putLong(at, unscaled);
    org.apache.arrow.memory.util.MemoryUtil.putLong(at + 8, unscaled >> 63);
    org.apache.arrow.vector.BitVectorHelper.setBit(vector.getValidityBuffer(), row);
  }

  /** The unscaled {@code long} of a value rounded to {@code scale} with at most {@code precision} digits. */
  public static long unscaled(BigDecimal value, int precision, int scale) {
    return decimal(value, precision, scale).unscaledValue().longValueExact();
  }

  /** Moves a running {@code long} sum that is about to overflow into its {@code BigDecimal} part. */
  public static BigDecimal spill(BigDecimal overflow, long sum, int scale) {
    BigDecimal spilled = BigDecimal.valueOf(sum, scale);
    return overflow == null ? spilled : overflow.add(spilled);
  }

  /** The total of a sum kept as a {@code BigDecimal} overflow part plus a {@code long} part. */
  public static BigDecimal sum(BigDecimal overflow, long sum, int scale) {
    BigDecimal value = BigDecimal.valueOf(sum, scale);
    return overflow == null ? value : overflow.add(value);
  }

  public static BigDecimal divide(BigDecimal a, BigDecimal b, int scale) {
    if (b.signum() == 0) {
      throw divisionByZero();
    }
    return a.divide(b, scale, RoundingMode.HALF_UP);
  }

  public static BigDecimal mod(BigDecimal a, BigDecimal b) {
    if (b.signum() == 0) {
      throw divisionByZero();
    }
    return a.remainder(b);
  }

  public static long decimalToLong(BigDecimal value) {
    BigInteger integer = value.setScale(0, RoundingMode.HALF_UP).unscaledValue();
    if (integer.bitLength() > 63) {
      throw outOfRange("BIGINT");
    }
    return integer.longValue();
  }

  // ---- strings ------------------------------------------------------------------------------

  public static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  public static String string(byte[] utf8) {
    return new String(utf8, StandardCharsets.UTF_8);
  }

  /**
   * Compares UTF-8 strings by code point (unsigned byte order is code-point order). With
   * {@code padSpace}, as for CHAR, trailing spaces do not count.
   */
  public static int compare(byte[] a, byte[] b, boolean padSpace) {
    if (!padSpace) {
      return Arrays.compareUnsigned(a, b);
    }
    int la = trimmedLength(a);
    int lb = trimmedLength(b);
    return Arrays.compareUnsigned(a, 0, la, b, 0, lb);
  }

  public static boolean equals(byte[] a, byte[] b, boolean padSpace) {
    return padSpace ? compare(a, b, true) == 0 : Arrays.equals(a, b);
  }

  private static int trimmedLength(byte[] s) {
    int n = s.length;
    while (n > 0 && s[n - 1] == ' ') {
      n--;
    }
    return n;
  }

  /** Characters (code points) in a UTF-8 string. */
  public static int charLength(byte[] s) {
    int count = 0;
    for (byte b : s) {
      if ((b & 0xC0) != 0x80) {
        count++;
      }
    }
    return count;
  }

  public static byte[] concat(byte[] a, byte[] b) {
    byte[] result = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, result, a.length, b.length);
    return result;
  }

  public static byte[] upper(byte[] s) {
    return utf8(string(s).toUpperCase(java.util.Locale.ROOT));
  }

  public static byte[] lower(byte[] s) {
    return utf8(string(s).toLowerCase(java.util.Locale.ROOT));
  }

  /** SQL SUBSTRING(s FROM start FOR length), 1-based, in characters. */
  public static byte[] substring(byte[] s, long start, long length) {
    if (length < 0) {
      throw new EngineException("22011", "negative substring length " + length);
    }
    String str = string(s);
    int chars = str.codePointCount(0, str.length());
    long from = Math.max(start, 1);
    long to = Math.min(start + length, chars + 1L);
    if (to <= from) {
      return new byte[0];
    }
    int begin = str.offsetByCodePoints(0, (int) from - 1);
    int end = str.offsetByCodePoints(0, (int) to - 1);
    return utf8(str.substring(begin, end));
  }

  public static byte[] substring(byte[] s, long start) {
    return substring(s, start, Integer.MAX_VALUE);
  }

  /** TRIM: {@code mode} is BOTH, LEADING or TRAILING; removes any of the characters in {@code chars}. */
  public static byte[] trim(String mode, byte[] chars, byte[] s) {
    String str = string(s);
    String set = string(chars);
    int begin = 0;
    int end = str.length();
    if (!mode.equals("TRAILING")) {
      while (begin < end && set.indexOf(str.charAt(begin)) >= 0) {
        begin++;
      }
    }
    if (!mode.equals("LEADING")) {
      while (end > begin && set.indexOf(str.charAt(end - 1)) >= 0) {
        end--;
      }
    }
    return utf8(str.substring(begin, end));
  }

  /** Pads (CHAR) or checks (VARCHAR) a string for a column of {@code length} characters: 22001 if too long. */
  /** The string without its trailing spaces: a CHAR value's padding removed. */
  public static byte[] trimTrailingSpaces(byte[] s) {
    int end = s.length;
    while (end > 0 && s[end - 1] == ' ') {
      end--;
    }
    return end == s.length ? s : Arrays.copyOf(s, end);
  }

  public static byte[] fitLength(byte[] s, int length, boolean pad) {
    int chars = charLength(s);
    if (chars > length) {
      int keep = s.length;
      // Only trailing spaces may be cut off silently, as the standard says.
      while (chars > length && keep > 0 && s[keep - 1] == ' ') {
        keep--;
        chars--;
      }
      if (chars > length) {
        throw new EngineException(EngineException.STRING_DATA_RIGHT_TRUNCATION,
            "value too long for type " + (pad ? "CHAR" : "VARCHAR") + "(" + length + ")");
      }
      s = Arrays.copyOf(s, keep);
    }
    if (pad && chars < length) {
      byte[] padded = Arrays.copyOf(s, s.length + (length - chars));
      Arrays.fill(padded, s.length, padded.length, (byte) ' ');
      return padded;
    }
    return s;
  }

  // ---- casts from strings -------------------------------------------------------------------

  public static long parseLong(byte[] s) {
    String text = string(s).trim();
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      try {
        return decimalToLong(new BigDecimal(text));
      } catch (NumberFormatException e2) {
        throw invalidCast(text, "an integer");
      }
    }
  }

  public static double parseDouble(byte[] s) {
    String text = string(s).trim();
    try {
      return Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw invalidCast(text, "DOUBLE");
    }
  }

  public static BigDecimal parseDecimal(byte[] s) {
    String text = string(s).trim();
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw invalidCast(text, "DECIMAL");
    }
  }

  public static boolean parseBoolean(byte[] s) {
    String text = string(s).trim().toLowerCase(java.util.Locale.ROOT);
    return switch (text) {
      case "true", "t", "yes", "y", "1", "on" -> true;
      case "false", "f", "no", "n", "0", "off" -> false;
      default -> throw invalidCast(string(s), "BOOLEAN");
    };
  }

  public static int parseDate(byte[] s) {
    String text = string(s).trim();
    try {
      return (int) date(text).toEpochDay();
    } catch (java.time.DateTimeException e) {
      throw new EngineException(EngineException.INVALID_DATETIME_FORMAT, "invalid DATE value '" + text + "'");
    }
  }

  private static final java.util.regex.Pattern LENIENT_DATE =
      java.util.regex.Pattern.compile("(\\d{4})-(\\d{1,2})-(\\d{1,2})");

  /**
   * {@code yyyy-MM-dd}, or with a one-digit month or day ({@code '2002-2-01'}, as the TPC-DS
   * templates write them), which PostgreSQL and DuckDB read too.
   */
  static LocalDate date(String text) {
    java.util.regex.Matcher m = LENIENT_DATE.matcher(text);
    if (m.matches()) {
      return LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }
    return LocalDate.parse(text);
  }

  public static long parseTimestamp(byte[] s) {
    String text = string(s).trim();
    try {
      LocalDateTime t = text.length() <= 10
          ? date(text).atStartOfDay()
          : LocalDateTime.parse(text.replace(' ', 'T'));
      return toMicros(t);
    } catch (java.time.DateTimeException e) {
      throw new EngineException(EngineException.INVALID_DATETIME_FORMAT, "invalid TIMESTAMP value '" + text + "'");
    }
  }

  // ---- casts to strings ---------------------------------------------------------------------

  public static byte[] toUtf8(long v) {
    return utf8(Long.toString(v));
  }

  public static byte[] toUtf8(double v) {
    return utf8(Double.toString(v));
  }

  public static byte[] toUtf8(boolean v) {
    return utf8(v ? "TRUE" : "FALSE");
  }

  public static byte[] toUtf8(BigDecimal v) {
    return utf8(v.toPlainString());
  }

  public static byte[] decimalToUtf8(long unscaled, int scale) {
    return utf8(BigDecimal.valueOf(unscaled, scale).toPlainString());
  }

  public static byte[] dateToUtf8(int epochDay) {
    return utf8(LocalDate.ofEpochDay(epochDay).toString());
  }

  public static byte[] timestampToUtf8(long micros, int precision) {
    return utf8(formatTimestamp(micros, precision));
  }

  /** {@code yyyy-MM-dd HH:mm:ss[.f...]} with exactly {@code precision} fractional digits. */
  public static String formatTimestamp(long micros, int precision) {
    return io.quiver.engine.types.TemporalText.formatTimestamp(micros, precision);
  }


  public static long toMicros(LocalDateTime t) {
    return io.quiver.engine.types.TemporalText.toMicros(t);
  }


  public static LocalDateTime fromMicros(long micros) {
    return io.quiver.engine.types.TemporalText.fromMicros(micros);
  }


  /** Truncates microseconds to {@code precision} fractional digits. */
  public static long truncateMicros(long micros, int precision) {
    if (precision >= 6) {
      return micros;
    }
    long unit = POWERS_OF_TEN[6 - precision];
    return Math.floorDiv(micros, unit) * unit;
  }

  public static long dateToTimestamp(int epochDay) {
    return epochDay * MICROS_PER_DAY;
  }

  public static int timestampToDate(long micros) {
    return (int) Math.floorDiv(micros, MICROS_PER_DAY);
  }

  /**
   * Compares doubles as SQL does: -0.0 equals 0.0, and NaN equals NaN and sorts above every other
   * value (PostgreSQL), where Java's operators make every comparison with NaN false.
   */
  public static int compareDoubles(double a, double b) {
    if (a < b) {
      return -1;
    }
    if (a > b) {
      return 1;
    }
    return a == b ? 0 : Double.compare(a, b);
  }

  // ---- date parts ---------------------------------------------------------------------------

  /** EXTRACT(unit FROM date). */
  public static long extractFromDate(String unit, int epochDay) {
    return extractFromTimestamp(unit, dateToTimestamp(epochDay));
  }

  /** EXTRACT(unit FROM timestamp). */
  public static long extractFromTimestamp(String unit, long micros) {
    LocalDateTime t = fromMicros(micros);
    return switch (unit) {
      case "YEAR" -> t.getYear();
      case "QUARTER" -> (t.getMonthValue() + 2) / 3;
      case "MONTH" -> t.getMonthValue();
      case "WEEK" -> t.get(java.time.temporal.IsoFields.WEEK_OF_WEEK_BASED_YEAR);
      case "DAY" -> t.getDayOfMonth();
      case "DOW" -> t.getDayOfWeek().getValue() % 7 + 1;
      // ISO 8601: Monday is 1, Sunday 7; the ISO year is the one its week belongs to.
      case "ISODOW" -> t.getDayOfWeek().getValue();
      case "ISOYEAR" -> t.get(java.time.temporal.IsoFields.WEEK_BASED_YEAR);
      case "DOY" -> t.getDayOfYear();
      case "HOUR" -> t.getHour();
      case "MINUTE" -> t.getMinute();
      case "SECOND" -> t.getSecond();
      case "MILLISECOND" -> t.getSecond() * 1000L + t.getNano() / 1_000_000;
      case "MICROSECOND" -> t.getSecond() * 1_000_000L + t.getNano() / 1000;
      case "EPOCH" -> Math.floorDiv(micros, 1_000_000L);
      default -> throw new EngineException("0A000", "EXTRACT(" + unit + ") is not supported");
    };
  }

  // ---- errors -------------------------------------------------------------------------------

  /** Throws SQLSTATE 21000; declared boolean so that generated code can use it in any expression. */
  public static boolean cardinalityViolation() {
    throw new EngineException(EngineException.CARDINALITY_VIOLATION, "more than one row returned by a subquery used as an expression");
  }

  public static EngineException divisionByZero() {
    return new EngineException(EngineException.DIVISION_BY_ZERO, "division by zero");
  }

  public static EngineException outOfRange(String type) {
    return new EngineException(EngineException.NUMERIC_OUT_OF_RANGE, "numeric value out of range for " + type);
  }

  /** Arithmetic overflow detected by {@code Math.*Exact}, reported as SQL's 22003. */
  public static EngineException overflow(ArithmeticException e) {
    return new EngineException(EngineException.NUMERIC_OUT_OF_RANGE, "numeric overflow", e);
  }

  public static EngineException notNullViolation(String column) {
    return new EngineException(EngineException.NOT_NULL_VIOLATION, "NULL value in column " + column + " violates its NOT NULL constraint");
  }

  private static EngineException invalidCast(String text, String type) {
    return new EngineException(EngineException.INVALID_CHARACTER_VALUE_FOR_CAST,
        "invalid character value for cast to " + type + ": '" + text + "'");
  }
}
