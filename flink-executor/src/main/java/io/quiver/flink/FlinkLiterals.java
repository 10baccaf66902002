package io.quiver.flink;

import io.quiver.table.api.TableException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.HexFormat;

/** A Java value of a Quiver row as a Flink SQL literal of the column's type. */
final class FlinkLiterals {
  private FlinkLiterals() {}

  static String of(Object value, String type) {
    if (value == null) {
      return "CAST(NULL AS " + type + ")";
    }
    if (value instanceof Boolean b) {
      return b ? "TRUE" : "FALSE";
    }
    if (value instanceof byte[] bytes) {
      return "X'" + HexFormat.of().formatHex(bytes) + "'";
    }
    String text;
    if (value instanceof BigDecimal d) {
      text = d.toPlainString();
    } else if (value instanceof Number || value instanceof String || value instanceof LocalDate
        || value instanceof LocalTime) {
      text = value.toString();
    } else if (value instanceof LocalDateTime t) {
      text = t.toString().replace('T', ' ');
    } else {
      throw new TableException("A value of type " + value.getClass().getSimpleName() + " (" + type + ") of a Quiver"
          + " in-memory table cannot be sent to the Flink cluster; write the table to files instead.", null, "0A000", 0, 0);
    }
    return "CAST('" + text.replace("'", "''") + "' AS " + type + ")";
  }
}
