package io.quiver.jdbc;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.avatica.Meta;

/**
 * TIMESTAMP and TIME values over Avatica's protocol with their microseconds. Avatica's server
 * sends such a value as a number of milliseconds (its {@code JdbcResultSet} calls
 * {@code Timestamp.getTime()}), so the digits below the millisecond are lost. Quiver's server
 * records them as the session's result set is read ({@link #keep}) and sends the value as a
 * decimal number of milliseconds instead ({@link #frame}); the Quiver remote client adds the
 * fraction back ({@link #timestamp}, {@link #time}). Avatica's own client reads the number's
 * integral part, that is the milliseconds, as before: for an instant before 1970 with a fraction
 * the number is written so that its integral part is still the floor of the milliseconds.
 */
public final class SubMillisecondTimes {
  private SubMillisecondTimes() {}

  /** Makes the result sets of this embedded connection record what {@link #frame} needs. */
  public static void keep(Connection embedded) throws SQLException {
    embedded.unwrap(QuiverConnection.class).keepSubMilliseconds = true;
  }

  /**
   * The frame Avatica's server read from {@code resultSet}, with its TIMESTAMP and TIME values as
   * exact numbers of milliseconds where they have digits below the millisecond.
   */
  public static Meta.Frame frame(ResultSet resultSet, Meta.Frame frame) throws SQLException {
    if (frame == null || !resultSet.isWrapperFor(QuiverResultSet.class)) {
      return frame;
    }
    QuiverResultSet quiver = resultSet.unwrap(QuiverResultSet.class);
    int[] types = quiver.columnTypes();
    int width = types.length;
    boolean[] temporal = new boolean[width];
    boolean any = false;
    for (int c = 0; c < width; c++) {
      temporal[c] = types[c] == Types.TIMESTAMP || types[c] == Types.TIME;
      any |= temporal[c];
    }
    if (!any) {
      quiver.subMilliseconds.clear();
      return frame;
    }
    List<Object> rows = new ArrayList<>();
    for (Object row : frame.rows) {
      Object[] values = row instanceof Object[] array ? array.clone() : ((List<?>) row).toArray();
      for (int c = 0; c < width; c++) {
        if (temporal[c] && values[c] instanceof Number millis && !quiver.subMilliseconds.isEmpty()) {
          values[c] = encode(millis.longValue(), quiver.subMilliseconds.removeFirst());
        }
      }
      rows.add(values);
    }
    quiver.subMilliseconds.clear();
    return Meta.Frame.create(frame.offset, frame.done, rows);
  }

  private static Object encode(long millis, int nanos) {
    if (nanos == 0) {
      return millis;
    }
    BigDecimal fraction = BigDecimal.valueOf(nanos, 6);
    // millis is the floor; before 1970, millis - 1 + (1 - fraction) truncates to millis as well.
    return millis >= 0 ? BigDecimal.valueOf(millis).add(fraction)
        : BigDecimal.valueOf(millis).subtract(BigDecimal.ONE.subtract(fraction));
  }

  /** The nanoseconds below the millisecond that a number from {@link #frame} carries; 0 if none. */
  static int nanos(BigDecimal number) {
    if (number == null || number.scale() <= 0) {
      return 0;
    }
    BigDecimal whole = number.setScale(0, RoundingMode.DOWN);
    BigDecimal fraction = number.subtract(whole);
    if (fraction.signum() < 0) {
      fraction = fraction.add(BigDecimal.ONE);
    }
    return fraction.movePointRight(6).intValue();
  }

  /** The timestamp Avatica's client read, with the digits below its millisecond added back. */
  static Timestamp timestamp(Timestamp millis, BigDecimal number) {
    int nanos = nanos(number);
    if (millis == null || nanos == 0) {
      return millis;
    }
    Timestamp precise = new Timestamp(millis.getTime());
    precise.setNanos(millis.getNanos() + nanos);
    return precise;
  }

  /** The time of day with its microseconds, from the number {@link #frame} sent. */
  static java.time.LocalTime time(Time millis, BigDecimal number) {
    if (millis == null) {
      return null;
    }
    java.time.LocalTime t = millis.toLocalTime().withNano((int) Math.floorMod(millis.getTime(), 1000L) * 1_000_000);
    return t.plusNanos(nanos(number));
  }
}
