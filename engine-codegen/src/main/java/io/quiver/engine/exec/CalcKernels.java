package io.quiver.engine.exec;

import io.quiver.engine.expr.Expr;
import io.quiver.engine.gen.CalcGenerator;
import io.quiver.engine.gen.GeneratedClass;
import io.quiver.engine.runtime.BytesInSet;
import io.quiver.engine.runtime.CalcKernel;
import io.quiver.engine.runtime.LongInSet;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Calc kernels one prepared statement made, by what they were generated from, so that its next
 * executions with the same expressions (an UPDATE's SET list, a filter above an index lookup) take
 * the class and its constructor instead of writing the Java source again, hashing it to find the
 * compiled class and looking the constructor up: together more than half of a prepared
 * single-row UPDATE by key. Each execution still gets a kernel of its own.
 *
 * <p>A kernel is remembered only when every object its constructor receives is an immutable value
 * (numbers, strings, arrays of them, SQL types, time zones, IN sets), never a user function's
 * instance or a matcher, which a fresh generation would make anew. Confined to one statement, and
 * synchronized for a statement shared by threads; it keeps the last {@value #CAPACITY} shapes.
 */
public final class CalcKernels {
  static final int CAPACITY = 8;

  private record Key(int maxLength, boolean compact, Expr condition, List<Expr> projects, List<Column> outputs) {}

  private record Made(GeneratedClass generated, Constructor<?> constructor) {}

  private final Map<Key, Made> made = new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Key, Made> eldest) {
      return size() > CAPACITY;
    }
  };

  /** A new kernel for the Calc, generated and compiled the first time its expressions are seen. */
  synchronized CalcKernel kernel(ExecContext context, boolean compact, Expr condition, List<Expr> projects, List<Column> outputs) {
    Key key = new Key(context.maxGeneratedCodeLength(), compact, condition, List.copyOf(projects),
        List.copyOf(outputs));
    Made kernel = made.get(key);
    if (kernel == null) {
      GeneratedClass generated = new CalcGenerator(context.maxGeneratedCodeLength(), compact)
          .generate(condition, projects, outputs);
      Constructor<?> constructor;
      try {
        constructor = context.compile(generated).type().getConstructor(Object[].class);
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException("cannot instantiate generated " + generated.className(), e);
      }
      kernel = new Made(generated, constructor);
      if (generated.foreignClasses().isEmpty() && generated.references().stream().allMatch(CalcKernels::immutable)) {
        made.put(key, kernel);
      }
    } else {
      context.record(kernel.generated());
    }
    try {
      return (CalcKernel) kernel.constructor().newInstance((Object) kernel.generated().referenceArray());
    } catch (InvocationTargetException e) {
      throw Executor.Errors.translate(e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot instantiate generated " + kernel.generated().className(), e);
    }
  }

  /** Whether a constructor argument is a value no kernel changes, so that kernels may share it. */
  private static boolean immutable(Object reference) {
    return reference instanceof Long || reference instanceof Integer || reference instanceof Short
        || reference instanceof Byte || reference instanceof Double || reference instanceof Float
        || reference instanceof java.math.BigDecimal || reference instanceof java.math.BigInteger
        || reference instanceof String || reference instanceof Boolean
        || reference instanceof Character || reference instanceof byte[] || reference instanceof int[]
        || reference instanceof long[] || reference instanceof SqlType || reference instanceof java.time.ZoneId
        || reference instanceof LongInSet || reference instanceof BytesInSet
        || reference instanceof Enum<?>;
  }
}
