package io.quiver.table.planner;

import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeTransforms;

/** Built-in functions Quiver declares itself because Calcite's libraries lack them. */
final class QuiverFunctions {
  private QuiverFunctions() {}

  /** DATE_FORMAT(datetime, pattern): the value formatted with a java.time pattern, as Flink does. */
  static final SqlFunction DATE_FORMAT = new SqlFunction("DATE_FORMAT", SqlKind.OTHER_FUNCTION,
      ReturnTypes.cascade(ReturnTypes.explicit(SqlTypeName.VARCHAR), SqlTypeTransforms.TO_NULLABLE), null,
      OperandTypes.family(SqlTypeFamily.DATETIME, SqlTypeFamily.STRING), SqlFunctionCategory.TIMEDATE);

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
