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

  /**
   * Calcite keeps at least 6 fractional digits in a quotient, which is all that is left when the
   * operands are wide (SUM results are DECIMAL(38, s)); keep 12 then, so that ratios of sums
   * (and AVG, computed as SUM / COUNT) stay accurate to 1e-12, closer to PostgreSQL's numeric.
   */
  @Override
  public RelDataType deriveDecimalDivideType(RelDataTypeFactory typeFactory, RelDataType type1, RelDataType type2) {
    RelDataType quotient = super.deriveDecimalDivideType(typeFactory, type1, type2);
    if (quotient != null && quotient.getSqlTypeName() == SqlTypeName.DECIMAL
        && quotient.getPrecision() == getMaxNumericPrecision() && quotient.getScale() < MIN_WIDE_QUOTIENT_SCALE) {
      RelDataType wider = typeFactory.createSqlType(SqlTypeName.DECIMAL, getMaxNumericPrecision(), MIN_WIDE_QUOTIENT_SCALE);
      return typeFactory.createTypeWithNullability(wider, quotient.isNullable());
    }
    return quotient;
  }

  /**
   * AVG of a DECIMAL(p, s) is DECIMAL(38, max(6, s)), as Flink's division rule gives it; the
   * standard dialect's AVG keeps at least 12 fractional digits instead (see {@code
   * QuiverFunctions.FRACTIONAL_AVG}).
   */
  @Override
  public RelDataType deriveAvgAggType(RelDataTypeFactory typeFactory, RelDataType argumentType) {
    if (argumentType.getSqlTypeName() == SqlTypeName.DECIMAL) {
      RelDataType avg = typeFactory.createSqlType(SqlTypeName.DECIMAL, getMaxNumericPrecision(),
          Math.max(argumentType.getScale(), 6));
      return typeFactory.createTypeWithNullability(avg, argumentType.isNullable());
    }
    return super.deriveAvgAggType(typeFactory, argumentType);
  }

  private static final int MIN_WIDE_QUOTIENT_SCALE = 12;

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
