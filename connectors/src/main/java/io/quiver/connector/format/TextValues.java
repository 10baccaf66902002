package io.quiver.connector.format;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.ChronoField;
import java.util.Base64;
import org.apache.arrow.vector.BaseVariableWidthVector;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.BitVector;
import org.apache.arrow.vector.DateDayVector;
import org.apache.arrow.vector.DecimalVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.SmallIntVector;
import org.apache.arrow.vector.TimeMicroVector;
import org.apache.arrow.vector.TimeStampMicroTZVector;
import org.apache.arrow.vector.TimeStampMicroVector;
import org.apache.arrow.vector.TinyIntVector;
import org.apache.arrow.vector.VarBinaryVector;
import org.apache.arrow.vector.VarCharVector;

/**
 * Values of text formats (CSV, JSON) read into and written from Arrow vectors, in Flink's text
 * forms: numbers as Java reads them, DATE {@code yyyy-MM-dd}, TIME {@code HH:mm:ss[.f]},
 * TIMESTAMP {@code yyyy-MM-dd HH:mm:ss[.f]} (SQL) or with a {@code T} (ISO-8601), BOOLEAN
 * {@code true}/{@code false}, bytes as Base64.
 */
public final class TextValues {
  private TextValues() {}

  /** A text that is not a value of the column's type; the caller adds file, line and column. */
  public static final class BadValue extends Exception {
    private static final long serialVersionUID = 1L;

    BadValue(String message) {
      super(message, null, false, false);
    }
  }

