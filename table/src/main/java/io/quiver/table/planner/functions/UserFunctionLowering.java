package io.quiver.table.planner.functions;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.expr.UserFunction;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.functions.UserDefinedFunction;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Lowers a call of a user-defined scalar function to the engine's {@link Operator#USER_FUNCTION}
 * call, and opens each function once per statement (with the session's job parameters) before
 * the engine runs it.
 */
public final class UserFunctionLowering {
  private final Consumer<UserDefinedFunction> opener;
  private final java.util.function.Supplier<java.time.ZoneId> localTimeZone;

  /**
   * {@code opener} is called with each function a statement uses, before it runs;
   * {@code localTimeZone} gives the session time zone for TIMESTAMP WITH LOCAL TIME ZONE.
   */
  public UserFunctionLowering(Consumer<UserDefinedFunction> opener,
      java.util.function.Supplier<java.time.ZoneId> localTimeZone) {
    this.opener = opener;
    this.localTimeZone = localTimeZone;
  }

  /** Composite arguments and results as Flink's external classes (built-in functions' too). */
  static final io.quiver.engine.expr.ValueConverter CONVERTER = new io.quiver.engine.expr.ValueConverter() {
    @Override
    public Object toExternal(Object internal, SqlType type) {
      return io.quiver.table.api.internal.CompositeExternals.external(internal, type);
    }

    @Override
    public Object toInternal(Object external, SqlType type) {
      return io.quiver.table.api.internal.CompositeExternals.internal(external, type);
    }
  };

  public Expr lower(UserScalarSqlFunction operator, List<Expr> arguments, SqlType type) {
    List<SqlType> argumentTypes = arguments.stream().map(Expr::type).toList();
    Method method = operator.evalMethod(argumentTypes);
    opener.accept(operator.function());
    UserFunction function = new UserFunction(operator.getName(), operator.function(), method, CONVERTER);
    List<Expr> operands = new ArrayList<>();
    operands.add(new Literal(function, SqlType.of(TypeId.NULL)));
    operands.addAll(arguments);
    return new Call(Operator.USER_FUNCTION, operands, type);
  }
}
