package io.quiver.table.catalog;

import io.quiver.table.types.DataType;
import java.util.Objects;

/**
 * A table's {@code WATERMARK FOR column AS expression}: the rowtime column, the expression as
 * Flink writes it back (identifiers in backticks) and the expression's type. A batch query reads the column as any other;
 * only DESCRIBE and the schema show the watermark.
 */
public final class WatermarkSpec {
  private final String rowtimeAttribute;
  private final String expression;
  private final DataType type;

  public WatermarkSpec(String rowtimeAttribute, String expression, DataType type) {
    this.rowtimeAttribute = Objects.requireNonNull(rowtimeAttribute, "rowtimeAttribute is null");
    this.expression = Objects.requireNonNull(expression, "expression is null");
    this.type = Objects.requireNonNull(type, "type is null");
  }

  public String getRowtimeAttribute() {
    return rowtimeAttribute;
  }

  /** The watermark expression's SQL text, such as {@code `ts` - INTERVAL '5' SECOND}. */
  public String expressionSql() {
    return expression;
  }

  public DataType getType() {
    return type;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WatermarkSpec w && w.rowtimeAttribute.equals(rowtimeAttribute) && w.expression.equals(expression)
        && w.type.equals(type);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rowtimeAttribute, expression, type);
  }

  @Override
  public String toString() {
    return "WATERMARK FOR `" + rowtimeAttribute.replace("`", "``") + "`: " + type + " AS " + expression;
  }
}
