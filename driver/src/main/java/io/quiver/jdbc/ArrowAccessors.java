package io.quiver.jdbc;

import io.quiver.engine.types.TemporalText;
import io.quiver.engine.types.SqlType;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Date;
import java.sql.NClob;
import java.sql.Ref;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Struct;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Calendar;
import java.util.Map;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.BitVector;
import org.apache.arrow.vector.DateDayVector;
import org.apache.arrow.vector.DecimalVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.SmallIntVector;
import org.apache.arrow.vector.TimeStampMicroVector;
import org.apache.arrow.vector.TinyIntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.calcite.avatica.util.Cursor;
import org.joou.UByte;
import org.joou.UInteger;
import org.joou.ULong;
import org.joou.UShort;
import org.joou.Unsigned;

/**
 * JDBC getters over Arrow vectors, one accessor class per SQL type. Each reads the current row of
 * its vector; the base class converts between types as the JDBC conversion table allows, and
 * refuses other conversions with SQLSTATE 22018.
 */
final class ArrowAccessors {
  private ArrowAccessors() {}

  static Base create(ArrowCursor cursor, int column, SqlType type, ZoneId sessionZone) {
    return switch (type.id()) {
      case BOOLEAN -> new BooleanAccessor(cursor, column, type);
      case TINYINT -> new TinyIntAccessor(cursor, column, type);
      case SMALLINT -> new SmallIntAccessor(cursor, column, type);
      case INTEGER, NULL -> new IntAccessor(cursor, column, type);
      case BIGINT -> new BigIntAccessor(cursor, column, type);
      case REAL -> new RealAccessor(cursor, column, type);
      case DOUBLE -> new DoubleAccessor(cursor, column, type);
      case DECIMAL -> new DecimalAccessor(cursor, column, type);
      case CHAR, VARCHAR -> new StringAccessor(cursor, column, type);
      case DATE -> new DateAccessor(cursor, column, type);
      case TIMESTAMP -> new TimestampAccessor(cursor, column, type);
      case TIMESTAMP_LTZ -> new LocalZonedTimestampAccessor(cursor, column, type, sessionZone);
      case TIME -> new TimeAccessor(cursor, column, type);
      case BINARY, VARBINARY, INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME ->
          new TemporalAndBinaryAccessor(cursor, column, type);
      case ARRAY, MULTISET, MAP, ROW -> new CompositeAccessor(cursor, column, type);
    };
  }

  /** Conversions shared by all types; subclasses provide the value and fast paths. */
  abstract static class Base implements Cursor.Accessor {
    final ArrowCursor cursor;
    final int column;
    final SqlType type;
    FieldVector vector;

    Base(ArrowCursor cursor, int column, SqlType type) {
      this.cursor = cursor;
      this.column = column;
      this.type = type;
    }

    void bind(FieldVector vector) {
      this.vector = vector;
    }

    /** Reads the null flag of the current row and records it for {@code wasNull}. */
    final boolean isNull() {
      boolean isNull = vector.isNull(cursor.row());
      cursor.wasNull = isNull;
      return isNull;
    }

    /** The non-null value of the current row as its natural Java object. */
    abstract Object value();

    final Object valueOrNull() {
      return isNull() ? null : value();
    }

    SQLException cannotConvert(String target) {
      return new SQLDataException("Cannot convert a " + type.id() + " value to " + target, "22018");
    }

    @Override
    public boolean wasNull() {
      return cursor.wasNull;
    }

    @Override
    public Object getObject() throws SQLException {
      return valueOrNull();
    }

    @Override
    public String getString() throws SQLException {
      Object v = valueOrNull();
      return v == null ? null : v.toString();
    }

    @Override
    public boolean getBoolean() throws SQLException {
      Object v = valueOrNull();
      if (v == null) {
        return false;
      }
      if (v instanceof Boolean b) {
        return b;
      }
      if (v instanceof Number n) {
        return n.doubleValue() != 0;
      }
      if (v instanceof String s) {
        // The words PostgreSQL reads as booleans, in any case, blanks around them ignored.
        switch (s.trim().toLowerCase(java.util.Locale.ROOT)) {
          case "true", "t", "yes", "y", "on", "1" -> {
            return true;
          }
          case "false", "f", "no", "n", "off", "0" -> {
            return false;
          }
          default -> {
          }
        }
      }
      throw cannotConvert("boolean");
    }

