package io.quiver.table.planner;

import io.quiver.table.annotation.ArgumentHint;
import io.quiver.table.annotation.FunctionHint;
import io.quiver.table.planner.functions.UserScalarSqlFunction;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.SqlSyntax;
import org.apache.calcite.sql.SqlUnresolvedFunction;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.validate.SqlNameMatchers;

/**
 * Flink's named arguments of a user-defined scalar function: {@code f(b => 2, a => 'x')} is
 * {@code f('x', 2)} when the function's {@code eval} names its parameters (with
 * {@code @ArgumentHint(name = ...)} on each, or {@code @FunctionHint(argument = ...)}); an optional
 * argument left out is a NULL of its type.
 */
final class NamedArguments {
  private NamedArguments() {}

  /** One declared parameter: its name, its SQL type (for a NULL in its place) and whether it may be left out. */
  private record Declared(String name, String type, boolean optional) {}

  /** The call with its arguments in the function's order, or {@code node} itself when it names none. */
  static SqlNode inDeclaredOrder(SqlNode node, SqlOperatorTable operators) {
    if (!(node instanceof SqlBasicCall call) || !(call.getOperator() instanceof SqlUnresolvedFunction function)
        || call.getOperandList().stream().noneMatch(o -> o != null && o.getKind() == SqlKind.ARGUMENT_ASSIGNMENT)) {
      return node;
    }
    List<SqlOperator> found = new ArrayList<>();
    operators.lookupOperatorOverloads(function.getSqlIdentifier(), SqlFunctionCategory.USER_DEFINED_FUNCTION,
        SqlSyntax.FUNCTION, found, SqlNameMatchers.withCaseSensitive(false));
    List<Declared> declared = found.stream().filter(UserScalarSqlFunction.class::isInstance)
        .map(f -> declared(((UserScalarSqlFunction) f).function().getClass())).filter(d -> d != null).findFirst().orElse(null);
    if (declared == null) {
      return node;
    }
    Map<String, SqlNode> byName = new LinkedHashMap<>();
    for (SqlNode operand : call.getOperandList()) {
      if (!(operand instanceof SqlCall assignment) || assignment.getKind() != SqlKind.ARGUMENT_ASSIGNMENT) {
        throw error("Named and positional arguments of " + function.getName()
            + " cannot be mixed: name every argument.", operand);
      }
      String name = ((SqlIdentifier) assignment.operand(1)).getSimple();
      if (byName.put(name, assignment.operand(0)) != null) {
        throw error("Argument " + name + " of " + function.getName() + " is given twice.", operand);
      }
    }
    List<SqlNode> ordered = new ArrayList<>();
    for (Declared parameter : declared) {
      SqlNode value = byName.remove(parameter.name());
      if (value == null && !parameter.optional()) {
        throw error("Missing required argument " + parameter.name() + " of " + function.getName() + ".",
            call);
      }
      ordered.add(value != null ? value : typedNull(parameter.type()));
    }
    if (!byName.isEmpty()) {
      throw error("Unknown arguments " + byName.keySet() + " of " + function.getName()
          + "; its arguments are " + declared.stream().map(Declared::name).toList() + ".", call);
    }
    return function.createCall(call.getFunctionQuantifier(), call.getParserPosition(), ordered);
  }

  private static RuntimeException error(String message, SqlNode at) {
    return org.apache.calcite.sql.SqlUtil.newContextException(at.getParserPosition(),
        io.quiver.table.sql.parser.QuiverParserResource.RESOURCE.namedArguments(message));
  }

  /** The named parameters of the first eval method that names them all, or null. */
  private static List<Declared> declared(Class<?> functionClass) {
    for (Method eval : functionClass.getMethods()) {
      if (!eval.getName().equals("eval")) {
        continue;
      }
      FunctionHint hint = eval.getAnnotation(FunctionHint.class);
      if (hint == null) {
        hint = functionClass.getAnnotation(FunctionHint.class);
      }
      List<Declared> parameters = new ArrayList<>();
      if (hint != null && hint.argument().length == eval.getParameterCount()) {
        for (int i = 0; i < hint.argument().length; i++) {
          parameters.add(of(hint.argument()[i], eval.getParameters()[i]));
        }
      } else {
        for (Parameter parameter : eval.getParameters()) {
          ArgumentHint argument = parameter.getAnnotation(ArgumentHint.class);
          if (argument == null || argument.name().isEmpty()) {
            parameters = null;
            break;
          }
          parameters.add(of(argument, parameter));
        }
      }
      if (parameters != null && !parameters.isEmpty() && parameters.stream().noneMatch(p -> p.name().isEmpty())) {
        return parameters;
      }
    }
    return null;
  }

  private static Declared of(ArgumentHint argument, Parameter parameter) {
    String type = argument.type().value();
    return new Declared(argument.name(), type.isEmpty() ? sqlType(parameter.getType()) : type, argument.isOptional());
  }

  /** The SQL type of a parameter's Java class, for the NULL of an optional argument without a declared type. */
  private static String sqlType(Class<?> javaClass) {
    Map<Class<?>, String> types = Map.of(String.class, "STRING", Integer.class, "INT", Long.class, "BIGINT",
        Double.class, "DOUBLE", Float.class, "FLOAT", Boolean.class, "BOOLEAN", Short.class, "SMALLINT",
        Byte.class, "TINYINT", java.math.BigDecimal.class, "DECIMAL(38, 18)", java.time.LocalDate.class, "DATE");
    return types.getOrDefault(javaClass, "STRING");
  }

  private static SqlNode typedNull(String type) {
    try {
      return SqlParser.create("CAST(NULL AS " + type + ")", QuiverPlanner.parserConfig()).parseExpression();
    } catch (SqlParseException e) {
      throw new IllegalStateException("the type of an optional argument does not parse: " + type, e);
    }
  }
}
