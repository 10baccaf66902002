package io.quiver.engine.gen;

import static io.quiver.engine.gen.ExprCodeGenerator.FN;
import static io.quiver.engine.gen.JavaTypes.defaultValue;
import static io.quiver.engine.gen.JavaTypes.javaType;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.UserFunction;
import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * Code calling a user-defined scalar function: the function object lives in a reference field and
 * its method is called directly, with arguments converted to the method's Java types (String,
 * BigDecimal, LocalDate, LocalDateTime, boxed or primitive numbers) and the result converted back.
 * A NULL argument for a primitive parameter makes the result NULL without a call, as in Flink.
 * A varargs method's trailing arguments are passed as one array.
 */
final class UserFunctionCalls {
  private UserFunctionCalls() {}

  static GeneratedExpr generate(CodeContext context, ExprCodeGenerator generator, Call call) {
    UserFunction function = (UserFunction) ((Literal) call.operand(0)).value();
    Class<?> owner = function.method().getDeclaringClass();
    String ownerName = context.className(owner);
    String target = context.addReferenceField(ownerName, function.instance(), "(" + ownerName + ") ref");
    List<Expr> argumentExprs = call.operands().subList(1, call.operands().size());
    if (onPrimitives(function, call.type(), argumentExprs)) {
      // A method over the engine's own primitives (Flink's wrapping INT arithmetic, say) is a
      // plain call expression: NULL in, NULL out, no conversions, inline in its parent.
      String method = target + "." + function.method().getName();
      return generator.strictOver(call.type(), argumentExprs,
          ops -> method + "(" + String.join(",", ops.stream().map(GeneratedExpr::value).toList()) + ")");
    }
    // Arguments too long for one method are hoisted into methods of their own, as for any call.
    List<GeneratedExpr> generated = argumentExprs.stream().map(generator::generate).toList();
    return generator.fit(generated, argumentExprs.stream().map(Expr::type).toList(),
        arguments -> invoke(context, function, target, call, arguments));
  }

  private static boolean onPrimitives(UserFunction function, SqlType type, List<Expr> arguments) {
    java.lang.reflect.Method method = function.method();
    if (method.isVarArgs()
        || method.getParameterCount() != arguments.size() || !method.getReturnType().getName().equals(javaType(type))
        || !method.getReturnType().isPrimitive()) {
      return false;
    }
    for (int i = 0; i < arguments.size(); i++) {
      Class<?> parameter = method.getParameterTypes()[i];
      if (!parameter.isPrimitive() || !parameter.getName().equals(javaType(arguments.get(i).type()))) {
        return false;
      }
    }
    return true;
  }

  /** The call of the function's method on values already computed. */
  private static GeneratedExpr invoke(CodeContext context, UserFunction function, String target, Call call,
      List<GeneratedExpr> arguments) {
    Class<?>[] parameters = function.method().getParameterTypes();
    SqlType type = call.type();
    String value = context.newName("v");
    String isNull = context.newName("n");
    StringBuilder code = new StringBuilder();
    code.append(javaType(type)).append(' ').append(value).append(" = ").append(defaultValue(type)).append(";\n");
    code.append("boolean ").append(isNull).append(" = true;\n");
    int argumentCount = call.operands().size() - 1;
    // A varargs method called with its trailing arguments one by one (not with one array) gets them as an array.
    boolean spread = function.method().isVarArgs()
        && !(argumentCount == parameters.length && call.operand(argumentCount).type().id() == io.quiver.engine.types.TypeId.ARRAY);
    int fixed = spread ? parameters.length - 1 : parameters.length;
    List<String> externals = new ArrayList<>();
    StringBuilder primitiveNull = new StringBuilder("false");
    for (int i = 1; i < call.operands().size(); i++) {
      Expr operand = call.operand(i);
      GeneratedExpr argument = arguments.get(i - 1);
      code.append(argument.code());
      Class<?> parameter = i - 1 < fixed ? parameters[i - 1] : parameters[fixed].getComponentType();
      String external = operand.type().id().isComposite()
          ? "(" + context.className(parameter) + ") " + converter(context, function) + ".toExternal(" + argument.value()
              + ", " + typeField(context, operand.type()) + ")"
          : toExternal(argument.value(), operand.type(), parameter);
      if (parameter.isPrimitive()) {
        primitiveNull.append(" || (").append(argument.isNull()).append(')');
      } else {
        external = "((" + argument.isNull() + ") ? null : " + external + ")";
      }
      externals.add(external);
    }
    StringBuilder argumentList = new StringBuilder(String.join(", ", externals.subList(0, Math.min(fixed, externals.size()))));
    if (spread) {
      argumentList.append(fixed > 0 ? ", " : "").append("new ").append(context.className(parameters[fixed].getComponentType()))
          .append("[] {").append(String.join(", ", externals.subList(fixed, externals.size()))).append('}');
    }
    code.append("if (!(").append(primitiveNull).append(")) {\n");
    Class<?> returned = function.method().getReturnType();
    String result = context.newName("r");
    code.append("  ").append(context.className(returned)).append(' ').append(result).append(" = ")
        .append(target).append('.').append(function.method().getName()).append('(').append(argumentList).append(");\n");
    if (returned.isPrimitive()) {
      code.append("  ").append(isNull).append(" = false;\n");
    } else {
      code.append("  ").append(isNull).append(" = ").append(result).append(" == null;\n");
    }
    String internal = type.id().isComposite()
        ? "(" + javaType(type) + ") " + converter(context, function) + ".toInternal(" + result + ", "
            + typeField(context, type) + ")"
        : toInternal(result, returned, type);
    code.append("  if (!").append(isNull).append(") { ").append(value).append(" = ").append(internal).append("; }\n");
    code.append("}\n");
    return new GeneratedExpr(code.toString(), value, isNull);
  }

