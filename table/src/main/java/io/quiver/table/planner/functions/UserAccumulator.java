package io.quiver.table.planner.functions;

import io.quiver.engine.plan.Accumulator;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.TableException;
import io.quiver.table.api.ValidationException;
import io.quiver.table.functions.AggregateFunction;
import io.quiver.table.functions.ImperativeAggregateFunction;
import io.quiver.table.functions.TableAggregateFunction;
import io.quiver.util.Collector;
import java.util.ArrayList;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

/**
 * An {@link AggregateFunction} as an engine {@link Accumulator}: {@code createAccumulator},
 * the {@code accumulate} overload chosen for the argument types, the optional
 * {@code merge(ACC, Iterable<ACC>)} and {@code getValue}; for a {@link TableAggregateFunction},
 * {@code emitValue(ACC, Collector)} instead of {@code getValue}, its rows packed in one value.
 */
final class UserAccumulator implements Accumulator {
  private final ImperativeAggregateFunction<Object, Object> function;
  private final Method accumulate;
  private final Method merge;
  private final Method emitValue;
  private final List<SqlType> argumentTypes;
  private final SqlType resultType;

  /** {@code resultType}: the SQL type of the function's value (a composite is converted to the engine's form). */
  @SuppressWarnings("unchecked")
  UserAccumulator(ImperativeAggregateFunction<?, ?> function, Method accumulate, List<SqlType> argumentTypes,
      SqlType resultType) {
    this.resultType = resultType;
    this.function = (ImperativeAggregateFunction<Object, Object>) function;
    this.accumulate = accumulate;
    this.argumentTypes = argumentTypes;
    this.merge = EvalMethods.methods(function.getClass(), "merge").stream()
        .filter(m -> m.getParameterCount() == 2 && Iterable.class.isAssignableFrom(m.getParameterTypes()[1]))
        .findFirst().orElse(null);
    this.emitValue = function instanceof TableAggregateFunction<?, ?> ? emitValue(function) : null;
  }

  private static Method emitValue(ImperativeAggregateFunction<?, ?> function) {
    return EvalMethods.methods(function.getClass(), "emitValue").stream()
        .filter(m -> m.getParameterCount() == 2 && m.getParameterTypes()[1].isAssignableFrom(Collector.class))
        .findFirst()
        .orElseThrow(() -> new ValidationException("Table aggregate function " + function
            + " needs a public emitValue(ACC, io.quiver.util.Collector) method.", null, "42883", 0, 0));
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
      values[i + 1] = argumentTypes.get(i).id().isComposite()
          ? io.quiver.table.api.internal.CompositeExternals.external(arguments[i], argumentTypes.get(i))
          : ExternalConversions.toExternal(arguments[i], argumentTypes.get(i), parameters[i + 1]);
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
  @SuppressWarnings("unchecked")
  public Object result(Object state) {
    if (emitValue == null) {
      Object value = ((AggregateFunction<Object, Object>) function).getValue(state);
      return resultType != null && resultType.id().isComposite()
          ? io.quiver.table.api.internal.CompositeExternals.internal(value, resultType)
          : ExternalConversions.toPhysical(value);
    }
    List<Object> emitted = new ArrayList<>();
    Collector<Object> out = emitted::add;
    invoke(emitValue, new Object[] {state, out});
    return ExternalConversions.toPhysical(TableAggregateBridge.pack(emitted));
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
