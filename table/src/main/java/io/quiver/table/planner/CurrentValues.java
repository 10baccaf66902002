package io.quiver.table.planner;

import io.quiver.engine.runtime.SqlFunctions;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Locale;
import org.apache.calcite.rex.RexCall;

/**
 * CURRENT_DATE, CURRENT_TIME, CURRENT_TIMESTAMP, LOCALTIME and LOCALTIMESTAMP become literals
 * when the statement is planned, so that every row of a statement sees the same instant. As in
 * Flink, the wall-clock ones (CURRENT_DATE, CURRENT_TIME, LOCALTIME, LOCALTIMESTAMP) read the
 * session time zone's clock; CURRENT_TIMESTAMP and NOW, when typed TIMESTAMP WITH LOCAL TIME ZONE,
 * are the instant itself. The session's names become literals the same way: CURRENT_USER, USER,
 * SESSION_USER, SYSTEM_USER and CURRENT_ROLE (the session's user), CURRENT_SCHEMA and
 * {@code current_schema()} (its current database, JDBC's schema), CURRENT_CATALOG and
 * {@code current_database()} (its current catalog, JDBC's catalog: PostgreSQL's database).
 */
final class CurrentValues {
  /** What the session's name functions return. */
  record SessionNames(String user, String catalog, String database) {}

  private static final long MICROS_PER_DAY = 86_400_000_000L;

  private CurrentValues() {}

  /** The call's value as a literal, or null if it is not one of these functions. */
  static Literal lower(RexCall call, SqlType type, ZoneId sessionZone, SessionNames names) {
    if (!call.getOperands().isEmpty()) {
      return null;
    }
    String name = call.getOperator().getName().toUpperCase(Locale.ROOT);
    switch (name) {
      case "USER", "CURRENT_USER", "SESSION_USER", "SYSTEM_USER", "CURRENT_ROLE" -> {
        return new Literal(names.user(), type);
      }
      case "CURRENT_SCHEMA" -> {
        return new Literal(names.database(), type);
      }
      case "CURRENT_CATALOG", "CURRENT_DATABASE" -> {
        return new Literal(names.catalog(), type);
      }
      default -> { }
    }
    Instant instant = Instant.now();
    LocalDateTime now = LocalDateTime.ofInstant(instant, sessionZone);
    long micros = type.id() == TypeId.TIMESTAMP_LTZ
        ? SqlFunctions.toMicros(LocalDateTime.ofInstant(instant, ZoneOffset.UTC))
        : SqlFunctions.toMicros(now);
    return switch (name) {
      case "CURRENT_DATE", "CURDATE" -> new Literal((int) now.toLocalDate().toEpochDay(), type);
      case "CURRENT_TIME", "LOCALTIME" -> new Literal(truncate(Math.floorMod(micros, MICROS_PER_DAY), type), type);
      case "CURRENT_TIMESTAMP", "LOCALTIMESTAMP", "NOW" -> new Literal(truncate(micros, type), type);
      default -> null;
    };
  }

  private static long truncate(long micros, SqlType type) {
    int precision = Math.max(0, Math.min(6, type.precision()));
    return SqlFunctions.truncateMicros(micros, precision);
  }
}
