package io.quiver.table.planner;

import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.type.SqlTypeUtil;

/**
 * Keeps casts of literals as casts. Calcite folds {@code CAST(123456 AS VARCHAR(3))} into
 * {@code '123'} and rounds {@code CAST(1.005 AS DECIMAL(5, 2))} its own way while building the
 * plan; Quiver evaluates them at run time instead, with the SQL standard's checks (22001, 22003,
 * 22018) and rounding, exactly as it does for casts of columns.
 */
final class QuiverRexBuilder extends RexBuilder {
  QuiverRexBuilder(RelDataTypeFactory typeFactory) {
    super(typeFactory);
  }

  @Override
  public RexNode makeCast(SqlParserPos pos, RelDataType type, RexNode exp, boolean matchNullability, boolean safe,
      RexLiteral format) {
    if (exp instanceof RexLiteral literal && !literal.isNull() && format == null
        && !SqlTypeUtil.equalSansNullability(typeFactory, type, exp.getType())
        && literal.getTypeName().getFamily() != null
        && type.getSqlTypeName().getFamily() != null) {
      RelDataType target = matchNullability
          ? typeFactory.createTypeWithNullability(type, exp.getType().isNullable())
          : type;
      return makeAbstractCast(pos, target, exp, safe, null);
    }
    return super.makeCast(pos, type, exp, matchNullability, safe, format);
  }
}
