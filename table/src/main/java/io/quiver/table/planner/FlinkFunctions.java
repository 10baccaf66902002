package io.quiver.table.planner;

import io.quiver.table.planner.StandardFunctions.RewrittenFunction;
import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeTransforms;
import org.apache.calcite.sql.util.SqlOperatorTables;

/**
 * Built-in functions of Flink's SQL that Calcite's standard table lacks, for the default (Flink)
 * dialect. Each is rewritten into standard expressions when converted (see {@link QuiverConvertlets}),
 * so the engine needs nothing new; each has Flink's result type.
 */
final class FlinkFunctions {
  private FlinkFunctions() {}

  /** IF(condition, then, else): a CASE; the result is the common type of the two branches. */
  static final SqlFunction IF = new RewrittenFunction("IF",
      binding -> binding.getTypeFactory().leastRestrictive(List.of(binding.getOperandType(1), binding.getOperandType(2))),
      OperandTypes.family(SqlTypeFamily.BOOLEAN, SqlTypeFamily.ANY, SqlTypeFamily.ANY), SqlFunctionCategory.SYSTEM,
      (rex, args, type) -> rex.makeCall(type, SqlStdOperatorTable.CASE,
          List.of(args.get(0), rex.ensureType(type, args.get(1), true), rex.ensureType(type, args.get(2), true))));

  /** LOG2(x) = LN(x) / LN(2), as Flink computes it. */
  static final SqlFunction LOG2 = new RewrittenFunction("LOG2", ReturnTypes.DOUBLE_NULLABLE, OperandTypes.NUMERIC,
      SqlFunctionCategory.NUMERIC, (rex, args, type) -> ratioOfLogs(rex, args.get(0), rex.makeApproxLiteral(
          java.math.BigDecimal.valueOf(2)), type));

  /** LOG(x) is LN(x); LOG(base, x) = LN(x) / LN(base), as Flink computes it. */
  static final SqlFunction LOG = new RewrittenFunction("LOG", ReturnTypes.DOUBLE_NULLABLE,
      OperandTypes.or(OperandTypes.NUMERIC, OperandTypes.NUMERIC_NUMERIC), SqlFunctionCategory.NUMERIC,
      (rex, args, type) -> args.size() == 1
          ? rex.makeCall(type, SqlStdOperatorTable.LN, List.of(toDouble(rex, args.get(0))))
          : ratioOfLogs(rex, args.get(1), args.get(0), type));

  /** Flink's CONCAT_WS: NULL arguments skipped; the result is a nullable STRING. */
  static final SqlFunction CONCAT_WS = new RewrittenFunction("CONCAT_WS",
      ReturnTypes.explicit(SqlTypeName.VARCHAR).andThen(SqlTypeTransforms.FORCE_NULLABLE),
      StandardFunctions.CONCAT_WS.getOperandTypeChecker(), SqlFunctionCategory.STRING,
      StandardFunctions::concatWsRewrite);


  static final SqlOperatorTable TABLE = SqlOperatorTables.of(IF, LOG2, LOG, CONCAT_WS);

  private static RexNode ratioOfLogs(RexBuilder rex, RexNode x, RexNode base, RelDataType type) {
    RelDataType dbl = rex.getTypeFactory().createTypeWithNullability(
        rex.getTypeFactory().createSqlType(SqlTypeName.DOUBLE), type.isNullable());
    return rex.makeCall(type, SqlStdOperatorTable.DIVIDE, List.of(
        rex.makeCall(dbl, SqlStdOperatorTable.LN, List.of(toDouble(rex, x))),
        rex.makeCall(dbl, SqlStdOperatorTable.LN, List.of(toDouble(rex, base)))));
  }

  private static RexNode toDouble(RexBuilder rex, RexNode x) {
    RelDataType dbl = rex.getTypeFactory().createTypeWithNullability(
        rex.getTypeFactory().createSqlType(SqlTypeName.DOUBLE), x.getType().isNullable());
    return rex.ensureType(dbl, x, true);
  }
}
