package io.quiver.table.planner;

import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.sql.SqlAggFunction;
import org.apache.calcite.sql.SqlBasicFunction;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperatorBinding;
import org.apache.calcite.sql.fun.SqlLeadLagAggFunction;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeTransforms;
import org.apache.calcite.sql.type.SqlTypeUtil;

/** Built-in functions Quiver declares itself because Calcite's libraries lack them. */
final class QuiverFunctions {
  private QuiverFunctions() {}

  /** DATE_FORMAT(datetime, pattern): the value formatted with a java.time pattern, as Flink does. */
  static final SqlFunction DATE_FORMAT = new SqlFunction("DATE_FORMAT", SqlKind.OTHER_FUNCTION,
      ReturnTypes.cascade(ReturnTypes.explicit(SqlTypeName.VARCHAR), SqlTypeTransforms.TO_NULLABLE), null,
      OperandTypes.family(SqlTypeFamily.DATETIME, SqlTypeFamily.STRING), SqlFunctionCategory.TIMEDATE);

  /**
   * LPAD(string, length [, fill]) and RPAD: Calcite's library versions type the result NOT NULL
   * although a NULL argument gives NULL; these are nullable when an argument is.
   */
  static final SqlFunction LPAD = pad("LPAD");
  static final SqlFunction RPAD = pad("RPAD");

  private static SqlFunction pad(String name) {
    return SqlBasicFunction.create(name,
        ReturnTypes.ARG0.andThen(QuiverFunctions::varyingOfSameKind).andThen(SqlTypeTransforms.TO_NULLABLE),
        OperandTypes.STRING_NUMERIC_OPTIONAL_STRING, SqlFunctionCategory.STRING);
  }

  private static RelDataType varyingOfSameKind(SqlOperatorBinding binding, RelDataType type) {
    return binding.getTypeFactory().createSqlType(SqlTypeUtil.isBinary(type) ? SqlTypeName.VARBINARY : SqlTypeName.VARCHAR);
  }

  /**
   * LAG and LEAD. Calcite types {@code LAG(v, 1, default)} NOT NULL whenever the default is,
   * although a NULL value of {@code v} is returned as it is; the result is NOT NULL only when
   * both are.
   */
  static final SqlAggFunction LAG = new LeadLag(SqlKind.LAG);
  static final SqlAggFunction LEAD = new LeadLag(SqlKind.LEAD);

  private static final class LeadLag extends SqlLeadLagAggFunction {
    LeadLag(SqlKind kind) {
      super(kind);
    }

    @Override
    public RelDataType inferReturnType(SqlOperatorBinding binding) {
      RelDataType type = super.inferReturnType(binding);
      return binding.getOperandType(0).isNullable() && !type.isNullable()
          ? binding.getTypeFactory().createTypeWithNullability(type, true)
          : type;
    }
  }

  /**
   * AVG of the standard dialect: of an exact integer type it is DOUBLE, as in DuckDB (PostgreSQL
   * answers NUMERIC); Flink's AVG keeps the argument's type and so truncates.
   */
  static final SqlAggFunction FRACTIONAL_AVG = new org.apache.calcite.sql.fun.SqlAvgAggFunction(SqlKind.AVG) {
    @Override
    public RelDataType inferReturnType(SqlOperatorBinding binding) {
      RelDataType argument = binding.getOperandType(0);
      if (SqlTypeUtil.isIntType(argument)) {
        return binding.getTypeFactory().createTypeWithNullability(
            binding.getTypeFactory().createSqlType(SqlTypeName.DOUBLE),
            // hasEmptyGroup, not a group count of 0: the validator counts ROLLUP (a) as one group
          // where the Aggregate counts 0, and the two must agree on the type.
          argument.isNullable() || binding.hasEmptyGroup() || binding.hasFilter());
      }
      if (argument.getSqlTypeName() == SqlTypeName.DECIMAL) {
        // at least 12 fractional digits in the standard dialect (PostgreSQL keeps at least 16)
        RelDataType avg = binding.getTypeFactory().createSqlType(SqlTypeName.DECIMAL, 38,
            Math.max(12, argument.getScale()));
        return binding.getTypeFactory().createTypeWithNullability(avg,
            // hasEmptyGroup, not a group count of 0: the validator counts ROLLUP (a) as one group
          // where the Aggregate counts 0, and the two must agree on the type.
          argument.isNullable() || binding.hasEmptyGroup() || binding.hasFilter());
      }
      return super.inferReturnType(binding);
    }
  };