    /** The value as a {@code long}, for the integer getters; NULL reads as 0. */
    long longValue(String target) throws SQLException {
      Object v = valueOrNull();
      if (v == null) {
        return 0;
      }
      try {
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
          return ((Number) v).longValue();
        }
        if (v instanceof BigDecimal d) {
          return d.setScale(0, RoundingMode.DOWN).longValueExact();
        }
        if (v instanceof Number n) {
          double d = n.doubleValue();
          if (Double.isNaN(d) || d < Long.MIN_VALUE || d > Long.MAX_VALUE) {
            throw outOfRange(target);
          }
          return (long) d;
        }
        if (v instanceof Boolean b) {
          return b ? 1 : 0;
        }
        if (v instanceof String s) {
          return new BigDecimal(s.trim()).setScale(0, RoundingMode.DOWN).longValueExact();
        }
      } catch (NumberFormatException e) {
        throw cannotConvert(target);
      } catch (ArithmeticException e) {
        throw outOfRange(target);
      }
      throw cannotConvert(target);
    }

    static SQLException outOfRange(String target) {
      return new SQLDataException("Value out of range for " + target, "22003");
    }

    @Override
    public byte getByte() throws SQLException {
      long v = longValue("byte");
      if (v < Byte.MIN_VALUE || v > Byte.MAX_VALUE) {
        throw outOfRange("byte");
      }
      return (byte) v;
    }

