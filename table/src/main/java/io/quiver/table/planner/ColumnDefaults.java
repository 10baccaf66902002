package io.quiver.table.planner;

import io.quiver.table.catalog.CatalogTable;
import org.apache.calcite.plan.RelOptTable;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.schema.ColumnStrategy;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql2rel.InitializerContext;
import org.apache.calcite.sql2rel.NullInitializerExpressionFactory;

/**
 * What an INSERT puts in the columns it leaves out: the column's DEFAULT expression, or NULL.
 * An identity column also gets NULL here, typed as nullable; the insert numbers it from its
 * sequence after the engine has computed the rows.
 */
final class ColumnDefaults extends NullInitializerExpressionFactory {
  private final CatalogTable table;

  ColumnDefaults(CatalogTable table) {
    this.table = table;
  }

  @Override
  public ColumnStrategy generationStrategy(RelOptTable relTable, int column) {
    if (table.getIdentity(column) != null || table.getDefault(column) != null) {
      return ColumnStrategy.DEFAULT;
    }
    return super.generationStrategy(relTable, column);
  }

  @Override
  public RexNode newColumnDefaultValue(RelOptTable relTable, int column, InitializerContext context) {
    String expression = table.getDefault(column);
    if (expression != null && table.getIdentity(column) == null) {
      try {
        return context.convertExpression(SqlParser.create(expression, QuiverPlanner.PARSER_CONFIG).parseExpression());
      } catch (SqlParseException e) {
        throw SqlErrors.parse(e);
      }
    }
    var type = relTable.getRowType().getFieldList().get(column).getType();
    return context.getRexBuilder().makeNullLiteral(
        context.getRexBuilder().getTypeFactory().createTypeWithNullability(type, true));
  }
}
