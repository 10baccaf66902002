package io.quiver.table.planner;

import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.api.ValidationException;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.RelDataTypeField;
import org.apache.calcite.avatica.util.TimeUnit;
import org.apache.calcite.sql.SqlIntervalQualifier;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.type.SqlTypeName;

/** Converts between Calcite's {@link RelDataType} and the engine's {@link SqlType}. */
public final class TypeConversion {
  private TypeConversion() {}

  public static SqlType toSqlType(RelDataType type) {
    boolean nullable = type.isNullable();
    SqlType base = switch (type.getSqlTypeName()) {
      case BOOLEAN -> SqlType.of(TypeId.BOOLEAN);
      case TINYINT -> SqlType.of(TypeId.TINYINT);
      case SMALLINT -> SqlType.of(TypeId.SMALLINT);
      case INTEGER -> SqlType.of(TypeId.INTEGER);
      case BIGINT -> SqlType.of(TypeId.BIGINT);
      case REAL -> SqlType.of(TypeId.REAL);
      case FLOAT, DOUBLE -> SqlType.of(TypeId.DOUBLE);
      case DECIMAL -> SqlType.decimal(type.getPrecision(), type.getScale());
      case CHAR -> new SqlType(TypeId.CHAR, type.getPrecision(), 0, true);
      case VARCHAR -> SqlType.varchar(type.getPrecision() < 0 ? SqlType.MAX_VARCHAR_LENGTH : type.getPrecision());
      case DATE -> SqlType.of(TypeId.DATE);
      case TIMESTAMP -> SqlType.timestamp(Math.max(0, type.getPrecision()));
      case TIME -> new SqlType(TypeId.TIME, Math.max(0, type.getPrecision()), 0, true);
      case TIMESTAMP_WITH_LOCAL_TIME_ZONE -> new SqlType(TypeId.TIMESTAMP_LTZ, Math.max(0, type.getPrecision()), 0, true);
      case BINARY -> new SqlType(TypeId.BINARY, type.getPrecision(), 0, true);
      case VARBINARY -> new SqlType(TypeId.VARBINARY,
          type.getPrecision() < 0 ? SqlType.MAX_VARCHAR_LENGTH : type.getPrecision(), 0, true);
      case INTERVAL_YEAR, INTERVAL_YEAR_MONTH, INTERVAL_MONTH -> interval(TypeId.INTERVAL_YEAR_MONTH, type);
      case INTERVAL_DAY, INTERVAL_DAY_HOUR, INTERVAL_DAY_MINUTE, INTERVAL_DAY_SECOND, INTERVAL_HOUR,
          INTERVAL_HOUR_MINUTE, INTERVAL_HOUR_SECOND, INTERVAL_MINUTE, INTERVAL_MINUTE_SECOND, INTERVAL_SECOND ->
          interval(TypeId.INTERVAL_DAY_TIME, type);
      case NULL -> SqlType.of(TypeId.NULL);
      case SYMBOL -> SqlType.varchar(SqlType.MAX_VARCHAR_LENGTH);
      case ARRAY -> SqlType.array(toSqlType(type.getComponentType()));
      case MULTISET -> SqlType.multiset(toSqlType(type.getComponentType()));
      case MAP -> SqlType.map(toSqlType(type.getKeyType()), toSqlType(type.getValueType()));
      case ROW -> {
        List<Column> fields = new ArrayList<>();
        for (RelDataTypeField field : type.getFieldList()) {
          fields.add(new Column(field.getName(), toSqlType(field.getType())));
        }
        yield SqlType.row(fields);
      }
      default -> throw new ValidationException("Type " + typeName(type) + " is not supported yet", null,
          "0A000", 0, 0);
    };
    return base.withNullable(nullable);
  }

  /** A type as Flink writes it: {@code ARRAY<INT>}, {@code MAP<STRING, INT>}, {@code ROW<a INT>}, ... */
  static String typeName(RelDataType type) {
    return switch (type.getSqlTypeName()) {
      case ARRAY -> "ARRAY<" + typeName(type.getComponentType()) + ">";
      case MULTISET -> "MULTISET<" + typeName(type.getComponentType()) + ">";
      case MAP -> "MAP<" + typeName(type.getKeyType()) + ", " + typeName(type.getValueType()) + ">";
      case ROW -> {
        StringBuilder row = new StringBuilder("ROW<");
        for (RelDataTypeField field : type.getFieldList()) {
          row.append(field.getIndex() == 0 ? "" : ", ").append(field.getName()).append(' ')
              .append(typeName(field.getType()));
        }
        yield row.append('>').toString();
      }
      case TIME_TZ -> "TIME WITH TIME ZONE";
      case TIME_WITH_LOCAL_TIME_ZONE -> "TIME WITH LOCAL TIME ZONE";
      case TIMESTAMP_TZ -> "TIMESTAMP WITH TIME ZONE";
      case VARCHAR -> type.getPrecision() == Integer.MAX_VALUE ? "STRING" : type.getFullTypeString()
          .replace(" NOT NULL", "");
      default -> type.getFullTypeString().replace(" NOT NULL", "");
    };
  }

