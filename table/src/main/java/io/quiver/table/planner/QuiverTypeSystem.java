package io.quiver.table.planner;

import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.RelDataTypeSystemImpl;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Quiver's type rules where they differ from Calcite's defaults: DECIMAL up to 38 digits,
 * TIMESTAMP with microseconds by default, and SUM widened as PostgreSQL and Flink do (integers to
 * BIGINT, DECIMAL(p, s) to DECIMAL(38, s)) so that sums do not overflow their input type.
 */
public final class QuiverTypeSystem extends RelDataTypeSystemImpl {
  public static final QuiverTypeSystem INSTANCE = new QuiverTypeSystem();
  public static final int MAX_TIMESTAMP_PRECISION = 6;

  private QuiverTypeSystem() {}

  @Override
  public int getMaxPrecision(SqlTypeName typeName) {
    return switch (typeName) {
      case DECIMAL -> 38;
      case TIMESTAMP, TIME, TIMESTAMP_WITH_LOCAL_TIME_ZONE -> MAX_TIMESTAMP_PRECISION;
      case VARCHAR, CHAR, VARBINARY, BINARY -> Integer.MAX_VALUE;
      default -> super.getMaxPrecision(typeName);
    };
  }

  @Override
  public int getDefaultPrecision(SqlTypeName typeName) {
    return switch (typeName) {
      case TIMESTAMP, TIMESTAMP_WITH_LOCAL_TIME_ZONE -> MAX_TIMESTAMP_PRECISION;
      default -> super.getDefaultPrecision(typeName);
    };
  }

  @Override
  public int getMaxNumericPrecision() {
    return 38;
  }

  @Override
  public int getMaxNumericScale() {
    return 38;
  }

  @Override
  public RelDataType deriveSumType(RelDataTypeFactory typeFactory, RelDataType argumentType) {
    RelDataType sum = switch (argumentType.getSqlTypeName()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> typeFactory.createSqlType(SqlTypeName.BIGINT);
      case DECIMAL -> typeFactory.createSqlType(SqlTypeName.DECIMAL, 38, argumentType.getScale());
      case REAL, FLOAT, DOUBLE -> typeFactory.createSqlType(SqlTypeName.DOUBLE);
      default -> argumentType;
    };
    return typeFactory.createTypeWithNullability(sum, argumentType.isNullable());
  }

  /** Decimal rounding, as PostgreSQL and the standard's "round half away from zero" examples do. */
  @Override
  public java.math.RoundingMode roundingMode() {
    return java.math.RoundingMode.HALF_UP;
  }

  @Override
  public boolean shouldConvertRaggedUnionTypesToVarying() {
    return true;
  }
}