    @Override
    public short getShort() throws SQLException {
      long v = longValue("short");
      if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) {
        throw outOfRange("short");
      }
      return (short) v;
    }

    @Override
    public int getInt() throws SQLException {
      long v = longValue("int");
      if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
        throw outOfRange("int");
      }
      return (int) v;
    }

    @Override
    public long getLong() throws SQLException {
      return longValue("long");
    }

    @Override
    public UByte getUByte() throws SQLException {
      return Unsigned.ubyte(getShort());
    }

    @Override
    public UShort getUShort() throws SQLException {
      return Unsigned.ushort(getInt());
    }

    @Override
    public UInteger getUInt() throws SQLException {
      return Unsigned.uint(getLong());
    }

    @Override
    public ULong getULong() throws SQLException {
      return Unsigned.ulong(getLong());
    }

    @Override
    public double getDouble() throws SQLException {
      Object v = valueOrNull();
      if (v == null) {
        return 0;
      }
      if (v instanceof Number n) {
        return n.doubleValue();
      }
      if (v instanceof Boolean b) {
        return b ? 1 : 0;
      }
      if (v instanceof String s) {
        try {
          return Double.parseDouble(s.trim());
        } catch (NumberFormatException e) {
          throw cannotConvert("double");
        }
      }
      throw cannotConvert("double");
    }

    @Override
    public float getFloat() throws SQLException {
      return (float) getDouble();
    }

    @Override
    public BigDecimal getBigDecimal() throws SQLException {
      Object v = valueOrNull();
      if (v == null) {
        return null;
      }
      if (v instanceof BigDecimal d) {
        return d;
      }
      if (v instanceof Double || v instanceof Float) {
        return BigDecimal.valueOf(((Number) v).doubleValue());
      }
      if (v instanceof Number n) {
        return BigDecimal.valueOf(n.longValue());
      }
      if (v instanceof Boolean b) {
        return b ? BigDecimal.ONE : BigDecimal.ZERO;
      }
      if (v instanceof String s) {
        try {
          return new BigDecimal(s.trim());
        } catch (NumberFormatException e) {
          throw cannotConvert("BigDecimal");
        }
      }
      throw cannotConvert("BigDecimal");
    }

    @Override
    public BigDecimal getBigDecimal(int scale) throws SQLException {
      BigDecimal v = getBigDecimal();
      return v == null ? null : v.setScale(scale, RoundingMode.HALF_UP);
    }

    @Override
    public byte[] getBytes() throws SQLException {
      String s = getString();
      return s == null ? null : s.getBytes(StandardCharsets.UTF_8);
    }

    LocalDate localDate() throws SQLException {
      LocalDateTime t = localDateTime();
      return t == null ? null : t.toLocalDate();
    }

    LocalDateTime localDateTime() throws SQLException {
      Object v = valueOrNull();
      if (v == null) {
        return null;
      }
      if (v instanceof String s) {
        try {
          String t = s.trim();
          return t.length() <= 10 ? LocalDate.parse(t).atStartOfDay() : LocalDateTime.parse(t.replace(' ', 'T'));
        } catch (RuntimeException e) {
          throw cannotConvert("a date-time");
        }
      }
      throw cannotConvert("a date-time");
    }

    /** The value as a point in time: a local date-time is taken in the JVM's zone, as JDBC does. */
    ZonedDateTime zonedDateTime() throws SQLException {
      return localDateTime().atZone(ZoneId.systemDefault());
    }

    @Override
    public Date getDate(Calendar calendar) throws SQLException {
      LocalDate d = localDate();
      if (d == null) {
        return null;
      }
      return calendar == null ? Date.valueOf(d) : new Date(millis(d.atStartOfDay(), calendar));
    }

    @Override
    public Time getTime(Calendar calendar) throws SQLException {
      LocalDateTime t = localDateTime();
      if (t == null) {
        return null;
      }
      // Time.valueOf(LocalTime) would drop the milliseconds a java.sql.Time can hold.
      Time whole = calendar == null ? Time.valueOf(t.toLocalTime().withNano(0))
          : new Time(millis(LocalDate.ofEpochDay(0).atTime(t.toLocalTime().withNano(0)), calendar));
      return new Time(whole.getTime() + t.getNano() / 1_000_000);
    }

    @Override
    public Timestamp getTimestamp(Calendar calendar) throws SQLException {
      LocalDateTime t = localDateTime();
      if (t == null) {
        return null;
      }
      if (calendar == null) {
        return Timestamp.valueOf(t);
      }
      Timestamp ts = new Timestamp(millis(t, calendar));
      ts.setNanos(t.getNano());
      return ts;
    }

    private static long millis(LocalDateTime t, Calendar calendar) {
      ZoneId zone = calendar.getTimeZone().toZoneId();
      return t.atZone(zone).toInstant().toEpochMilli();
    }

    @Override
    public <T> T getObject(Class<T> target) throws SQLException {
      if (isNull()) {
        return null;
      }
      Object v;
      if (target == String.class) {
        v = getString();
      } else if (target == Integer.class) {
        v = getInt();
      } else if (target == Long.class) {
        v = getLong();
      } else if (target == Short.class) {
        v = getShort();
      } else if (target == Byte.class) {
        v = getByte();
      } else if (target == Double.class) {
        v = getDouble();
      } else if (target == Float.class) {
        v = getFloat();
      } else if (target == Boolean.class) {
        v = getBoolean();
      } else if (target == BigDecimal.class) {
        v = getBigDecimal();
      } else if (target == java.math.BigInteger.class) {
        v = getBigDecimal().toBigInteger();
      } else if (target == byte[].class) {
        v = getBytes();
      } else if (target == LocalDate.class) {
        v = localDate();
      } else if (target == LocalDateTime.class) {
        v = localDateTime();
      } else if (target == LocalTime.class) {
        v = localDateTime().toLocalTime();
      } else if (target == OffsetDateTime.class) {
        v = zonedDateTime().toOffsetDateTime();
      } else if (target == ZonedDateTime.class) {
        v = zonedDateTime();
      } else if (target == Instant.class) {
        v = zonedDateTime().toInstant();
      } else if (target == Date.class) {
        v = getDate(null);
      } else if (target == Timestamp.class) {
        v = getTimestamp(null);
      } else if (target == Time.class) {
        v = getTime(null);
      } else if (target == Object.class) {
        v = getObject();
      } else {
        v = getObject();
        if (!target.isInstance(v)) {
          throw cannotConvert(target.getName());
        }
      }
      return target.cast(v);
    }

    @Override
    public Object getObject(Map<String, Class<?>> map) throws SQLException {
      return getObject();
    }

    @Override
    public InputStream getAsciiStream() throws SQLException {
      String s = getString();
      return s == null ? null : new ByteArrayInputStream(s.getBytes(StandardCharsets.US_ASCII));
    }

    @Override
    public InputStream getUnicodeStream() throws SQLException {
      String s = getString();
      return s == null ? null : new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_16BE));
    }

    @Override
    public InputStream getBinaryStream() throws SQLException {
      byte[] b = getBytes();
      return b == null ? null : new ByteArrayInputStream(b);
    }

    @Override
    public Reader getCharacterStream() throws SQLException {
      String s = getString();
      return s == null ? null : new StringReader(s);
    }

    @Override
    public Reader getNCharacterStream() throws SQLException {
      return getCharacterStream();
    }

    @Override
    public String getNString() throws SQLException {
      return getString();
    }

    @Override
    public Ref getRef() throws SQLException {
      throw cannotConvert("Ref");
    }

    @Override
    public Blob getBlob() throws SQLException {
      byte[] b = getBytes();
      return b == null ? null : new Lobs.MemoryBlob(b);
    }

    @Override
    public Clob getClob() throws SQLException {
      return getNClob();
    }

    @Override
    public NClob getNClob() throws SQLException {
      String s = getString();
      return s == null ? null : new Lobs.MemoryClob(s);
    }

    @Override
    public Array getArray() throws SQLException {
      throw cannotConvert("Array");
    }

    @Override
    public Struct getStruct() throws SQLException {
      throw cannotConvert("Struct");
    }

    @Override
    public URL getURL() throws SQLException {
      String s = getString();
      if (s == null) {
        return null;
      }
      try {
        return new URL(s);
      } catch (java.net.MalformedURLException e) {
        throw cannotConvert("URL");
      }
    }

    @Override
    public SQLXML getSQLXML() throws SQLException {
      throw cannotConvert("SQLXML");
    }
  }

  static final class BooleanAccessor extends Base {
    BooleanAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return ((BitVector) vector).get(cursor.row()) != 0;
    }

    @Override
    public String getString() throws SQLException {
      return isNull() ? null : (boolean) value() ? "TRUE" : "FALSE";
    }
  }

  static final class TinyIntAccessor extends Base {
    TinyIntAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return (int) ((TinyIntVector) vector).get(cursor.row());
    }
  }

  static final class SmallIntAccessor extends Base {
    SmallIntAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return (int) ((SmallIntVector) vector).get(cursor.row());
    }
  }

  static final class IntAccessor extends Base {
    IntAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return ((IntVector) vector).get(cursor.row());
    }

    @Override
    public int getInt() {
      return isNull() ? 0 : ((IntVector) vector).get(cursor.row());
    }

    @Override
    public long getLong() {
      return getInt();
    }
  }

  static final class BigIntAccessor extends Base {
    BigIntAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return ((BigIntVector) vector).get(cursor.row());
    }

    @Override
    public long getLong() {
      return isNull() ? 0 : ((BigIntVector) vector).get(cursor.row());
    }
  }

  static final class RealAccessor extends Base {
    RealAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return ((Float4Vector) vector).get(cursor.row());
    }

    /** The decimal a REAL prints as (3.4028235E38), not that of its binary value widened to a double. */
    @Override
    public BigDecimal getBigDecimal() {
      return isNull() ? null : new BigDecimal(Float.toString(((Float4Vector) vector).get(cursor.row())));
    }
  }

  static final class DoubleAccessor extends Base {
    DoubleAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return ((Float8Vector) vector).get(cursor.row());
    }

    @Override
    public double getDouble() {
      return isNull() ? 0 : ((Float8Vector) vector).get(cursor.row());
    }
  }

  static final class DecimalAccessor extends Base {
    DecimalAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return ((DecimalVector) vector).getObject(cursor.row());
    }

    @Override
    public String getString() throws SQLException {
      BigDecimal v = getBigDecimal();
      return v == null ? null : v.toPlainString();
    }
  }

  static final class StringAccessor extends Base {
    StringAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return new String(((VarCharVector) vector).get(cursor.row()), StandardCharsets.UTF_8);
    }

    @Override
    public byte[] getBytes() {
      return isNull() ? null : ((VarCharVector) vector).get(cursor.row());
    }
  }

  static final class DateAccessor extends Base {
    DateAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      return Date.valueOf(LocalDate.ofEpochDay(((DateDayVector) vector).get(cursor.row())));
    }

    @Override
    LocalDateTime localDateTime() {
      return isNull() ? null : LocalDate.ofEpochDay(((DateDayVector) vector).get(cursor.row())).atStartOfDay();
    }

    @Override
    public String getString() {
      return isNull() ? null : LocalDate.ofEpochDay(((DateDayVector) vector).get(cursor.row())).toString();
    }

    @Override
    public Time getTime(Calendar calendar) throws SQLException {
      if (isNull()) {
        return null;
      }
      throw cannotConvert("Time");
    }
  }

  static final class TimestampAccessor extends Base {
    TimestampAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    private long micros() {
      return ((TimeStampMicroVector) vector).get(cursor.row());
    }

    @Override
    Object value() {
      return Timestamp.valueOf(TemporalText.fromMicros(micros()));
    }

    @Override
    LocalDateTime localDateTime() {
      return isNull() ? null : TemporalText.fromMicros(micros());
    }

    @Override
    public String getString() {
      return isNull() ? null : TemporalText.formatTimestamp(micros(), type.precision());
    }
  }

  /**
   * TIMESTAMP WITH LOCAL TIME ZONE, held as microseconds since the epoch (an instant). As in
   * Flink, it reads as a local date-time in the session's time zone ({@code table.local-time-zone}):
   * getString and LocalDateTime show that wall-clock time; getTimestamp, Instant and
   * OffsetDateTime give the instant itself, whatever the calendar.
   */
  static final class LocalZonedTimestampAccessor extends Base {
    private final ZoneId sessionZone;

    LocalZonedTimestampAccessor(ArrowCursor cursor, int column, SqlType type, ZoneId sessionZone) {
      super(cursor, column, type);
      this.sessionZone = sessionZone;
    }

    private Instant instant() {
      long micros = ((Number) io.quiver.engine.batch.Vectors.get(vector, cursor.row())).longValue();
      return Instant.EPOCH.plus(micros, java.time.temporal.ChronoUnit.MICROS);
    }

    @Override
    Object value() {
      return Timestamp.from(instant());
    }

    @Override
    LocalDateTime localDateTime() {
      return isNull() ? null : LocalDateTime.ofInstant(instant(), sessionZone);
    }

    @Override
    ZonedDateTime zonedDateTime() {
      return instant().atZone(sessionZone);
    }

    @Override
    public Timestamp getTimestamp(Calendar calendar) {
      return isNull() ? null : Timestamp.from(instant());
    }

    @Override
    public String getString() {
      return isNull() ? null : TemporalText.formatTimestamp(TemporalText.toMicros(localDateTime()), type.precision());
    }
  }

  /**
   * TIME, held as microseconds of the day. As a date-time (getTimestamp, LocalDateTime) it is
   * on 1970-01-01, the day JDBC gives java.sql.Time values.
   */
  static final class TimeAccessor extends Base {
    TimeAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    private long micros() {
      return ((Number) io.quiver.engine.batch.Vectors.get(vector, cursor.row())).longValue();
    }

    @Override
    Object value() {
      // With its milliseconds, which Time.valueOf(LocalTime) would drop.
      long micros = micros();
      return new Time(Time.valueOf(java.time.LocalTime.ofSecondOfDay(micros / 1_000_000)).getTime()
          + micros % 1_000_000 / 1000);
    }

    @Override
    LocalDateTime localDateTime() {
      return isNull() ? null : LocalDate.ofEpochDay(0).atTime(java.time.LocalTime.ofNanoOfDay(micros() * 1000));
    }

    @Override
    public String getString() {
      return isNull() ? null : io.quiver.engine.types.TemporalText.formatTime(micros(), type.precision());
    }

    @Override
    public Date getDate(Calendar calendar) throws SQLException {
      if (isNull()) {
        return null;
      }
      throw cannotConvert("Date");
    }
  }

  /**
   * TIMESTAMP WITH LOCAL TIME ZONE (as java.sql.Timestamp of the UTC
   * instant), BINARY/VARBINARY (as byte[]) and intervals (as their SQL text).
   */
  static final class TemporalAndBinaryAccessor extends Base {
    TemporalAndBinaryAccessor(ArrowCursor cursor, int column, SqlType type) {
      super(cursor, column, type);
    }

    @Override
    Object value() {
      Object physical = io.quiver.engine.batch.Vectors.get(vector, cursor.row());
      return switch (type.id()) {
        case INTERVAL_YEAR_MONTH -> io.quiver.engine.types.TemporalText.formatYearMonth(((Number) physical).longValue());
        case INTERVAL_DAY_TIME -> io.quiver.engine.types.TemporalText.formatDayTime(((Number) physical).longValue());
        default -> physical;
      };
    }

    @Override
    public byte[] getBytes() throws SQLException {
      Object v = valueOrNull();
      if (v == null || v instanceof byte[]) {
        return (byte[]) v;
      }
      throw cannotConvert("byte[]");
    }

    /** Bytes as hexadecimal digits, as H2 writes them (PostgreSQL prefixes {@code \x}). */
    @Override
    public String getString() throws SQLException {
      Object v = valueOrNull();
      return v instanceof byte[] bytes ? java.util.HexFormat.of().formatHex(bytes) : v == null ? null : v.toString();
    }
  }
}
