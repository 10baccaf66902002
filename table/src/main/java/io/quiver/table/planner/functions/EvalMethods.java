package io.quiver.table.planner.functions;

import io.quiver.engine.types.SqlType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Finds the evaluation method of a user-defined function for the argument types of one call:
 * among the public methods named {@code eval} (or {@code accumulate}) with as many parameters,
 * the one every argument fits, preferring exact matches over widening ones, as Java overload
 * resolution would.
 */
final class EvalMethods {
  private EvalMethods() {}

  /** The best method, or null when none accepts the arguments. */
  static Method choose(Class<?> functionClass, String name, List<SqlType> arguments, int leadingParameters) {
    Method best = null;
    int bestCost = Integer.MAX_VALUE;
    for (Method method : methods(functionClass, name)) {
      int cost = cost(method, arguments, leadingParameters);
      if (cost >= 0 && cost < bestCost) {
        best = method;
        bestCost = cost;
      }
    }
    return best;
  }

  /**
   * The sum of the arguments' fits, or -1 when the method does not accept them. A varargs method
   * also takes its trailing arguments one by one (each fitting the array's element class), at a
   * cost above any fixed-arity match, as Java prefers fixed arity.
   */
  private static int cost(Method method, List<SqlType> arguments, int leadingParameters) {
    Class<?>[] parameters = method.getParameterTypes();
    if (parameters.length == arguments.size() + leadingParameters) {
      int cost = fitAll(arguments, 0, arguments.size(), parameters, leadingParameters);
      if (cost >= 0) {
        return cost;
      }
    }
    if (!method.isVarArgs() || arguments.size() + leadingParameters < parameters.length - 1) {
      return -1;
    }
    int fixed = parameters.length - 1 - leadingParameters;
    int cost = fitAll(arguments, 0, fixed, parameters, leadingParameters);
    Class<?> element = parameters[parameters.length - 1].getComponentType();
    for (int i = fixed; i < arguments.size() && cost >= 0; i++) {
      int fit = JavaTypes.fit(arguments.get(i), element);
      cost = fit < 0 ? -1 : cost + fit;
    }
    return cost < 0 ? -1 : cost + arguments.size() + 1;
  }

  private static int fitAll(List<SqlType> arguments, int from, int to, Class<?>[] parameters, int leadingParameters) {
    int cost = 0;
    for (int i = from; i < to && cost >= 0; i++) {
      int fit = JavaTypes.fit(arguments.get(i), parameters[i + leadingParameters]);
      cost = fit < 0 ? -1 : cost + fit;
    }
    return cost;
  }

  static List<Method> methods(Class<?> functionClass, String name) {
    List<Method> found = new ArrayList<>();
    for (Method method : functionClass.getMethods()) {
      if (method.getName().equals(name) && !Modifier.isStatic(method.getModifiers()) && !method.isBridge()) {
        found.add(method);
      }
    }
    return found;
  }

  /** The signatures, for error messages: {@code f(INT)}, {@code f(STRING)}. */
  static String signatures(String functionName, Class<?> functionClass, String name, int leadingParameters) {
    return methods(functionClass, name).stream()
        .map(m -> functionName + Arrays.stream(m.getParameterTypes()).skip(leadingParameters)
            .map(Class::getSimpleName).collect(Collectors.joining(", ", "(", ")"))
            .replaceFirst("\\[\\]\\)$", m.isVarArgs() ? "...)" : "[])"))
        .sorted()
        .collect(Collectors.joining(", "));
  }
}
