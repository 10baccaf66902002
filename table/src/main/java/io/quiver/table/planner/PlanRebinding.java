package io.quiver.table.planner;

import io.quiver.engine.expr.Literal;
import io.quiver.engine.index.HashIndex;
import io.quiver.engine.plan.IndexLookup;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.SqlType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * A physical plan lowered once for one set of parameter values, turned into the plan for other
 * values without lowering again: every {@link Literal} (and every key or range bound of an {@link IndexLookup})
 * that holds the value of parameter {@code i} gets the new value of parameter {@code i}, and every
 * table version is read again. Lowering a prepared lookup costs more than running it; this is
 * what makes a prepared point lookup a few microseconds.
 *
 * <p>Lowering may use a value in ways this cannot follow (a LIMIT count, a value converted to
 * another type, two markers with the same value merged into one key), so a template is trusted
 * only after one check: for the first values that differ from the template's, the plan rebound
 * must equal the plan lowered ({@link #same}). Values are only rebound when they are non-null and
 * pairwise distinct (a template whose parameters share a value would not know which marker a
 * value came from), and only plans made of the engine's plain records qualify: no user
 * functions (which lowering opens), no connector scans.
 */
final class PlanRebinding {
  private PlanRebinding() {}

  /** The accessors and canonical constructor of each record class seen. */
  private static final ClassValue<Shape> SHAPES = new ClassValue<>() {
    @Override
    protected Shape computeValue(Class<?> type) {
      RecordComponent[] components = type.getRecordComponents();
      Method[] accessors = new Method[components.length];
      Class<?>[] types = new Class<?>[components.length];
      for (int i = 0; i < components.length; i++) {
        accessors[i] = components[i].getAccessor();
        types[i] = components[i].getType();
      }
      try {
        return new Shape(components, accessors, type.getDeclaredConstructor(types));
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException(e);
      }
    }
  };

  private record Shape(RecordComponent[] components, Method[] accessors, Constructor<?> constructor) {}

  /** True when values can be rebound: none null, no two equal. */
  static boolean distinctValues(List<Literal> values) {
    for (int i = 0; i < values.size(); i++) {
      Object value = values.get(i).value();
      if (value == null) {
        return false;
      }
      for (int j = 0; j < i; j++) {
        if (value.equals(values.get(j).value())) {
          return false;
        }
      }
    }
    return true;
  }

  /** True when every value differs from the one at its position in {@code template}. */
  static boolean allDiffer(List<Literal> values, List<Literal> template) {
    for (int i = 0; i < values.size(); i++) {
      if (Objects.equals(values.get(i).value(), template.get(i).value())) {
        return false;
      }
    }
    return true;
  }

  /** True when the plan holds only what {@link #rebind} knows how to rebuild. */
  static boolean rebindable(Object value) {
    if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean
        || value instanceof Enum<?> || value instanceof SqlType || value instanceof int[]
        || value instanceof TableVersion || value instanceof ColumnarTable || value instanceof HashIndex
        || value instanceof io.quiver.engine.types.Column) {
      return true;
    }
    if (value instanceof List<?> list) {
      for (Object element : list) {
        if (!rebindable(element)) {
          return false;
        }
      }
      return true;
    }
    Class<?> type = value.getClass();
    String name = type.getName();
    boolean engineRecord = type.isRecord() && (name.startsWith("io.quiver.engine.plan.")
        || name.startsWith("io.quiver.engine.expr."));
    if (!engineRecord || name.endsWith(".UserFunction") || name.contains(".Accumulator")
        || name.endsWith(".TableFunctionJoin") || name.endsWith(".ExternalScan")) {
      return false;
    }
    Shape shape = SHAPES.get(type);
    for (Method accessor : shape.accessors()) {
      if (!rebindable(get(accessor, value))) {
        return false;
      }
    }
    return true;
  }

  /** The plan for {@code to}, from {@code template} lowered for {@code from}. */
  static PhysicalNode rebind(PhysicalNode template, List<Literal> from, List<Literal> to,
      Function<ColumnarTable, TableVersion> versions) {
    return (PhysicalNode) new Rebinder(from, to, versions).record(template);
  }

  private static final class Rebinder {
    private final List<Literal> from;
    private final List<Literal> to;
    private final Function<ColumnarTable, TableVersion> versions;

    Rebinder(List<Literal> from, List<Literal> to, Function<ColumnarTable, TableVersion> versions) {
      this.from = from;
      this.to = to;
      this.versions = versions;
    }

    /** The parameter whose template value this is, or -1. */
    private int parameterOf(Object value) {
      if (value == null) {
        return -1;
      }
      for (int i = 0; i < from.size(); i++) {
        if (value.equals(from.get(i).value())) {
          return i;
        }
      }
      return -1;
    }

    Object value(Object value, boolean key) {
      if (value instanceof Literal literal) {
        int parameter = parameterOf(literal.value());
        return parameter < 0 ? literal : new Literal(to.get(parameter).value(), literal.type());
      }
      if (value instanceof List<?> list) {
        List<Object> rebound = null;
        for (int i = 0; i < list.size(); i++) {
          Object element = list.get(i);
          Object next = value(element, key);
          if (next != element && rebound == null) {
            rebound = new ArrayList<>(list.subList(0, i));
          }
          if (rebound != null) {
            rebound.add(next);
          }
        }
        return rebound == null ? list : Collections.unmodifiableList(rebound);
      }
      if (value instanceof Record) {
        return record(value);
      }
      if (key) {
        int parameter = parameterOf(value);
        return parameter < 0 ? value : to.get(parameter).value();
      }
      return value;
    }

    Object record(Object record) {
      Shape shape = SHAPES.get(record.getClass());
      Method[] accessors = shape.accessors();
      Object[] values = new Object[accessors.length];
      ColumnarTable table = null;
      for (int i = 0; i < accessors.length; i++) {
        values[i] = get(accessors[i], record);
        if (values[i] instanceof ColumnarTable t) {
          table = t;
        }
      }
      boolean changed = false;
      for (int i = 0; i < values.length; i++) {
        Object old = values[i];
        Object next;
        if (old instanceof TableVersion) {
          next = versions.apply(Objects.requireNonNull(table, "a table version without its table"));
        } else {
          next = value(old, holdsKeys(record, shape.components()[i].getName()));
        }
        if (next != old) {
          values[i] = next;
          changed = true;
        }
      }
      if (!changed) {
        return record;
      }
      try {
        return shape.constructor().newInstance(values);
      } catch (InvocationTargetException e) {
        throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  /** Whether the component holds index key values in their physical form (not {@link Literal}s). */
  private static boolean holdsKeys(Object record, String component) {
    return (record instanceof IndexLookup && component.equals("keys"))
        || (record instanceof IndexLookup.Range && (component.equals("low") || component.equals("high")));
  }

  /**
   * Whether two plans are the same but for their table versions: records component by
   * component, arrays by content.
   */
  static boolean same(Object a, Object b) {
    if (a == b) {
      return true;
    }
    if (a == null || b == null || a.getClass() != b.getClass()) {
      return false;
    }
    if (a instanceof TableVersion) {
      return true;
    }
    if (a instanceof List<?> x) {
      List<?> y = (List<?>) b;
      if (x.size() != y.size()) {
        return false;
      }
      for (int i = 0; i < x.size(); i++) {
        if (!same(x.get(i), y.get(i))) {
          return false;
        }
      }
      return true;
    }
    if (a instanceof Record && (a.getClass().getName().startsWith("io.quiver.engine.plan.")
        || a.getClass().getName().startsWith("io.quiver.engine.expr."))) {
      for (Method accessor : SHAPES.get(a.getClass()).accessors()) {
        if (!same(get(accessor, a), get(accessor, b))) {
          return false;
        }
      }
      return true;
    }
    return Objects.deepEquals(a, b);
  }

  private static Object get(Method accessor, Object record) {
    try {
      return accessor.invoke(record);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }
}
