package io.quiver.table.planner;

import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.validate.SqlValidatorCatalogReader;
import org.apache.calcite.sql.validate.SqlValidatorImpl;
import org.apache.calcite.sql.validate.implicit.TypeCoercion;

/**
 * Calcite's validator, with implicit type coercion off (as in Flink) yet its type-coercion
 * helper still available: {@code SqlToRelConverter} asks for it to type the columns of
 * {@code JOIN ... USING}, and Calcite's getter asserts that coercion is on, so under {@code -ea}
 * every USING join failed with an {@link AssertionError}.
 */
final class QuiverValidator extends SqlValidatorImpl {
  private final TypeCoercion typeCoercion;
  private final boolean standard;

  /** A validator of the default (Flink) dialect, or of the standard one if {@code standard}. */
  QuiverValidator(SqlOperatorTable operatorTable, SqlValidatorCatalogReader catalogReader,
      RelDataTypeFactory typeFactory, Config config, boolean standard) {
    super(operatorTable, catalogReader, typeFactory, config);
    this.typeCoercion = config.typeCoercionFactory().create(typeFactory, this);
    this.standard = standard;
  }

  @Override
  public SqlNode validate(SqlNode topNode) {
    ValuesLiterals.unify(topNode);
    if (standard) {
      DatetimeAssignments.castStringLiterals(topNode, getCatalogReader());
    } else {
      DatetimeAssignments.refuseStringLiterals(topNode, getCatalogReader());
    }
    return super.validate(topNode);
  }

  /**
   * In the standard dialect a bare NULL in a select list is allowed and has the NULL type, so that
   * in {@code SELECT NULL AS x ... UNION ALL SELECT 1} the column takes its type from the other
   * branches (the planner casts each branch to the union's type); Calcite refuses it unless all
   * implicit coercion is on.
   */
  @Override
  protected void inferUnknownTypes(org.apache.calcite.rel.type.RelDataType inferredType,
      org.apache.calcite.sql.validate.SqlValidatorScope scope, SqlNode node) {
    if (standard && inferredType.equals(getUnknownType()) && org.apache.calcite.sql.SqlUtil.isNullLiteral(node, false)) {
      deriveType(scope, node);
      return;
    }
    super.inferUnknownTypes(inferredType, scope, node);
  }

  @Override
  public TypeCoercion getTypeCoercion() {
    return typeCoercion;
  }
}