  private static final DateTimeFormatter SQL_TIMESTAMP = new DateTimeFormatterBuilder()
      .append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral(' ')
      .appendPattern("HH:mm[:ss]").optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true)
      .optionalEnd().toFormatter();
  private static final DateTimeFormatter ISO_TIMESTAMP = new DateTimeFormatterBuilder()
      .append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral('T')
      .appendPattern("HH:mm[:ss]").optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true)
      .optionalEnd().optionalStart().appendOffsetId().optionalEnd().toFormatter();

  /**
   * Sets {@code row} of {@code vector} (of SQL type {@code type}) from {@code len} UTF-8 bytes at
   * {@code start}; {@code isoTimestamps} picks the ISO-8601 timestamp form over the SQL one.
   */
  public static void set(FieldVector vector, SqlType type, int row, byte[] bytes, int start, int len,
      boolean isoTimestamps) throws BadValue {
    switch (type.id()) {
      case CHAR, VARCHAR -> ((VarCharVector) vector).setSafe(row, bytes, start, len);
      case TINYINT -> ((TinyIntVector) vector).setSafe(row, (byte) checkRange(parseLong(bytes, start, len), -128, 127));
      case SMALLINT -> ((SmallIntVector) vector).setSafe(row,
          (short) checkRange(parseLong(bytes, start, len), Short.MIN_VALUE, Short.MAX_VALUE));
      case INTEGER -> ((IntVector) vector).setSafe(row,
          (int) checkRange(parseLong(bytes, start, len), Integer.MIN_VALUE, Integer.MAX_VALUE));
      case BIGINT -> ((BigIntVector) vector).setSafe(row, parseLong(bytes, start, len));
      case DATE -> ((DateDayVector) vector).setSafe(row, parseDate(bytes, start, len));
      default -> set(vector, type, row, new String(bytes, start, len, StandardCharsets.UTF_8), isoTimestamps);
    }
  }

  /** The same from a Java string. */
  public static void set(FieldVector vector, SqlType type, int row, String text, boolean isoTimestamps)
      throws BadValue {
    String t = type.id().isCharacter() || type.id().isBinary() ? text : text.trim();
    try {
      switch (type.id()) {
        case CHAR, VARCHAR -> ((VarCharVector) vector).setSafe(row, text.getBytes(StandardCharsets.UTF_8));
        case BOOLEAN -> {
          if (t.equalsIgnoreCase("true")) {
            ((BitVector) vector).setSafe(row, 1);
          } else if (t.equalsIgnoreCase("false")) {
            ((BitVector) vector).setSafe(row, 0);
          } else {
            throw new BadValue("'" + text + "' is not a BOOLEAN");
          }
        }
        case TINYINT, SMALLINT, INTEGER, BIGINT, DATE -> {
          byte[] b = t.getBytes(StandardCharsets.UTF_8);
          set(vector, type, row, b, 0, b.length, isoTimestamps);
        }
        case REAL -> ((Float4Vector) vector).setSafe(row, Float.parseFloat(t));
        case DOUBLE -> ((Float8Vector) vector).setSafe(row, Double.parseDouble(t));
        case DECIMAL -> {
          BigDecimal value = new BigDecimal(t).setScale(type.scale(), RoundingMode.HALF_UP);
          if (value.precision() > type.precision()) {
            throw new BadValue("'" + text + "' does not fit DECIMAL(" + type.precision() + ", " + type.scale() + ")");
          }
          ((DecimalVector) vector).setSafe(row, value);
        }
        case TIME -> ((TimeMicroVector) vector).setSafe(row, LocalTime.parse(t).toNanoOfDay() / 1000);
        case TIMESTAMP -> ((TimeStampMicroVector) vector).setSafe(row, micros(parseTimestamp(t, isoTimestamps)));
        case TIMESTAMP_LTZ -> ((TimeStampMicroTZVector) vector).setSafe(row, micros(parseTimestamp(t, isoTimestamps)));
        case BINARY, VARBINARY -> ((VarBinaryVector) vector).setSafe(row, Base64.getDecoder().decode(t));
        case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> ((BigIntVector) vector).setSafe(row, Long.parseLong(t));
        default -> throw new BadValue("columns of type " + type.id() + " cannot be read from text");
      }
    } catch (NumberFormatException | java.time.DateTimeException e) {
      throw new BadValue("'" + text + "' is not a " + type.id());
    } catch (IllegalArgumentException e) {
      throw new BadValue("'" + text + "' is not a " + type.id() + ": " + e.getMessage());
    }
  }

  private static LocalDateTime parseTimestamp(String t, boolean iso) {
    if (iso || t.indexOf('T') > 0) {
      return LocalDateTime.parse(t, ISO_TIMESTAMP);
    }
    return LocalDateTime.parse(t, SQL_TIMESTAMP);
  }

  private static long micros(LocalDateTime t) {
    return Math.addExact(Math.multiplyExact(t.toEpochSecond(ZoneOffset.UTC), 1_000_000L), t.getNano() / 1000);
  }

  private static long checkRange(long value, long min, long max) throws BadValue {
    if (value < min || value > max) {
      throw new BadValue("'" + value + "' is out of range");
    }
    return value;
  }

  private static long parseLong(byte[] b, int start, int len) throws BadValue {
    int i = start;
    int end = start + len;
    while (i < end && b[i] == ' ') {
      i++;
    }
    while (end > i && b[end - 1] == ' ') {
      end--;
    }
    boolean negative = false;
    if (i < end && (b[i] == '-' || b[i] == '+')) {
      negative = b[i] == '-';
      i++;
    }
    if (i == end || end - i > 19) {
      return slowLong(b, start, len);
    }
    long value = 0;
    for (; i < end; i++) {
      int digit = b[i] - '0';
      if (digit < 0 || digit > 9) {
        return slowLong(b, start, len);
      }
      value = value * 10 + digit;
      if (value < 0) {
        return slowLong(b, start, len);
      }
    }
    return negative ? -value : value;
  }

  private static long slowLong(byte[] b, int start, int len) throws BadValue {
    String text = new String(b, start, len, StandardCharsets.UTF_8);
    try {
      return Long.parseLong(text.trim());
    } catch (NumberFormatException e) {
      throw new BadValue("'" + text + "' is not an integer");
    }
  }

  private static int parseDate(byte[] b, int start, int len) throws BadValue {
    // yyyy-MM-dd without allocation; anything else goes through LocalDate.parse.
    if (len == 10 && b[start + 4] == '-' && b[start + 7] == '-') {
      int year = digits(b, start, 4);
      int month = digits(b, start + 5, 2);
      int day = digits(b, start + 8, 2);
      if (year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= 28) {
        return (int) LocalDate.of(year, month, day).toEpochDay();
      }
    }
    String text = new String(b, start, len, StandardCharsets.UTF_8);
    try {
      return (int) LocalDate.parse(text.trim()).toEpochDay();
    } catch (java.time.DateTimeException e) {
      throw new BadValue("'" + text + "' is not a DATE");
    }
  }

  private static int digits(byte[] b, int start, int count) {
    int value = 0;
    for (int i = start; i < start + count; i++) {
      int digit = b[i] - '0';
      if (digit < 0 || digit > 9) {
        return -1;
      }
      value = value * 10 + digit;
    }
    return value;
  }

  /** The text form of {@code row} (not null) of a vector of SQL type {@code type}. */
  public static String format(FieldVector vector, SqlType type, int row, boolean isoTimestamps) {
    return switch (type.id()) {
      case CHAR, VARCHAR -> new String(((VarCharVector) vector).get(row), StandardCharsets.UTF_8);
      case BOOLEAN -> ((BitVector) vector).get(row) != 0 ? "true" : "false";
      case TINYINT, SMALLINT, INTEGER, BIGINT, REAL, DOUBLE, INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME ->
          String.valueOf(vector.getObject(row));
      case DECIMAL -> ((DecimalVector) vector).getObject(row).toPlainString();
      case DATE -> LocalDate.ofEpochDay(((DateDayVector) vector).get(row)).toString();
      case TIME -> LocalTime.ofNanoOfDay(((TimeMicroVector) vector).get(row) * 1000).toString();
      case TIMESTAMP -> timestamp(((TimeStampMicroVector) vector).get(row), isoTimestamps);
      case TIMESTAMP_LTZ -> timestamp(((TimeStampMicroTZVector) vector).get(row), isoTimestamps) + (isoTimestamps ? "Z" : "");
      case BINARY, VARBINARY -> Base64.getEncoder().encodeToString(((BaseVariableWidthVector) vector).get(row));
      default -> String.valueOf(vector.getObject(row));
    };
  }

  private static String timestamp(long micros, boolean iso) {
    LocalDateTime t = LocalDateTime.ofEpochSecond(Math.floorDiv(micros, 1_000_000L),
        (int) Math.floorMod(micros, 1_000_000L) * 1000, ZoneOffset.UTC);
    String date = t.toLocalDate().toString();
    String time = t.toLocalTime().toString();
    if (time.length() == 5) {
      time += ":00";
    }
    return date + (iso ? "T" : " ") + time;
  }

  /** Whether values of the type are written unquoted in JSON (numbers and booleans). */
  public static boolean isJsonLiteral(TypeId id) {
    return id == TypeId.BOOLEAN || id.isNumeric() || id.isInterval();
  }
}
