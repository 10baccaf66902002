package io.quiver.engine.expr;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Objects;

/**
 * A user-defined scalar function as the engine calls it: the function object and the public
 * method of its class chosen by the planner for the call's argument types. Generated code holds
 * the object in a field and calls the method directly, converting arguments from the engine's
 * physical values to the method's Java types and the result back; composite values go through
 * {@code converter}.
 */
public record UserFunction(String name, Object instance, Method method, ValueConverter converter) {
  /** A function whose arguments and result are not composite. */
  public UserFunction(String name, Object instance, Method method) {
    this(name, instance, method, null);
  }

  public UserFunction {
    Objects.requireNonNull(name, "name is null");
    Objects.requireNonNull(instance, "instance is null");
    Objects.requireNonNull(method, "method is null");
    if (!Modifier.isPublic(method.getDeclaringClass().getModifiers()) || !Modifier.isPublic(method.getModifiers())) {
      throw new IllegalArgumentException("function " + name + ": class and method must be public");
    }
  }

  @Override
  public String toString() {
    return name;
  }
}
