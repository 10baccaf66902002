package io.quiver.table.planner;

import io.quiver.engine.exec.SqlFunctions;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.types.SqlType;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Locale;
import org.apache.calcite.rex.RexCall;

/**
 * CURRENT_DATE, CURRENT_TIME, CURRENT_TIMESTAMP, LOCALTIME and LOCALTIMESTAMP become literals
 * when the statement is planned, so that every row of a statement sees the same instant. The
 * session time zone is UTC.
 */
final class CurrentValues {
  private static final long MICROS_PER_DAY = 86_400_000_000L;

  private CurrentValues() {}

  /** The call's value as a literal, or null if it is not one of these functions. */
  static Literal lower(RexCall call, SqlType type) {
    if (!call.getOperands().isEmpty()) {
      return null;
    }
    String name = call.getOperator().getName().toUpperCase(Locale.ROOT);
    LocalDateTime now = LocalDateTime.now(ZoneOffset.UTC);
    long micros = SqlFunctions.toMicros(now);
    return switch (name) {
      case "CURRENT_DATE" -> new Literal((int) now.toLocalDate().toEpochDay(), type);
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
