package io.quiver.table.planner.functions;

import io.quiver.table.functions.AggregateFunction;
import org.apache.calcite.sql.SqlAggFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.util.Optionality;

/**
 * An {@link AggregateFunction} as Calcite sees it: calls are checked against its
 * {@code accumulate(ACC, ...)} overloads and typed by {@code T} of
 * {@code AggregateFunction<T, ACC>}.
 */
public final class UserAggregateSqlFunction extends SqlAggFunction {
  private final AggregateFunction<?, ?> function;

  UserAggregateSqlFunction(String name, AggregateFunction<?, ?> function) {
    super(name, new SqlIdentifier(name, SqlParserPos.ZERO), SqlKind.OTHER_FUNCTION,
        binding -> UserFunctionTypes.relType(UserFunctionTypes.resultType(name,
            UserFunctionTypes.typeArgument(function.getClass(), AggregateFunction.class, 0)), binding.getTypeFactory()),
        null, UserFunctionTypes.checker(name, function.getClass(), "accumulate", 1),
        SqlFunctionCategory.USER_DEFINED_FUNCTION, false, false, Optionality.FORBIDDEN);
    this.function = function;
  }

  public AggregateFunction<?, ?> function() {
    return function;
  }
}
