package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Calendar;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every setter and getter, for every type, at every precision the type holds: the values are
 * generated per column type (whole seconds, milliseconds, microseconds and nanoseconds; the
 * extremes of each range; DECIMAL at its scale), each is bound through every setter that can
 * carry it, and read back through every getter. NULLs go in through {@code setNull} and
 * {@code setObject(null)}. A failure lists every (value, setter, getter) that did not round-trip.
 */
class BindingPrecisionTest extends JdbcTestBase {
  /** A way to bind a parameter. */
  record Setter(String name, Binder binder, int digits) {
    /** A setter that carries every fractional digit of a date-time. */
    Setter(String name, Binder binder) {
      this(name, binder, 9);
    }

    /** The value as this setter carries it: java.sql.Time, for one, holds milliseconds. */
    Object carried(Object value) {
      if (value instanceof LocalTime t) {
        return truncate(t, digits);
      }
      if (value instanceof LocalDateTime t) {
        return truncate(t, digits);
      }
      return value;
    }

    @Override
    public String toString() {
      return name;
    }
  }

  interface Binder {
    void bind(PreparedStatement p, int index, Object value) throws SQLException;
  }

  /** A way to read a column, and what it must give for the value stored. */
  record Getter(String name, Reader reader, Function<Object, Object> expected) {}

  interface Reader {
    Object read(ResultSet rs, int index) throws SQLException;
  }

  /**
   * A column type: the values to try, what each becomes once stored (truncated to the type's
   * precision), and the setters and getters that apply.
   */
  record Case(String sqlType, List<Object> values, Function<Object, Object> stored, List<Setter> setters,
      List<Getter> getters, int jdbcType) {
    @Override
    public String toString() {
      return sqlType;
    }
  }

  static Stream<Arguments> cases() {
    List<Case> cases = new ArrayList<>();
    for (int p : new int[] {0, 1, 3, 6}) {
      cases.add(timestamp(p));
      cases.add(time(p));
    }
    cases.add(date());
    int[][] decimals = {{1, 0}, {5, 2}, {10, 10}, {18, 0}, {18, 6}, {19, 4}, {38, 0}, {38, 10}, {38, 37}};
    for (int[] d : decimals) {
      cases.add(decimal(d[0], d[1]));
    }
    cases.add(integer("TINYINT", Byte.MIN_VALUE, Byte.MAX_VALUE));
    cases.add(integer("SMALLINT", Short.MIN_VALUE, Short.MAX_VALUE));
    cases.add(integer("INTEGER", Integer.MIN_VALUE, Integer.MAX_VALUE));
    cases.add(integer("BIGINT", Long.MIN_VALUE, Long.MAX_VALUE));
    cases.add(approximate("DOUBLE"));
    cases.add(approximate("REAL"));
    cases.add(bool());
    cases.add(string("VARCHAR(20)"));
    cases.add(string("VARCHAR"));
    cases.add(binary());
    return cases.stream().map(Arguments::of);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void everySetterAndGetterRoundTrips(Case c) throws SQLException {
    statement.execute("CREATE TABLE v (id INT, x " + c.sqlType() + ")");
    List<String> failures = new ArrayList<>();
    int id = 0;
    List<Object[]> written = new ArrayList<>();
    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO v (id, x) VALUES (?, ?)")) {
      for (Object value : c.values()) {
        for (Setter setter : c.setters()) {
          insert.setInt(1, ++id);
          try {
            setter.binder().bind(insert, 2, value);
            insert.executeUpdate();
            written.add(new Object[] {id, value, setter});
          } catch (SQLException e) {
            failures.add(c.sqlType() + " " + show(value) + " via " + setter + ": " + e.getSQLState() + " "
                + e.getMessage());
          }
        }
      }
      // NULL through each way of writing one.
      for (Setter nullSetter : nullSetters(c.jdbcType())) {
        insert.setInt(1, ++id);
        nullSetter.binder().bind(insert, 2, null);
        insert.executeUpdate();
        written.add(new Object[] {id, null, nullSetter});
      }
    }
    try (PreparedStatement select = connection.prepareStatement("SELECT x FROM v WHERE id = ?")) {
      for (Object[] row : written) {
        select.setInt(1, (Integer) row[0]);
        Object stored = row[1] == null ? null : c.stored().apply(((Setter) row[2]).carried(row[1]));
        try (ResultSet rs = select.executeQuery()) {
          assertTrue(rs.next());
          for (Getter getter : c.getters()) {
            Object expected = stored == null ? primitiveDefault(getter.name()) : getter.expected().apply(stored);
            Object actual;
            try {
              actual = getter.reader().read(rs, 1);
            } catch (SQLException e) {
              failures.add(c.sqlType() + " " + show(row[1]) + " via " + row[2] + ", " + getter.name() + ": "
                  + e.getSQLState() + " " + e.getMessage());
              continue;
            }
            if (!same(expected, actual)) {
              failures.add(c.sqlType() + " " + show(row[1]) + " via " + row[2] + ", " + getter.name() + ": expected "
                  + show(expected) + " but was " + show(actual));
            }
            if (stored == null && !rs.wasNull()) {
              failures.add(c.sqlType() + " NULL via " + row[2] + ", " + getter.name() + ": wasNull() is false");
            }
          }
        }
      }
    }
    assertEquals(List.of(), failures, () -> failures.size() + " failures");
  }

