package io.quiver.table.planner.functions;

import io.quiver.engine.plan.RowExpander;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.TableException;
import io.quiver.table.functions.TableFunction;
import io.quiver.types.Row;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.function.Consumer;

/**
 * Calls a {@link TableFunction}'s chosen {@code eval} for the engine: converts the arguments to
 * the method's Java types and each collected row (a single value, or a {@link Row}) back.
 */
final class TableFunctionExpander implements RowExpander {
  private final TableFunction<Object> function;
  private final Method eval;
  private final List<SqlType> argumentTypes;
  private final List<SqlType> outputTypes;

  @SuppressWarnings("unchecked")
  TableFunctionExpander(TableFunction<?> function, Method eval, List<SqlType> argumentTypes, List<SqlType> outputTypes) {
    this.function = (TableFunction<Object>) function;
    this.eval = eval;
    this.argumentTypes = argumentTypes;
    this.outputTypes = outputTypes;
  }

  @Override
  public void expand(Object[] arguments, Consumer<Object[]> out) {
    Object[] external = new Object[arguments.length];
    Class<?>[] parameters = eval.getParameterTypes();
    for (int i = 0; i < arguments.length; i++) {
      if (arguments[i] == null && parameters[i].isPrimitive()) {
        return;
      }
      external[i] = ExternalConversions.toExternal(arguments[i], argumentTypes.get(i), parameters[i]);
    }
    function.setCollector(row -> out.accept(toPhysical(row)));
    try {
      eval.invoke(function, external);
    } catch (InvocationTargetException e) {
      throw new TableException("Table function " + function + " failed: " + e.getCause().getMessage(), e.getCause());
    } catch (IllegalAccessException e) {
      throw new TableException("Table function " + function + " is not accessible: " + e.getMessage(), e);
    } finally {
      function.setCollector(null);
    }
  }

  private Object[] toPhysical(Object row) {
    Object[] values = row instanceof Row r ? new Object[r.getArity()] : new Object[] {row};
    if (row instanceof Row r) {
      for (int i = 0; i < values.length; i++) {
        values[i] = r.getField(i);
      }
    }
    for (int i = 0; i < values.length && i < outputTypes.size(); i++) {
      values[i] = ExternalConversions.toPhysical(values[i]);
    }
    return values;
  }

}
