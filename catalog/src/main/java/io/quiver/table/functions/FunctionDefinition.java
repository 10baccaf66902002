package io.quiver.table.functions;

/**
 * Anything that can be called as a function in SQL or the Table API: a built-in function of a
 * module or a {@link UserDefinedFunction}.
 */
public interface FunctionDefinition {
  FunctionKind getKind();

  /** Whether calls with the same arguments always return the same result. */
  default boolean isDeterministic() {
    return true;
  }
}
