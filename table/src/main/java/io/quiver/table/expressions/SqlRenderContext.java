package io.quiver.table.expressions;

import io.quiver.table.functions.FunctionDefinition;

/**
 * What turning a Table API expression into SQL text needs from its session: a name under which
 * an inline function object (e.g. {@code call(new MyFunction(), $("a"))}) can be called, and the
 * SQL of an over window named with {@code as}.
 */
public interface SqlRenderContext {
  /** Registers {@code function} for this session and returns the quoted name to call it by. */
  String inlineFunction(FunctionDefinition function);

  /** The SQL window specification ({@code (PARTITION BY ... ORDER BY ... ROWS ...)}) of an alias. */
  String overWindow(String alias);
}
