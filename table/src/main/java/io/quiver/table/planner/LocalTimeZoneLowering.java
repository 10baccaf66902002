package io.quiver.table.planner;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.time.ZoneId;
import java.util.List;

/**
 * TIMESTAMP WITH LOCAL TIME ZONE holds instants; whatever reads one as a wall clock (a cast to
 * TIMESTAMP, DATE, TIME or a string, EXTRACT, FLOOR/CEIL to a unit, DATE_FORMAT) reads it in the
 * session time zone ({@code table.local-time-zone}), and a wall-clock value cast to it is taken
 * as a reading of that zone, as Flink defines the type.
 */
public final class LocalTimeZoneLowering {
  private final Literal zone;

  LocalTimeZoneLowering(ZoneId zone) {
    this.zone = new Literal(zone.getId(), SqlType.varchar(SqlType.MAX_VARCHAR_LENGTH).withNullable(false));
  }

  /** The cast that stores {@code value} in a column of type {@code to} (INSERT, UPDATE). */
  public static Expr assignment(Expr value, SqlType to, ZoneId sessionZone) {
    Expr throughZone = new LocalTimeZoneLowering(sessionZone).cast(value, to);
    return throughZone != null ? throughZone : new Call(Operator.CAST, List.of(value), to);
  }

  static boolean isLocalZoned(Expr expr) {
    return expr.type().id() == TypeId.TIMESTAMP_LTZ;
  }

  /** The cast of {@code value} to {@code to} through the session zone, or null if neither side is zoned. */
  Expr cast(Expr value, SqlType to) {
    SqlType from = value.type();
    boolean fromZoned = from.id() == TypeId.TIMESTAMP_LTZ;
    boolean toZoned = to.id() == TypeId.TIMESTAMP_LTZ;
    if (fromZoned == toZoned) {
      return null;
    }
    if (fromZoned) {
      boolean fits = to.id() == TypeId.TIMESTAMP && to.precision() >= from.precision();
      return fits
          ? new Call(Operator.LTZ_TO_TIMESTAMP, List.of(zone, value), to)
          : new Call(Operator.CAST, List.of(toLocal(value)), to);
    }
    SqlType wallClock = new SqlType(TypeId.TIMESTAMP, to.precision(), 0, to.nullable());
    boolean fits = from.id() == TypeId.TIMESTAMP && from.precision() <= to.precision();
    Expr local = fits ? value : new Call(Operator.CAST, List.of(value), wallClock);
    return new Call(Operator.TIMESTAMP_TO_LTZ, List.of(zone, local), to);
  }

  /** The wall-clock reading of a zoned value; other values are returned as they are. */
  Expr toLocal(Expr value) {
    if (!isLocalZoned(value)) {
      return value;
    }
    SqlType type = value.type();
    return new Call(Operator.LTZ_TO_TIMESTAMP, List.of(zone, value),
        new SqlType(TypeId.TIMESTAMP, type.precision(), 0, type.nullable()));
  }

  /** The instant of a wall-clock value computed for a zoned result of type {@code type}. */
  Expr toInstant(Expr local, SqlType type) {
    return new Call(Operator.TIMESTAMP_TO_LTZ, List.of(zone, local), type);
  }

  /**
   * A call that reads its zoned operands as wall-clock values: they are converted first, and a
   * zoned result (FLOOR(x TO DAY) of a zoned x) is converted back to an instant.
   */
  Expr readingWallClock(Operator operator, List<Expr> operands, SqlType type) {
    if (operands.stream().noneMatch(LocalTimeZoneLowering::isLocalZoned)) {
      return new Call(operator, operands, type);
    }
    List<Expr> local = operands.stream().map(this::toLocal).toList();
    if (type.id() != TypeId.TIMESTAMP_LTZ) {
      return new Call(operator, local, type);
    }
    SqlType wallClock = new SqlType(TypeId.TIMESTAMP, type.precision(), 0, type.nullable());
    return toInstant(new Call(operator, local, wallClock), type);
  }
}
