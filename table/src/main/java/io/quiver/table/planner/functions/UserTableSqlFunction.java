package io.quiver.table.planner.functions;

import io.quiver.engine.types.SqlType;
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
 * A {@link TableFunction} as Calcite sees it, for {@code LATERAL TABLE(f(x))}: its rows have one
 * column {@code f0} of the type {@code T} of {@code TableFunction<T>}, as Flink names an atomic
 * result.
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
      SqlType column = UserFunctionTypes.resultType(name,
          UserFunctionTypes.typeArgument(function.getClass(), TableFunction.class, 0));
      return factory.builder().add("f0", UserFunctionTypes.relType(column, factory)).build();
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
