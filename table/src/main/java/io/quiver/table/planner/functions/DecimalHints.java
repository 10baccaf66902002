package io.quiver.table.planner.functions;

import io.quiver.table.annotation.ArgumentHint;
import io.quiver.table.annotation.DataTypeHint;
import io.quiver.table.annotation.FunctionHint;
import io.quiver.table.api.ValidationException;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.math.BigDecimal;

/**
 * Flink extracts no DECIMAL type from {@code BigDecimal} alone, since the class has no precision:
 * a BigDecimal argument or result needs a hint giving one ({@code @DataTypeHint("DECIMAL(10, 2)")},
 * an {@code @ArgumentHint} type, a {@code @FunctionHint} input or output, or a default decimal
 * precision). Without one the call is invalid, as in Flink.
 */
final class DecimalHints {
  private DecimalHints() {}

  static void require(Class<?> functionClass, Method eval) {
    boolean functionHinted = functionHints(functionClass, eval);
    Parameter[] parameters = eval.getParameters();
    for (Parameter parameter : parameters) {
      if (parameter.getType() == BigDecimal.class && !functionHinted && !hinted(parameter)) {
        throw missing(functionClass);
      }
    }
    if (eval.getReturnType() == BigDecimal.class && !hinted(eval.getAnnotation(DataTypeHint.class))
        && !outputHinted(functionClass.getAnnotationsByType(FunctionHint.class))
        && !outputHinted(eval.getAnnotationsByType(FunctionHint.class))
        && !hinted(functionClass.getAnnotation(DataTypeHint.class))) {
      throw missing(functionClass);
    }
  }

  private static boolean functionHints(Class<?> functionClass, Method eval) {
    for (FunctionHint[] hints : new FunctionHint[][] {
        functionClass.getAnnotationsByType(FunctionHint.class), eval.getAnnotationsByType(FunctionHint.class)}) {
      for (FunctionHint hint : hints) {
        if (hint.input().length > 0 || hint.argument().length > 0) {
          return true;
        }
      }
    }
    return hinted(functionClass.getAnnotation(DataTypeHint.class));
  }

  private static boolean hinted(Parameter parameter) {
    ArgumentHint argument = parameter.getAnnotation(ArgumentHint.class);
    return hinted(parameter.getAnnotation(DataTypeHint.class)) || (argument != null && hinted(argument.type()));
  }

  private static boolean outputHinted(FunctionHint[] hints) {
    for (FunctionHint hint : hints) {
      if (hinted(hint.output())) {
        return true;
      }
    }
    return false;
  }

  private static boolean hinted(DataTypeHint hint) {
    return hint != null && (!hint.value().isEmpty() || hint.defaultDecimalPrecision() >= 0);
  }

  private static ValidationException missing(Class<?> functionClass) {
    return new ValidationException("Could not extract a valid type inference for function class '"
        + functionClass.getName() + "'. Please check for implementation mistakes and/or provide a corresponding hint."
        + " Values of 'java.math.BigDecimal' need fixed precision and scale.", null, "42883", 0, 0);
  }
}
