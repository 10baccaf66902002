package io.quiver.table.planner.functions;

import io.quiver.table.functions.AggregateFunction;
import io.quiver.table.functions.ImperativeAggregateFunction;
import io.quiver.table.functions.TableAggregateFunction;
import org.apache.calcite.sql.type.SqlReturnTypeInference;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.SqlAggFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.util.Optionality;

/**
 * An {@link AggregateFunction} as Calcite sees it: calls are checked against its
 * {@code accumulate(ACC, ...)} overloads and typed by {@code T} of
 * {@code AggregateFunction<T, ACC>}. The aggregate step of a table aggregate function
 * ({@link TableAggregateBridge}) is one too, whose value is its emitted rows, packed in a string.
 */
public final class UserAggregateSqlFunction extends SqlAggFunction {
  private final ImperativeAggregateFunction<?, ?> function;

  UserAggregateSqlFunction(String name, AggregateFunction<?, ?> function) {
    this(name, function, binding -> UserFunctionTypes.relType(resultType(name, function), binding.getTypeFactory()));
  }

  /**
   * The result type: the function's {@code @FunctionHint(output = ...)} or {@code getValue}'s
   * {@code @DataTypeHint} (as a ROW result needs), else {@code T}'s.
   */
  static io.quiver.engine.types.SqlType resultType(String name, AggregateFunction<?, ?> function) {
    io.quiver.table.annotation.FunctionHint hint = function.getClass().getAnnotation(io.quiver.table.annotation.FunctionHint.class);
    if (hint != null && !hint.output().value().isEmpty()) {
      return DataTypeHints.parse(hint.output().value()).sqlType();
    }
    for (java.lang.reflect.Method m : function.getClass().getMethods()) {
      io.quiver.table.annotation.DataTypeHint value = m.getAnnotation(io.quiver.table.annotation.DataTypeHint.class);
      if (m.getName().equals("getValue") && value != null && !value.value().isEmpty()) {
        return DataTypeHints.parse(value.value()).sqlType();
      }
    }
    return UserFunctionTypes.resultType(name, UserFunctionTypes.typeArgument(function.getClass(), AggregateFunction.class, 0));
  }

  /** The aggregate step of a table aggregate function, valued by its packed rows. */
  UserAggregateSqlFunction(String name, TableAggregateFunction<?, ?> function) {
    this(name, function, binding -> binding.getTypeFactory().createSqlType(SqlTypeName.VARCHAR));
  }

  private UserAggregateSqlFunction(String name, ImperativeAggregateFunction<?, ?> function,
      SqlReturnTypeInference returnType) {
    super(name, new SqlIdentifier(name, SqlParserPos.ZERO), SqlKind.OTHER_FUNCTION, returnType,
        null, UserFunctionTypes.checker(name, function.getClass(), "accumulate", 1),
        SqlFunctionCategory.USER_DEFINED_FUNCTION, false, false, Optionality.FORBIDDEN);
    this.function = function;
  }

  public ImperativeAggregateFunction<?, ?> function() {
    return function;
  }
}