  private static String converter(CodeContext context, UserFunction function) {
    if (function.converter() == null) {
      throw new IllegalStateException("function " + function.name() + " takes or returns composite values but has no converter");
    }
    String name = io.quiver.engine.expr.ValueConverter.class.getName();
    return context.addReferenceField(name, function.converter(), "(" + name + ") ref");
  }

  private static String typeField(CodeContext context, SqlType type) {
    return context.addReferenceField(SqlType.class.getName(), type, "(" + SqlType.class.getName() + ") ref");
  }

  /** The Java expression converting a physical value of {@code type} to {@code parameter}. */
  private static String toExternal(String v, SqlType type, Class<?> parameter) {
    if (parameter == String.class || (parameter == Object.class && type.id().isCharacter())) {
      return FN + ".string(" + v + ")";
    }
    if (parameter == BigDecimal.class || (parameter == Object.class && type.id() == io.quiver.engine.types.TypeId.DECIMAL)) {
      return ExprCodeGenerator.bigDecimalOf(v, type);
    }
    if (parameter == Object.class) {
      // Any type (Flink's InputGroup.ANY): the value as the Java class Flink passes for its type.
      switch (type.id()) {
        case DATE -> {
          return "(Object) java.time.LocalDate.ofEpochDay(" + v + ")";
        }
        case TIMESTAMP -> {
          return "(Object) " + FN + ".fromMicros(" + v + ")";
        }
        case TIME -> {
          return "(Object) java.time.LocalTime.ofNanoOfDay(" + v + " * 1000L)";
        }
        default -> { }
      }
    }
    if (parameter == byte[].class) {
      // The function may keep or change its array; the engine's value stays its own. (Janino types
      // an array's clone() as Object.)
      return "(byte[]) " + v + ".clone()";
    }
    if (parameter == LocalDate.class) {
      return "java.time.LocalDate.ofEpochDay(" + v + ")";
    }
    if (parameter == LocalDateTime.class) {
      return FN + ".fromMicros(" + v + ")";
    }
    String numeric = type.id() == io.quiver.engine.types.TypeId.DECIMAL ? ExprCodeGenerator.bigDecimalOf(v, type) : v;
    Class<?> primitive = unboxed(parameter);
    if (primitive == null) {
      // Object or Number: box the value as its own Java type.
      return "(Object) " + v;
    }
    String converted = type.id() == io.quiver.engine.types.TypeId.DECIMAL
        ? numeric + "." + primitive.getName() + "Value()"
        : "(" + primitive.getName() + ") " + v;
    return parameter.isPrimitive() ? converted : parameter.getSimpleName() + ".valueOf(" + converted + ")";
  }

  private static Class<?> unboxed(Class<?> type) {
    if (type.isPrimitive()) {
      return type;
    }
    if (type == Integer.class) {
      return int.class;
    }
    if (type == Long.class) {
      return long.class;
    }
    if (type == Double.class) {
      return double.class;
    }
    if (type == Float.class) {
      return float.class;
    }
    if (type == Short.class) {
      return short.class;
    }
    if (type == Byte.class) {
      return byte.class;
    }
    if (type == Boolean.class) {
      return boolean.class;
    }
    return null;
  }

  /** The Java expression converting a method result of class {@code returned} to the physical form of {@code type}. */
  private static String toInternal(String result, Class<?> returned, SqlType type) {
    // A method returning Object (a built-in over any element type) has its result cast first.
    String r = returned != Object.class ? result : switch (type.id()) {
      case DECIMAL -> "((java.math.BigDecimal) " + result + ")";
      case DATE -> "((java.time.LocalDate) " + result + ")";
      case TIMESTAMP -> "((java.time.LocalDateTime) " + result + ")";
      case BOOLEAN -> "((Boolean) " + result + ")";
      case BINARY, VARBINARY -> "((byte[]) " + result + ")";
      default -> result;
    };
    return switch (type.id()) {
      case CHAR, VARCHAR -> FN + ".utf8(" + r + ".toString())";
      case BINARY, VARBINARY -> "(byte[]) " + r + ".clone()";
      case DECIMAL -> type.isLongDecimal()
          ? FN + ".unscaled(" + r + ", " + type.precision() + ", " + type.scale() + ")"
          : FN + ".decimal(" + r + ", " + type.precision() + ", " + type.scale() + ")";
      case DATE -> "(int) " + r + ".toEpochDay()";
      case TIMESTAMP -> FN + ".toMicros(" + r + ")";
      case BOOLEAN -> returned.isPrimitive() ? r : r + ".booleanValue()";
      default -> returned.isPrimitive() ? "(" + javaType(type) + ") " + r : "((Number) " + r + ")." + javaType(type) + "Value()";
    };
  }
}
