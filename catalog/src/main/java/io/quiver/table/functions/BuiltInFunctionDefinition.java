package io.quiver.table.functions;

import java.util.Objects;

/** A function the engine provides, known by its SQL name (e.g. {@code UPPER}, {@code SUM}). */
public record BuiltInFunctionDefinition(String name, FunctionKind kind) implements FunctionDefinition {
  public BuiltInFunctionDefinition {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(kind, "kind is null");
  }

  @Override
  public FunctionKind getKind() {
    return kind;
  }

  @Override
  public String toString() {
    return name;
  }
}
