package io.quiver.table.types;

import io.quiver.engine.types.Column;
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
  /** The conversion class {@link #bridgedTo} chose, or null for the type's default. */
  private Class<?> bridgedClass;
  /** An interval type's range of units as the program declared it ({@code DAY(2) TO SECOND(3)}), or null. */
  private String intervalQualifier;

  public DataType(SqlType logicalType) {
    this(logicalType, false);
  }

  /**
   * A type; with {@code localTimeZone}, a {@code TIMESTAMP WITH LOCAL TIME ZONE}: stored as a UTC
   * TIMESTAMP and shown in the session time zone.
   */
  public DataType(SqlType logicalType, boolean localTimeZone) {
    this.logicalType = Objects.requireNonNull(logicalType, "logicalType is null");
    boolean row = logicalType.id() == TypeId.ROW;
    this.fieldNames = row ? logicalType.fields().stream().map(Column::name).toList() : List.of();
    this.fieldTypes = row ? logicalType.fields().stream().map(f -> new DataType(f.type())).toList() : List.of();
    this.localTimeZone = localTimeZone && logicalType.id() == TypeId.TIMESTAMP;
  }

  /** True for {@code TIMESTAMP WITH LOCAL TIME ZONE}. */
  public boolean isLocalTimeZone() {
    return localTimeZone;
  }

  /** A nullable ROW type of the given fields. */
  public DataType(List<String> fieldNames, List<DataType> fieldTypes) {
    if (fieldNames.size() != fieldTypes.size()) {
      throw new IllegalArgumentException("as many field names as field types are needed");
    }
    List<Column> fields = new java.util.ArrayList<>();
    for (int i = 0; i < fieldNames.size(); i++) {
      fields.add(new Column(fieldNames.get(i), fieldTypes.get(i).logicalTypeWithZone()));
    }
    this.logicalType = SqlType.row(fields);
    this.fieldNames = List.copyOf(fieldNames);
    this.fieldTypes = List.copyOf(fieldTypes);
    this.localTimeZone = false;
  }

  /** The logical type, a TIMESTAMP of local time zone as TIMESTAMP_LTZ (as it nests in composites). */
  private SqlType logicalTypeWithZone() {
    return localTimeZone
        ? new SqlType(TypeId.TIMESTAMP_LTZ, logicalType.precision(), 0, logicalType.nullable())
        : logicalType;
  }

  /** The field names of a ROW type (Flink's static helper), empty for other types. */
  public static List<String> getFieldNames(DataType dataType) {
    return dataType.getFieldNames();
  }

  /** The field types of a ROW type (Flink's static helper), empty for other types. */
  public static List<DataType> getFieldDataTypes(DataType dataType) {
    return dataType.isRow() ? dataType.getChildren() : List.of();
  }

  /** The number of fields of a ROW type, 0 for other types. */
  public static int getFieldCount(DataType dataType) {
    return getFieldNames(dataType).size();
  }

  /** True for a ROW type. */
  public boolean isRow() {
    return logicalType.id() == TypeId.ROW;
  }

  /**
   * The component types: an ARRAY's or MULTISET's element, a MAP's key and value, a ROW's fields;
   * empty for the other types.
   */
  public List<DataType> getChildren() {
    return isRow() ? fieldTypes : logicalType.fields().stream().map(f -> new DataType(f.type())).toList();
  }

  public List<String> getFieldNames() {
    return fieldNames;
  }

  public List<DataType> getFieldTypes() {
    return fieldTypes;
  }

  /** The engine's type of this data type (a TIMESTAMP_LTZ is a TIMESTAMP, see {@link #isLocalTimeZone()}). */
  public SqlType sqlType() {
    return logicalType;
  }

  /** The logical type, as Flink's API gives it. */
  public io.quiver.table.types.logical.LogicalType getLogicalType() {
    return new io.quiver.table.types.logical.LogicalType(logicalTypeWithZone());
  }

  public DataType notNull() {
    return withNullability(false);
  }

  public DataType nullable() {
    return withNullability(true);
  }

  private DataType withNullability(boolean nullable) {
    DataType copy = isRow() ? new DataType(logicalType.withNullable(nullable))
        : new DataType(logicalType.withNullable(nullable), localTimeZone);
    copy.bridgedClass = bridgedClass;
    copy.intervalQualifier = intervalQualifier;
    return copy;
  }

  /**
   * The Java class of values outside the engine, as Flink's defaults: {@code Integer[]} for
   * {@code ARRAY<INT>}, {@code java.util.Map} for MAP and MULTISET (element to count),
   * {@link io.quiver.types.Row} for ROW.
   */
  public Class<?> getConversionClass() {
    return bridgedClass != null ? bridgedClass : conversionClass(logicalType);
  }

  /**
   * This type with values of another Java class outside the engine ({@code TIMESTAMP(3)} as
   * {@code java.sql.Timestamp}), as Flink's {@code bridgedTo}; the class must be a Java class, the
   * engine's conversions decide which values it accepts.
   */
  public DataType bridgedTo(Class<?> newConversionClass) {
    DataType bridged = new DataType(logicalType, localTimeZone);
    bridged.bridgedClass = Objects.requireNonNull(newConversionClass, "newConversionClass is null");
    return bridged;
  }

  /** The external Java class of values of {@code type}. */
  public static Class<?> conversionClass(SqlType type) {
    return switch (type.id()) {
      case ARRAY -> java.lang.reflect.Array.newInstance(conversionClass(type.elementType()), 0).getClass();
      default -> conversionClass(type.id());
    };
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
      case ARRAY -> Object[].class;
      case MAP, MULTISET -> java.util.Map.class;
      case ROW -> io.quiver.types.Row.class;
    };
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DataType other && other.logicalType.equals(logicalType) && other.fieldNames.equals(fieldNames)
        && other.fieldTypes.equals(fieldTypes) && other.localTimeZone == localTimeZone
        && Objects.equals(other.bridgedClass, bridgedClass);
  }

  @Override
  public int hashCode() {
    return Objects.hash(logicalType, fieldNames, fieldTypes);
  }

  @Override
  public String toString() {
    if (intervalQualifier != null) {
      return "INTERVAL " + intervalQualifier + (logicalType.nullable() ? "" : " NOT NULL");
    }
    return summary(logicalType, localTimeZone);
  }

  /**
   * This interval type, shown with the range of units a program declared ({@code DataTypes.INTERVAL(
   * DAY(), SECOND(3))}); the engine keeps only whether an interval is of days and time or of years
   * and months, and a query's interval shows as Flink shows one, {@code INTERVAL SECOND(3)} or
   * {@code INTERVAL MONTH}.
   */
  public DataType withIntervalQualifier(String qualifier) {
    if (!logicalType.id().isInterval()) {
      throw new IllegalArgumentException("not an interval type: " + this);
    }
    DataType declared = new DataType(logicalType, false);
    declared.intervalQualifier = qualifier;
    return declared;
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
      // as Flink types every interval of a query (its planner keeps no other resolution)
      case INTERVAL_YEAR_MONTH -> "INTERVAL MONTH";
      case INTERVAL_DAY_TIME -> "INTERVAL SECOND(3)";
      case ARRAY, MULTISET -> type.id().name() + "<" + summary(type.elementType(), false) + ">";
      case MAP -> "MAP<" + summary(type.keyType(), false) + ", " + summary(type.valueType(), false) + ">";
      case ROW -> {
        StringBuilder row = new StringBuilder("ROW<");
        for (int i = 0; i < type.fields().size(); i++) {
          Column field = type.fields().get(i);
          row.append(i > 0 ? ", " : "").append('`').append(field.name().replace("`", "``")).append("` ")
              .append(summary(field.type(), false));
        }
        yield row.append('>').toString();
      }
      default -> type.id().name();
    };
    return type.nullable() ? base : base + " NOT NULL";
  }
}
