package io.quiver.table.planner.functions;

import io.quiver.engine.types.Column;
import io.quiver.table.functions.TableFunction;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlTableFunction;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.type.SqlReturnTypeInference;

/**
 * A {@link TableFunction} as Calcite sees it, for {@code LATERAL TABLE(f(x))}: its rows have the
 * columns {@link TableFunctionOutput} finds (those of a hinted ROW type, or one column {@code f0}
 * of the type {@code T} of {@code TableFunction<T>}, as Flink names an atomic result).
 */
public final class UserTableSqlFunction extends SqlFunction implements SqlTableFunction {
  private final TableFunction<?> function;
  private final SqlReturnTypeInference rowType;

  UserTableSqlFunction(String name, TableFunction<?> function) {
    super(new SqlIdentifier(name, SqlParserPos.ZERO),
        binding -> binding.getTypeFactory().createSqlType(org.apache.calcite.sql.type.SqlTypeName.CURSOR), null,
        UserFunctionTypes.checker(name, function.getClass(), "eval", 0),
        null, SqlFunctionCategory.USER_DEFINED_TABLE_FUNCTION);
    this.function = function;
    this.rowType = binding -> {
      RelDataTypeFactory factory = binding.getTypeFactory();
      RelDataTypeFactory.Builder row = factory.builder();
      for (Column column : TableFunctionOutput.columns(name, function.getClass(), function.getResultType(), "eval",
          UserFunctionTypes.typeArgument(function.getClass(), TableFunction.class, 0))) {
        row.add(column.name(), UserFunctionTypes.relType(column.type(), factory));
      }
      return row.build();
    };
  }

  public TableFunction<?> function() {
    return function;
  }

  @Override
  public SqlReturnTypeInference getRowTypeInference() {
    return rowType;
  }
}