  public static RelDataType toRelDataType(SqlType type, RelDataTypeFactory factory) {
    RelDataType base = switch (type.id()) {
      case BOOLEAN -> factory.createSqlType(SqlTypeName.BOOLEAN);
      case TINYINT -> factory.createSqlType(SqlTypeName.TINYINT);
      case SMALLINT -> factory.createSqlType(SqlTypeName.SMALLINT);
      case INTEGER -> factory.createSqlType(SqlTypeName.INTEGER);
      case BIGINT -> factory.createSqlType(SqlTypeName.BIGINT);
      case REAL -> factory.createSqlType(SqlTypeName.REAL);
      case DOUBLE -> factory.createSqlType(SqlTypeName.DOUBLE);
      case DECIMAL -> factory.createSqlType(SqlTypeName.DECIMAL, type.precision(), type.scale());
      case CHAR -> factory.createSqlType(SqlTypeName.CHAR, type.precision());
      case VARCHAR -> type.precision() == SqlType.MAX_VARCHAR_LENGTH
          ? factory.createSqlType(SqlTypeName.VARCHAR, Integer.MAX_VALUE)
          : factory.createSqlType(SqlTypeName.VARCHAR, type.precision());
      case DATE -> factory.createSqlType(SqlTypeName.DATE);
      case TIMESTAMP -> factory.createSqlType(SqlTypeName.TIMESTAMP, type.precision());
      case TIME -> factory.createSqlType(SqlTypeName.TIME, Math.max(0, type.precision()));
      case TIMESTAMP_LTZ -> factory.createSqlType(SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE, Math.max(0, type.precision()));
      case BINARY -> factory.createSqlType(SqlTypeName.BINARY, type.precision());
      case VARBINARY -> factory.createSqlType(SqlTypeName.VARBINARY,
          type.precision() == SqlType.MAX_VARCHAR_LENGTH ? Integer.MAX_VALUE : type.precision());
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> factory.createSqlIntervalType(qualifier(type));
      case NULL -> factory.createSqlType(SqlTypeName.NULL);
      case ARRAY -> factory.createArrayType(toRelDataType(type.elementType(), factory), -1);
      case MULTISET -> factory.createMultisetType(toRelDataType(type.elementType(), factory), -1);
      case MAP -> factory.createMapType(toRelDataType(type.keyType(), factory), toRelDataType(type.valueType(), factory));
      case ROW -> factory.createStructType(
          type.fields().stream().map(f -> toRelDataType(f.type(), factory)).toList(),
          type.fields().stream().map(Column::name).toList());
    };
    return factory.createTypeWithNullability(base, type.nullable());
  }

  /** The Table API type of a Calcite type, keeping {@code WITH LOCAL TIME ZONE}. */
  public static io.quiver.table.types.DataType toDataType(RelDataType type) {
    return new io.quiver.table.types.DataType(toSqlType(type),
        type.getSqlTypeName() == SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE);
  }

  /** The Calcite type of a Table API type, keeping {@code WITH LOCAL TIME ZONE}. */
  public static RelDataType toRelDataType(io.quiver.table.types.DataType type, RelDataTypeFactory factory) {
    if (!type.isLocalTimeZone()) {
      return toRelDataType(type.sqlType(), factory);
    }
    RelDataType ltz = factory.createSqlType(SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE,
        type.sqlType().precision());
    return factory.createTypeWithNullability(ltz, type.sqlType().nullable());
  }

  /** Interval qualifiers: fields YEAR, MONTH, DAY, HOUR, MINUTE, SECOND as indexes 0 to 5. */
  private static final TimeUnit[] UNITS = {TimeUnit.YEAR, TimeUnit.MONTH, TimeUnit.DAY, TimeUnit.HOUR,
      TimeUnit.MINUTE, TimeUnit.SECOND};

  /** An interval type keeps its start field in the precision and its end field in the scale. */
  private static SqlType interval(TypeId id, RelDataType type) {
    SqlIntervalQualifier qualifier = type.getIntervalQualifier();
    int start = indexOf(qualifier.getStartUnit());
    int end = qualifier.getEndUnit() == null ? start : indexOf(qualifier.getEndUnit());
    return new SqlType(id, start, end, true);
  }

  private static int indexOf(TimeUnit unit) {
    for (int i = 0; i < UNITS.length; i++) {
      if (UNITS[i] == unit) {
        return i;
      }
    }
    return 2;
  }

  private static SqlIntervalQualifier qualifier(SqlType type) {
    boolean months = type.id() == TypeId.INTERVAL_YEAR_MONTH;
    int start = type.precision() >= 0 && type.precision() < UNITS.length ? type.precision() : (months ? 0 : 2);
    int end = type.scale() >= start && type.scale() < UNITS.length ? type.scale() : (months ? 1 : 5);
    return new SqlIntervalQualifier(UNITS[start], start == end ? null : UNITS[end], SqlParserPos.ZERO);
  }

  public static List<Column> toColumns(RelDataType rowType) {
    List<Column> columns = new ArrayList<>();
    for (RelDataTypeField field : rowType.getFieldList()) {
      columns.add(new Column(field.getName(), toSqlType(field.getType())));
    }
    return columns;
  }
}