  /**
   * STDDEV, VARIANCE and their _POP/_SAMP forms in the standard dialect: a DOUBLE whatever the
   * numeric argument, as in DuckDB (Calcite keeps the argument's type, so integers truncated).
   */
  static SqlAggFunction fractional(SqlAggFunction calcite) {
    return new org.apache.calcite.sql.fun.SqlAvgAggFunction(calcite.getKind()) {
      @Override
      public RelDataType inferReturnType(SqlOperatorBinding binding) {
        return binding.getTypeFactory().createTypeWithNullability(
            binding.getTypeFactory().createSqlType(SqlTypeName.DOUBLE), true);
      }
    };
  }

  /**
   * Flink's SUM: the sum of a TINYINT, SMALLINT, INT, BIGINT, FLOAT or DOUBLE has the type of its
   * argument, and of a DECIMAL(p, s) is DECIMAL(38, s); nullable as Calcite's SUM.
   */
  static final SqlAggFunction FLINK_SUM = new org.apache.calcite.sql.fun.SqlSumAggFunction(null) {
    @Override
    public RelDataType inferReturnType(SqlOperatorBinding binding) {
      RelDataType argument = binding.getOperandType(0);
      RelDataType sum = switch (argument.getSqlTypeName()) {
        case TINYINT, SMALLINT, INTEGER, BIGINT, REAL, FLOAT, DOUBLE -> argument;
        default -> null;
      };
      if (sum == null) {
        return super.inferReturnType(binding);
      }
      return binding.getTypeFactory().createTypeWithNullability(sum,
          // hasEmptyGroup, not a group count of 0: the validator counts ROLLUP (a) as one group
          // where the Aggregate counts 0, and the two must agree on the type.
          argument.isNullable() || binding.hasEmptyGroup() || binding.hasFilter());
    }
  };

  /**
   * Flink's ARRAY_AGG(x): the group's values, NULLs kept, as an ARRAY of x's type, nullable when x
   * is (as Flink 1.20 types it, whether or not the group can be empty).
   */
  static final SqlAggFunction FLINK_ARRAY_AGG = org.apache.calcite.sql.fun.SqlBasicAggFunction.create("ARRAY_AGG",
      SqlKind.ARRAY_AGG, binding -> {
        RelDataType element = binding.getOperandType(0);
        return binding.getTypeFactory().createTypeWithNullability(
            binding.getTypeFactory().createArrayType(element, -1), element.isNullable());
      }, org.apache.calcite.sql.type.OperandTypes.ANY)
      .withFunctionType(org.apache.calcite.sql.SqlFunctionCategory.SYSTEM);

  /** CURRENT_TIMESTAMP is an instant, TIMESTAMP_LTZ(3), as in Flink; LOCALTIMESTAMP is the wall clock. */
  static final SqlFunction CURRENT_TIMESTAMP = new FlinkTimeFunction("CURRENT_TIMESTAMP",
      SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE);

  /** LOCALTIMESTAMP is TIMESTAMP(3), as in Flink. */
  static final SqlFunction LOCALTIMESTAMP = new FlinkTimeFunction("LOCALTIMESTAMP", SqlTypeName.TIMESTAMP);

  /** A niladic time function whose default precision is milliseconds, as Flink's are. */
  private static final class FlinkTimeFunction extends org.apache.calcite.sql.fun.SqlAbstractTimeFunction {
    private static final int DEFAULT_PRECISION = 3;
    private final SqlTypeName type;

    FlinkTimeFunction(String name, SqlTypeName type) {
      super(name, type);
      this.type = type;
    }

    @Override
    public org.apache.calcite.rel.type.RelDataType inferReturnType(org.apache.calcite.sql.SqlOperatorBinding binding) {
      if (binding.getOperandCount() > 0) {
        return super.inferReturnType(binding);
      }
      return binding.getTypeFactory().createSqlType(type, DEFAULT_PRECISION);
    }
  }
}