  // ---- the column types -------------------------------------------------------------------

  private static final Calendar UTC = Calendar.getInstance(java.util.TimeZone.getTimeZone("UTC"));

  private static Case timestamp(int p) {
    List<Object> values = new ArrayList<>();
    LocalDateTime base = LocalDateTime.of(2024, 1, 15, 10, 20, 30);
    for (int nanos : new int[] {0, 500_000_000, 123_000_000, 123_456_000, 123_456_789, 999_999_999, 1_000, 1}) {
      values.add(base.withNano(nanos));
    }
    // The extremes, and the instants around 1970 whose millisecond count is negative.
    values.add(LocalDateTime.of(1970, 1, 1, 0, 0));
    values.add(LocalDateTime.of(1969, 12, 31, 23, 59, 59, 999_999_000));
    values.add(LocalDateTime.of(1969, 12, 31, 23, 59, 59, 1_000));
    values.add(LocalDateTime.of(1900, 3, 1, 0, 0, 0, 654_321_000));
    values.add(LocalDateTime.of(1583, 1, 1, 0, 0));
    values.add(LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999));
    values.add(LocalDateTime.of(2024, 2, 29, 23, 59, 59));
    Function<Object, Object> stored = v -> truncate((LocalDateTime) v, p);
    List<Setter> setters = List.of(
        new Setter("setTimestamp", (s, i, v) -> s.setTimestamp(i, Timestamp.valueOf((LocalDateTime) v))),
        new Setter("setTimestamp(UTC calendar)", (s, i, v) -> s.setTimestamp(i,
            Timestamp.from(((LocalDateTime) v).toInstant(java.time.ZoneOffset.UTC)), UTC)),
        new Setter("setObject(LocalDateTime)", (s, i, v) -> s.setObject(i, v)),
        new Setter("setObject(Timestamp)", (s, i, v) -> s.setObject(i, Timestamp.valueOf((LocalDateTime) v))),
        new Setter("setObject(LocalDateTime, TIMESTAMP)", (s, i, v) -> s.setObject(i, v, Types.TIMESTAMP)),
        new Setter("setString", (s, i, v) -> s.setString(i, v.toString().replace('T', ' '))));
    List<Getter> getters = List.of(
        new Getter("getTimestamp", ResultSet::getTimestamp, v -> Timestamp.valueOf((LocalDateTime) v)),
        new Getter("getTimestamp(UTC calendar)", (rs, i) -> rs.getTimestamp(i, UTC),
            v -> Timestamp.from(((LocalDateTime) v).toInstant(java.time.ZoneOffset.UTC))),
        new Getter("getObject", ResultSet::getObject, v -> Timestamp.valueOf((LocalDateTime) v)),
        new Getter("getObject(LocalDateTime)", (rs, i) -> rs.getObject(i, LocalDateTime.class), v -> v),
        new Getter("getString", ResultSet::getString, v -> timestampText((LocalDateTime) v, p)),
        new Getter("getDate", ResultSet::getDate, v -> Date.valueOf(((LocalDateTime) v).toLocalDate())));
    return new Case("TIMESTAMP(" + p + ")", values, stored, setters, getters, Types.TIMESTAMP);
  }

  private static Case time(int p) {
    List<Object> values = new ArrayList<>();
    for (int nanos : new int[] {0, 500_000_000, 123_000_000, 123_456_000, 123_456_789, 999_999_999, 1_000}) {
      values.add(LocalTime.of(10, 20, 30, nanos));
    }
    values.add(LocalTime.MIDNIGHT);
    values.add(LocalTime.of(23, 59, 59, 999_999_000));
    values.add(LocalTime.of(0, 0, 0, 1_000));
    Function<Object, Object> stored = v -> truncate((LocalTime) v, p);
    List<Setter> setters = List.of(
        new Setter("setObject(LocalTime)", (s, i, v) -> s.setObject(i, v)),
        new Setter("setObject(LocalTime, TIME)", (s, i, v) -> s.setObject(i, v, Types.TIME)),
        new Setter("setString", (s, i, v) -> s.setString(i, v.toString())));
    List<Getter> getters = List.of(
        new Getter("getObject(LocalTime)", (rs, i) -> rs.getObject(i, LocalTime.class), v -> v),
        // java.sql.Time holds milliseconds.
        new Getter("getTime", ResultSet::getTime, v -> sqlTime((LocalTime) v)),
        new Getter("getObject", ResultSet::getObject, v -> sqlTime((LocalTime) v)),
        new Getter("getString", ResultSet::getString, v -> timeText((LocalTime) v, p)));
    List<Setter> withTime = new ArrayList<>(setters);
    withTime.add(new Setter("setTime", (s, i, v) -> s.setTime(i, sqlTime((LocalTime) v)), 3));
    withTime.add(new Setter("setObject(Time)", (s, i, v) -> s.setObject(i, sqlTime((LocalTime) v)), 3));
    return new Case("TIME(" + p + ")", values, stored, withTime, getters, Types.TIME);
  }

  private static Case date() {
    List<Object> values = List.of(LocalDate.of(1970, 1, 1), LocalDate.of(1969, 12, 31), LocalDate.of(2024, 2, 29),
        LocalDate.of(1900, 1, 1), LocalDate.of(1583, 1, 1), LocalDate.of(9999, 12, 31));
    List<Setter> setters = List.of(
        new Setter("setDate", (s, i, v) -> s.setDate(i, Date.valueOf((LocalDate) v))),
        new Setter("setObject(LocalDate)", (s, i, v) -> s.setObject(i, v)),
        new Setter("setObject(Date)", (s, i, v) -> s.setObject(i, Date.valueOf((LocalDate) v))),
        new Setter("setObject(LocalDate, DATE)", (s, i, v) -> s.setObject(i, v, Types.DATE)),
        new Setter("setString", (s, i, v) -> s.setString(i, v.toString())));
    List<Getter> getters = List.of(
        new Getter("getDate", ResultSet::getDate, v -> Date.valueOf((LocalDate) v)),
        new Getter("getObject", ResultSet::getObject, v -> Date.valueOf((LocalDate) v)),
        new Getter("getObject(LocalDate)", (rs, i) -> rs.getObject(i, LocalDate.class), v -> v),
        new Getter("getString", ResultSet::getString, Object::toString));
    return new Case("DATE", values, v -> v, setters, getters, Types.DATE);
  }

  private static Case decimal(int precision, int scale) {
    BigDecimal max = BigDecimal.TEN.pow(precision).subtract(BigDecimal.ONE).movePointLeft(scale);
    BigDecimal unit = BigDecimal.ONE.movePointLeft(scale);
    List<Object> values = new ArrayList<>(List.of(BigDecimal.ZERO, max, max.negate(), unit, unit.negate()));
    // A value with every digit, and one with more fractional digits than the scale (rounded).
    StringBuilder digits = new StringBuilder();
    for (int i = 0; i < precision; i++) {
      digits.append((char) ('1' + i % 9));
    }
    values.add(new BigDecimal(new java.math.BigInteger(digits.toString()), scale));
    values.add(new BigDecimal("0.5").movePointLeft(scale));
    Function<Object, Object> stored = v -> ((BigDecimal) v).setScale(scale, RoundingMode.HALF_UP);
    List<Setter> setters = List.of(
        new Setter("setBigDecimal", (s, i, v) -> s.setBigDecimal(i, (BigDecimal) v)),
        new Setter("setObject(BigDecimal)", (s, i, v) -> s.setObject(i, v)),
        new Setter("setObject(BigDecimal, DECIMAL, scale)", (s, i, v) -> s.setObject(i, v, Types.DECIMAL, scale)),
        new Setter("setString", (s, i, v) -> s.setString(i, ((BigDecimal) v).toPlainString())));
    List<Getter> getters = List.of(
        new Getter("getBigDecimal", ResultSet::getBigDecimal, v -> v),
        new Getter("getObject", ResultSet::getObject, v -> v),
        new Getter("getObject(BigDecimal)", (rs, i) -> rs.getObject(i, BigDecimal.class), v -> v),
        new Getter("getString", ResultSet::getString, v -> ((BigDecimal) v).toPlainString()),
        new Getter("getDouble", ResultSet::getDouble, v -> ((BigDecimal) v).doubleValue()));
    return new Case("DECIMAL(" + precision + ", " + scale + ")", values, stored, setters, getters, Types.DECIMAL);
  }

  private static Case integer(String type, long min, long max) {
    List<Object> values = List.of(0L, 1L, -1L, min, max, max / 3);
    List<Setter> setters = new ArrayList<>(List.of(
        new Setter("setLong", (s, i, v) -> s.setLong(i, (Long) v)),
        new Setter("setObject(Long)", (s, i, v) -> s.setObject(i, v)),
        new Setter("setBigDecimal", (s, i, v) -> s.setBigDecimal(i, BigDecimal.valueOf((Long) v))),
        new Setter("setString", (s, i, v) -> s.setString(i, v.toString()))));
    if (max <= Integer.MAX_VALUE) {
      setters.add(new Setter("setInt", (s, i, v) -> s.setInt(i, ((Long) v).intValue())));
      setters.add(new Setter("setObject(Integer)", (s, i, v) -> s.setObject(i, ((Long) v).intValue())));
    }
    if (max <= Short.MAX_VALUE) {
      setters.add(new Setter("setShort", (s, i, v) -> s.setShort(i, ((Long) v).shortValue())));
    }
    if (max <= Byte.MAX_VALUE) {
      setters.add(new Setter("setByte", (s, i, v) -> s.setByte(i, ((Long) v).byteValue())));
    }
    List<Getter> getters = new ArrayList<>(List.of(
        new Getter("getLong", ResultSet::getLong, v -> v),
        new Getter("getBigDecimal", ResultSet::getBigDecimal, v -> BigDecimal.valueOf((Long) v)),
        new Getter("getString", ResultSet::getString, Object::toString),
        new Getter("getObject(Long)", (rs, i) -> rs.getObject(i, Long.class), v -> v)));
    if (max <= Integer.MAX_VALUE) {
      getters.add(new Getter("getInt", ResultSet::getInt, v -> ((Long) v).intValue()));
      // JDBC's table B-3 maps TINYINT, SMALLINT and INTEGER to Integer, as PostgreSQL and H2 do.
      getters.add(new Getter("getObject", ResultSet::getObject, v -> ((Long) v).intValue()));
    } else {
      getters.add(new Getter("getObject", ResultSet::getObject, v -> v));
    }
    return new Case(type, values, v -> v, setters, getters, type.equals("BIGINT") ? Types.BIGINT : Types.INTEGER);
  }

  private static Case approximate(String type) {
    boolean real = type.equals("REAL");
    List<Object> values = real
        ? List.of(0.0, 1.5, -2.25, (double) Float.MAX_VALUE, (double) Float.MIN_VALUE, (double) -Float.MAX_VALUE,
            (double) 0.1f)
        : List.of(0.0, 1.5, -2.25, Double.MAX_VALUE, Double.MIN_VALUE, -Double.MAX_VALUE, 0.1, 1e-300);
    List<Setter> setters = new ArrayList<>(List.of(
        new Setter("setDouble", (s, i, v) -> s.setDouble(i, (Double) v)),
        new Setter("setObject(Double)", (s, i, v) -> s.setObject(i, v))));
    if (real) {
      setters.add(new Setter("setFloat", (s, i, v) -> s.setFloat(i, ((Double) v).floatValue())));
      setters.add(new Setter("setObject(Float)", (s, i, v) -> s.setObject(i, ((Double) v).floatValue())));
    }
    List<Getter> getters = new ArrayList<>(List.of(
        new Getter("getDouble", ResultSet::getDouble, v -> v),
        new Getter("getObject(Double)", (rs, i) -> rs.getObject(i, Double.class), v -> v)));
    if (real) {
      getters.add(new Getter("getFloat", ResultSet::getFloat, v -> ((Double) v).floatValue()));
      getters.add(new Getter("getObject", ResultSet::getObject, v -> ((Double) v).floatValue()));
    } else {
      getters.add(new Getter("getObject", ResultSet::getObject, v -> v));
    }
    return new Case(type, values, v -> v, setters, getters, real ? Types.REAL : Types.DOUBLE);
  }

  private static Case bool() {
    List<Setter> setters = List.of(
        new Setter("setBoolean", (s, i, v) -> s.setBoolean(i, (Boolean) v)),
        new Setter("setObject(Boolean)", (s, i, v) -> s.setObject(i, v)),
        new Setter("setObject(Boolean, BOOLEAN)", (s, i, v) -> s.setObject(i, v, Types.BOOLEAN)),
        new Setter("setString", (s, i, v) -> s.setString(i, v.toString())));
    List<Getter> getters = List.of(
        new Getter("getBoolean", ResultSet::getBoolean, v -> v),
        new Getter("getObject", ResultSet::getObject, v -> v),
        // As CAST(b AS VARCHAR) writes it.
        new Getter("getString", ResultSet::getString, v -> v.toString().toUpperCase(java.util.Locale.ROOT)),
        new Getter("getInt", ResultSet::getInt, v -> (Boolean) v ? 1 : 0));
    return new Case("BOOLEAN", List.of(true, false), v -> v, setters, getters, Types.BOOLEAN);
  }

  private static Case string(String type) {
    List<Object> values = List.of("", "a", "O'Brien", "ñ€ 😀", "  padded  ", "12345678901234567890");
    List<Setter> setters = List.of(
        new Setter("setString", (s, i, v) -> s.setString(i, (String) v)),
        new Setter("setObject(String)", (s, i, v) -> s.setObject(i, v)),
        new Setter("setObject(String, VARCHAR)", (s, i, v) -> s.setObject(i, v, Types.VARCHAR)),
        new Setter("setNString", (s, i, v) -> s.setNString(i, (String) v)));
    List<Getter> getters = List.of(
        new Getter("getString", ResultSet::getString, v -> v),
        new Getter("getObject", ResultSet::getObject, v -> v),
        new Getter("getObject(String)", (rs, i) -> rs.getObject(i, String.class), v -> v));
    return new Case(type, values, v -> v, setters, getters, Types.VARCHAR);
  }

  private static Case binary() {
    List<Object> values = List.of(new byte[0], new byte[] {0}, new byte[] {-128, 127, 0, 1},
        "bytes".getBytes(StandardCharsets.UTF_8));
    List<Setter> setters = List.of(
        new Setter("setBytes", (s, i, v) -> s.setBytes(i, (byte[]) v)),
        new Setter("setObject(byte[])", (s, i, v) -> s.setObject(i, v)));
    List<Getter> getters = List.of(
        new Getter("getBytes", ResultSet::getBytes, v -> v),
        new Getter("getObject", ResultSet::getObject, v -> v));
    return new Case("VARBINARY(16)", values, v -> v, setters, getters, Types.VARBINARY);
  }

  private static List<Setter> nullSetters(int jdbcType) {
    return List.of(
        new Setter("setNull(" + jdbcType + ")", (s, i, v) -> s.setNull(i, jdbcType)),
        new Setter("setObject(null)", (s, i, v) -> s.setObject(i, null)),
        new Setter("setObject(null, " + jdbcType + ")", (s, i, v) -> s.setObject(i, null, jdbcType)));
  }

  // ---- expected values ----------------------------------------------------------------------

  static LocalDateTime truncate(LocalDateTime t, int digits) {
    long unit = (long) Math.pow(10, 9 - digits);
    return t.withNano((int) (t.getNano() / unit * unit));
  }

  static LocalTime truncate(LocalTime t, int digits) {
    long unit = (long) Math.pow(10, 9 - digits);
    return t.withNano((int) (t.getNano() / unit * unit));
  }

  static Time sqlTime(LocalTime t) {
    return new Time(Time.valueOf(t.withNano(0)).getTime() + t.getNano() / 1_000_000);
  }

  static String timestampText(LocalDateTime t, int digits) {
    return t.toLocalDate() + " " + timeText(t.toLocalTime(), digits);
  }

  static String timeText(LocalTime t, int digits) {
    String text = String.format("%02d:%02d:%02d", t.getHour(), t.getMinute(), t.getSecond());
    if (digits == 0) {
      return text;
    }
    return text + "." + String.format("%09d", t.getNano()).substring(0, digits);
  }

  /** What a getter of a primitive type returns for NULL. */
  private static Object primitiveDefault(String getter) {
    return switch (getter) {
      case "getLong" -> 0L;
      case "getInt" -> 0;
      case "getDouble" -> 0.0;
      case "getFloat" -> 0.0f;
      case "getBoolean" -> false;
      default -> null;
    };
  }

  private static boolean same(Object expected, Object actual) {
    if (expected instanceof Date e && actual instanceof Date a) {
      return e.toString().equals(a.toString());
    }
    if (expected instanceof byte[] e && actual instanceof byte[] a) {
      return Arrays.equals(e, a);
    }
    if (expected instanceof BigDecimal e && actual instanceof BigDecimal a) {
      return e.compareTo(a) == 0 && e.scale() == a.scale();
    }
    if (expected instanceof Time e && actual instanceof Time a) {
      return e.getTime() == a.getTime();
    }
    return Objects.equals(expected, actual);
  }

  private static String show(Object value) {
    if (value instanceof byte[] b) {
      return Arrays.toString(b);
    }
    if (value instanceof Time t) {
      return t + "(" + t.getTime() + " ms)";
    }
    if (value != null && !(value instanceof String)) {
      return value + " (" + value.getClass().getSimpleName() + ")";
    }
    return String.valueOf(value);
  }
}
