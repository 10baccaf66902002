package io.quiver.table.planner.functions;

import io.quiver.engine.plan.Accumulator;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.TableException;
import io.quiver.table.functions.AggregateFunction;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

/**
 * An {@link AggregateFunction} as an engine {@link Accumulator}: {@code createAccumulator},
 * the {@code accumulate} overload chosen for the argument types, the optional
 * {@code merge(ACC, Iterable<ACC>)} and {@code getValue}.
 */
final class UserAccumulator implements Accumulator {
  private final AggregateFunction<Object, Object> function;
  private final Method accumulate;
  private final Method merge;
  private final List<SqlType> argumentTypes;

  @SuppressWarnings("unchecked")
  UserAccumulator(AggregateFunction<?, ?> function, Method accumulate, List<SqlType> argumentTypes) {
    this.function = (AggregateFunction<Object, Object>) function;
    this.accumulate = accumulate;
    this.argumentTypes = argumentTypes;
    this.merge = EvalMethods.methods(function.getClass(), "merge").stream()
        .filter(m -> m.getParameterCount() == 2 && Iterable.class.isAssignableFrom(m.getParameterTypes()[1]))
        .findFirst().orElse(null);
  }

  @Override
  public Object create() {
    return function.createAccumulator();
  }

  @Override
  public void accumulate(Object state, Object[] arguments) {
    Class<?>[] parameters = accumulate.getParameterTypes();
    Object[] values = new Object[arguments.length + 1];
    values[0] = state;
    for (int i = 0; i < arguments.length; i++) {
      if (arguments[i] == null && parameters[i + 1].isPrimitive()) {
        return;
      }
      values[i + 1] = ExternalConversions.toExternal(arguments[i], argumentTypes.get(i), parameters[i + 1]);
    }
    invoke(accumulate, values);
  }

  @Override
  public boolean canMerge() {
    return merge != null;
  }

  @Override
  public void merge(Object state, List<Object> partials) {
    invoke(merge, new Object[] {state, partials});
  }

  @Override
  public Object result(Object state) {
    return ExternalConversions.toPhysical(function.getValue(state));
  }

  private void invoke(Method method, Object[] arguments) {
    try {
      method.invoke(function, arguments);
    } catch (InvocationTargetException e) {
      throw new TableException("Aggregate function " + function + " failed in " + method.getName() + ": "
          + e.getCause().getMessage(), e.getCause());
    } catch (IllegalAccessException e) {
      throw new TableException("Aggregate function " + function + " is not accessible: " + e.getMessage(), e);
    }
  }
}
