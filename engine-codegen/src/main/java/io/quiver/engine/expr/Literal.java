package io.quiver.engine.expr;

import io.quiver.engine.types.SqlType;
import java.util.Objects;

/**
 * A constant. The value is held in its physical form: {@code Boolean}, {@code Integer} (TINYINT,
 * SMALLINT, INTEGER, DATE as epoch days), {@code Long} (BIGINT, TIMESTAMP as epoch microseconds,
 * DECIMAL up to 18 digits as its unscaled value), {@code Float}, {@code Double},
 * {@code BigDecimal} (wider DECIMAL), {@code String} (CHAR, VARCHAR), or {@code null}.
 *
 * <p>Generated code reads literals from fields, never from its text, so that queries differing
 * only in their constants share one compiled class.
 */
public record Literal(Object value, SqlType type) implements Expr {
  public Literal {
    Objects.requireNonNull(type, "type is null");
  }

  public static Literal nullOf(SqlType type) {
    return new Literal(null, type.withNullable(true));
  }

  @Override
  public String toString() {
    return value == null ? "NULL" : value instanceof String s ? "'" + s + "'" : value.toString();
  }
}
