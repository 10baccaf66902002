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

  QuiverValidator(SqlOperatorTable operatorTable, SqlValidatorCatalogReader catalogReader,
      RelDataTypeFactory typeFactory, Config config) {
    super(operatorTable, catalogReader, typeFactory, config);
    this.typeCoercion = config.typeCoercionFactory().create(typeFactory, this);
  }

  @Override
  public SqlNode validate(SqlNode topNode) {
    ValuesLiterals.unify(topNode);
    return super.validate(topNode);
  }

  @Override
  public TypeCoercion getTypeCoercion() {
    return typeCoercion;
  }
}
