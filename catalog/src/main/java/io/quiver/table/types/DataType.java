package io.quiver.table.types;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.Objects;

/**
 * The data type of a column or expression in the Table API: a SQL logical type plus the Java
 * class its values have outside the engine ({@link #getConversionClass()}).
 */
public final class DataType {
  private final SqlType logicalType;

  public DataType(SqlType logicalType) {
    this.logicalType = Objects.requireNonNull(logicalType, "logicalType is null");
  }

  public SqlType getLogicalType() {
    return logicalType;
  }

  public DataType notNull() {
    return new DataType(logicalType.withNullable(false));
  }

  public DataType nullable() {
    return new DataType(logicalType.withNullable(true));
  }

  public Class<?> getConversionClass() {
    return conversionClass(logicalType.id());
  }

  public static Class<?> conversionClass(TypeId id) {
    return switch (id) {
      case BOOLEAN -> Boolean.class;
      case TINYINT -> Byte.class;
      case SMALLINT -> Short.class;
      case INTEGER -> Integer.class;
      case BIGINT -> Long.class;
      case REAL -> Float.class;
      case DOUBLE -> Double.class;
      case DECIMAL -> java.math.BigDecimal.class;
      case CHAR, VARCHAR -> String.class;
      case DATE -> java.time.LocalDate.class;
      case TIMESTAMP -> java.time.LocalDateTime.class;
      case TIME -> java.time.LocalTime.class;
      case TIMESTAMP_LTZ -> java.time.Instant.class;
      case BINARY, VARBINARY -> byte[].class;
      case INTERVAL_YEAR_MONTH -> java.time.Period.class;
      case INTERVAL_DAY_TIME -> java.time.Duration.class;
      case NULL -> Object.class;
    };
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DataType other && other.logicalType.equals(logicalType);
  }

  @Override
  public int hashCode() {
    return logicalType.hashCode();
  }

  @Override
  public String toString() {
    return logicalType.toString();
  }
}
