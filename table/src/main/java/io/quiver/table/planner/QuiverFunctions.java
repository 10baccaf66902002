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
}
