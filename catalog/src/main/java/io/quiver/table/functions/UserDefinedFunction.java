package io.quiver.table.functions;

import java.io.Serializable;

/**
 * The base of user-defined functions. Subclasses declare their evaluation methods ({@code eval},
 * {@code accumulate}, ...) by name; Quiver finds them by reflection and picks the overload whose
 * parameter types fit the call's argument types.
 *
 * <p>{@link #open} runs once before the first row of a statement that uses the function, and
 * {@link #close} once after its last row.
 */
public abstract class UserDefinedFunction implements FunctionDefinition, Serializable {
  private static final long serialVersionUID = 1L;

  /** Called before the first evaluation; reads job parameters from {@code context}. */
  public void open(FunctionContext context) throws Exception {}

  /** Called after the last evaluation. */
  public void close() throws Exception {}

  /** A name identifying the function's class, for plans and error messages. */
  public String functionIdentifier() {
    return getClass().getName();
  }

  @Override
  public String toString() {
    return getClass().getSimpleName();
  }
}
