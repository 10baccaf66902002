package io.quiver.table.planner.functions;

import io.quiver.engine.types.SqlType;
import io.quiver.table.functions.ScalarFunction;
import java.lang.reflect.Method;
import java.util.List;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * A {@link ScalarFunction} as Calcite's validator sees it: each call is checked against the
 * function's {@code eval} overloads and typed by the chosen one's return class.
 */
public final class UserScalarSqlFunction extends SqlFunction {
  private final ScalarFunction function;

  UserScalarSqlFunction(String name, ScalarFunction function) {
    super(new SqlIdentifier(name, SqlParserPos.ZERO),
        binding -> UserFunctionTypes.relType(
            resultType(name, chooseOrFail(function, UserFunctionTypes.argumentTypes(binding))), binding.getTypeFactory()),
        null,
        UserFunctionTypes.checker(name, function.getClass(), "eval", 0),
        null, SqlFunctionCategory.USER_DEFINED_FUNCTION);
    this.function = function;
  }

  public ScalarFunction function() {
    return function;
  }

  /** The {@code eval} method for these argument types. */
  public Method evalMethod(List<SqlType> arguments) {
    return chooseOrFail(function, arguments);
  }

  /** The result type: an eval method's {@code @DataTypeHint} (needed for a Row or Map), else its return class's. */
  static SqlType resultType(String name, Method eval) {
    io.quiver.table.annotation.DataTypeHint hint = eval.getAnnotation(io.quiver.table.annotation.DataTypeHint.class);
    if (hint != null && !hint.value().isEmpty()) {
      return DataTypeHints.parse(hint.value()).sqlType();
    }
    return UserFunctionTypes.resultType(name, eval.getGenericReturnType());
  }

  private static Method chooseOrFail(ScalarFunction function, List<SqlType> arguments) {
    Method method = EvalMethods.choose(function.getClass(), "eval", arguments, 0);
    if (method == null) {
      throw new IllegalStateException("no eval method of " + function.getClass().getName() + " for " + arguments);
    }
    DecimalHints.require(function.getClass(), method);
    return method;
  }

  @Override
  public boolean isDeterministic() {
    return function.isDeterministic();
  }
}
