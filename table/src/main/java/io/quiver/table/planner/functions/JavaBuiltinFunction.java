package io.quiver.table.planner.functions;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.expr.UserFunction;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.type.SqlOperandTypeChecker;
import org.apache.calcite.sql.type.SqlReturnTypeInference;

/**
 * A built-in function of Flink's SQL computed by a Java method of {@link FlinkFunctionLibrary}
 * (named after the function, in camel case, with one overload per arity): typed like Flink's by
 * its return type inference, and called by generated code the way a user-defined scalar function
 * is, so that each new built-in needs no code generator of its own.
 */
public final class JavaBuiltinFunction extends SqlFunction {
  private final boolean deterministic;
  /** Whether the method takes the session time zone's id as its last argument. */
  private final boolean zoned;
  /** The library method's name. */
  private final String javaMethod;
  /** The object whose public method computes the function: Flink's library, or the standard dialect's. */
  private final Object library;

  JavaBuiltinFunction(String name, SqlReturnTypeInference returnType, SqlOperandTypeChecker operands,
      SqlFunctionCategory category, boolean deterministic, boolean zoned) {
    this(name, javaName(name), returnType, operands, category, deterministic, zoned);
  }

  /** A function named {@code name} in plans and computed by the library method {@code javaMethod}. */
  JavaBuiltinFunction(String name, String javaMethod, SqlReturnTypeInference returnType, SqlOperandTypeChecker operands,
      SqlFunctionCategory category, boolean deterministic, boolean zoned) {
    this(name, javaMethod, returnType, operands, category, deterministic, zoned, FlinkFunctionLibrary.INSTANCE);
  }

  /** A function computed by the method {@code javaMethod} of {@code library}. */
  JavaBuiltinFunction(String name, String javaMethod, SqlReturnTypeInference returnType, SqlOperandTypeChecker operands,
      SqlFunctionCategory category, boolean deterministic, boolean zoned, Object library) {
    super(name, SqlKind.OTHER_FUNCTION, returnType, null, operands, category);
    this.deterministic = deterministic;
    this.zoned = zoned;
    this.javaMethod = javaMethod;
    this.library = library;
  }


  @Override
  public boolean isDeterministic() {
    return deterministic;
  }

  /** The engine's call of the library method for {@code arguments}, in the session's time zone. */
  public Expr lower(List<Expr> arguments, SqlType type, java.time.ZoneId sessionZone) {
    List<Expr> operands = new ArrayList<>();
    operands.add(null);
    operands.addAll(arguments);
    if (zoned) {
      operands.add(new Literal(sessionZone.getId(), SqlType.of(TypeId.VARCHAR).withNullable(false)));
    }
    UserFunction function = new UserFunction(getName(), library, method(library.getClass(), javaMethod,
        operands.size() - 1), UserFunctionLowering.CONVERTER);
    operands.set(0, new Literal(function, SqlType.of(TypeId.NULL)));
    return new Call(Operator.USER_FUNCTION, operands, type);
  }

  /**
   * A call of the library method {@code javaName} (TRY_CAST's conversions, which are not
   * functions of their own), typed {@code type}.
   */
  public static Expr libraryCall(String javaName, List<Expr> arguments, SqlType type) {
    List<Expr> operands = new ArrayList<>();
    operands.add(new Literal(new UserFunction(javaName, FlinkFunctionLibrary.INSTANCE, method(javaName, arguments.size())),
        SqlType.of(TypeId.NULL)));
    operands.addAll(arguments);
    return new Call(Operator.USER_FUNCTION, operands, type);
  }

  private static Method method(String javaName, int arity) {
    return method(FlinkFunctionLibrary.class, javaName, arity);
  }

  private static Method method(Class<?> library, String javaName, int arity) {
    for (Method m : library.getMethods()) {
      if (m.getName().equals(javaName) && m.getParameterCount() == arity) {
        return m;
      }
    }
    throw new IllegalStateException("no method " + javaName + " with " + arity + " parameters");
  }

  /** {@code SPLIT_INDEX} is {@code splitIndex}. */
  static String javaName(String sqlName) {
    StringBuilder s = new StringBuilder();
    boolean upper = false;
    for (char c : sqlName.toLowerCase(java.util.Locale.ROOT).toCharArray()) {
      if (c == '_') {
        upper = true;
      } else {
        s.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    return s.toString();
  }
}
