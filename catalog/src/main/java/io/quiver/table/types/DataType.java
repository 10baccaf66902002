package io.quiver.table.types;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.List;
import java.util.Objects;

/**
 * The data type of a column or expression in the Table API: a SQL logical type plus the Java
 * class its values have outside the engine ({@link #getConversionClass()}).
 */
public final class DataType {
  private final SqlType logicalType;
  private final List<String> fieldNames;
  private final List<DataType> fieldTypes;
  private final boolean localTimeZone;

  public DataType(SqlType logicalType) {
    this(logicalType, false);
  }

  /**
   * A type; with {@code localTimeZone}, a {@code TIMESTAMP WITH LOCAL TIME ZONE}: stored as a UTC
   * TIMESTAMP and shown in the session time zone.
   */
  public DataType(SqlType logicalType, boolean localTimeZone) {
    this.logicalType = Objects.requireNonNull(logicalType, "logicalType is null");
    this.fieldNames = List.of();
    this.fieldTypes = List.of();
    this.localTimeZone = localTimeZone && logicalType.id() == TypeId.TIMESTAMP;
  }

  /** True for {@code TIMESTAMP WITH LOCAL TIME ZONE}. */
  public boolean isLocalTimeZone() {
    return localTimeZone;
  }

  /**
   * A ROW type. Quiver does not store ROW columns; a row type describes the rows of
   * {@code fromValues}, so its logical type is a placeholder.
   */
  public DataType(List<String> fieldNames, List<DataType> fieldTypes) {
    if (fieldNames.size() != fieldTypes.size()) {
      throw new IllegalArgumentException("as many field names as field types are needed");
    }
    this.logicalType = SqlType.of(TypeId.NULL);
    this.fieldNames = List.copyOf(fieldNames);
    this.fieldTypes = List.copyOf(fieldTypes);
    this.localTimeZone = false;
  }

  /** True for a ROW type made with the two-list constructor. */
  public boolean isRow() {
    return !fieldNames.isEmpty();
  }

  public List<String> getFieldNames() {
    return fieldNames;
  }

  public List<DataType> getFieldTypes() {
    return fieldTypes;
  }

  public SqlType getLogicalType() {
    return logicalType;
  }

  public DataType notNull() {
    return isRow() ? this : new DataType(logicalType.withNullable(false), localTimeZone);
  }

  public DataType nullable() {
    return isRow() ? this : new DataType(logicalType.withNullable(true), localTimeZone);
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
    return o instanceof DataType other && other.logicalType.equals(logicalType) && other.fieldNames.equals(fieldNames)
        && other.fieldTypes.equals(fieldTypes) && other.localTimeZone == localTimeZone;
  }

  @Override
  public int hashCode() {
    return Objects.hash(logicalType, fieldNames, fieldTypes);
  }

  @Override
  public String toString() {
    if (isRow()) {
      StringBuilder sb = new StringBuilder("ROW<");
      for (int i = 0; i < fieldNames.size(); i++) {
        sb.append(i > 0 ? ", " : "").append('`').append(fieldNames.get(i)).append("` ").append(fieldTypes.get(i));
      }
      return sb.append('>').toString();
    }
    return summary(logicalType, localTimeZone);
  }

  /**
   * A logical type as Flink's {@code LogicalType.asSummaryString()} spells it: {@code INT}, {@code
   * FLOAT}, {@code STRING}, {@code BYTES}, {@code TIMESTAMP_LTZ(3)}, {@code TIME(0)}, each followed
   * by {@code NOT NULL} when it is not nullable.
   */
  public static String summary(SqlType type, boolean localTimeZone) {
    String base = switch (type.id()) {
      case INTEGER -> "INT";
      case REAL -> "FLOAT";
      case DECIMAL -> "DECIMAL(" + type.precision() + ", " + type.scale() + ")";
      case CHAR -> "CHAR(" + type.precision() + ")";
      case VARCHAR -> type.precision() == SqlType.MAX_VARCHAR_LENGTH ? "STRING" : "VARCHAR(" + type.precision() + ")";
      case BINARY -> "BINARY(" + type.precision() + ")";
      case VARBINARY -> type.precision() == SqlType.MAX_VARCHAR_LENGTH ? "BYTES" : "VARBINARY(" + type.precision() + ")";
      case TIME -> "TIME(" + Math.max(0, type.precision()) + ")";
      case TIMESTAMP -> (localTimeZone ? "TIMESTAMP_LTZ(" : "TIMESTAMP(") + Math.max(0, type.precision()) + ")";
      case TIMESTAMP_LTZ -> "TIMESTAMP_LTZ(" + Math.max(0, type.precision()) + ")";
      case INTERVAL_YEAR_MONTH -> "INTERVAL YEAR(2) TO MONTH";
      case INTERVAL_DAY_TIME -> "INTERVAL DAY(2) TO SECOND(3)";
      default -> type.id().name();
    };
    return type.nullable() ? base : base + " NOT NULL";
  }
}
