package io.quiver.table.types.logical;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.types.DataType;
import java.util.List;
import java.util.Objects;

/**
 * A SQL type without its Java conversion class, as Flink's {@code LogicalType} describes it: its
 * root, its nullability, its component types and its two spellings ({@link #asSummaryString()},
 * {@link #asSerializableString()}). A {@link DataType} gives one through {@link DataType#getLogicalType()}.
 */
public final class LogicalType {
  private final SqlType type;

  /** The logical type of an engine type; a TIMESTAMP_LTZ is a {@link TypeId#TIMESTAMP_LTZ} here. */
  public LogicalType(SqlType type) {
    this.type = Objects.requireNonNull(type, "type is null");
  }

  public boolean isNullable() {
    return type.nullable();
  }

  public LogicalTypeRoot getTypeRoot() {
    return switch (type.id()) {
      case BOOLEAN -> LogicalTypeRoot.BOOLEAN;
      case TINYINT -> LogicalTypeRoot.TINYINT;
      case SMALLINT -> LogicalTypeRoot.SMALLINT;
      case INTEGER -> LogicalTypeRoot.INTEGER;
      case BIGINT -> LogicalTypeRoot.BIGINT;
      case REAL -> LogicalTypeRoot.FLOAT;
      case DOUBLE -> LogicalTypeRoot.DOUBLE;
      case DECIMAL -> LogicalTypeRoot.DECIMAL;
      case CHAR -> LogicalTypeRoot.CHAR;
      case VARCHAR -> LogicalTypeRoot.VARCHAR;
      case DATE -> LogicalTypeRoot.DATE;
      case TIMESTAMP -> LogicalTypeRoot.TIMESTAMP_WITHOUT_TIME_ZONE;
      case TIME -> LogicalTypeRoot.TIME_WITHOUT_TIME_ZONE;
      case TIMESTAMP_LTZ -> LogicalTypeRoot.TIMESTAMP_WITH_LOCAL_TIME_ZONE;
      case BINARY -> LogicalTypeRoot.BINARY;
      case VARBINARY -> LogicalTypeRoot.VARBINARY;
      case INTERVAL_YEAR_MONTH -> LogicalTypeRoot.INTERVAL_YEAR_MONTH;
      case INTERVAL_DAY_TIME -> LogicalTypeRoot.INTERVAL_DAY_TIME;
      case NULL -> LogicalTypeRoot.NULL;
      case ARRAY -> LogicalTypeRoot.ARRAY;
      case MULTISET -> LogicalTypeRoot.MULTISET;
      case MAP -> LogicalTypeRoot.MAP;
      case ROW -> LogicalTypeRoot.ROW;
    };
  }

  /** Whether this type's root is {@code root}. */
  public boolean is(LogicalTypeRoot root) {
    return getTypeRoot() == root;
  }

  /** The same type with the given nullability. */
  public LogicalType copy(boolean isNullable) {
    return new LogicalType(type.withNullable(isNullable));
  }

  public LogicalType copy() {
    return this;
  }

  /** The component types: an ARRAY's or MULTISET's element, a MAP's key and value, a ROW's fields. */
  public List<LogicalType> getChildren() {
    return type.fields().stream().map(f -> new LogicalType(f.type())).toList();
  }

  /** The short spelling: {@code INT}, {@code STRING}, {@code TIMESTAMP_LTZ(3)}, with {@code NOT NULL} when so. */
  public String asSummaryString() {
    return DataType.summary(type, false);
  }

  /** The spelling SQL parses back to this type: STRING as {@code VARCHAR(2147483647)}, TIMESTAMP_LTZ in full. */
  public String asSerializableString() {
    return serializable(type);
  }

  private static String serializable(SqlType type) {
    String base = switch (type.id()) {
      case VARCHAR -> "VARCHAR(" + type.precision() + ")";
      case VARBINARY -> "VARBINARY(" + type.precision() + ")";
      case TIMESTAMP_LTZ -> "TIMESTAMP(" + Math.max(0, type.precision()) + ") WITH LOCAL TIME ZONE";
      case ARRAY, MULTISET -> type.id().name() + "<" + serializable(type.elementType()) + ">";
      case MAP -> "MAP<" + serializable(type.keyType()) + ", " + serializable(type.valueType()) + ">";
      case ROW -> type.fields().stream()
          .map(f -> "`" + f.name().replace("`", "``") + "` " + serializable(f.type()))
          .collect(java.util.stream.Collectors.joining(", ", "ROW<", ">"));
      default -> DataType.summary(type.withNullable(true), false);
    };
    return type.nullable() ? base : base + " NOT NULL";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LogicalType other && other.type.equals(type);
  }

  @Override
  public int hashCode() {
    return type.hashCode();
  }

  @Override
  public String toString() {
    return asSummaryString();
  }
}
