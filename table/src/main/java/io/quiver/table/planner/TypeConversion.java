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
      // The engine holds TIMESTAMP WITH LOCAL TIME ZONE as a UTC TIMESTAMP; see LocalTimeZones.
      case TIMESTAMP, TIMESTAMP_WITH_LOCAL_TIME_ZONE -> SqlType.timestamp(Math.max(0, type.getPrecision()));
      case NULL -> SqlType.of(TypeId.NULL);
      case SYMBOL -> SqlType.varchar(SqlType.MAX_VARCHAR_LENGTH);
      default -> throw new ValidationException("Type " + type.getFullTypeString() + " is not supported yet", null,
          "0A000", 0, 0);
    };
    return base.withNullable(nullable);
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
      case NULL -> factory.createSqlType(SqlTypeName.NULL);
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
      return toRelDataType(type.getLogicalType(), factory);
    }
    RelDataType ltz = factory.createSqlType(SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE,
        type.getLogicalType().precision());
    return factory.createTypeWithNullability(ltz, type.getLogicalType().nullable());
  }

  public static List<Column> toColumns(RelDataType rowType) {
    List<Column> columns = new ArrayList<>();
    for (RelDataTypeField field : rowType.getFieldList()) {
      columns.add(new Column(field.getName(), toSqlType(field.getType())));
    }
    return columns;
  }
}
