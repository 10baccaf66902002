package io.quiver.table.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Types of a user-defined function that reflection cannot tell, as in Flink: on a table function
 * (its class or its {@code eval} method), {@code @FunctionHint(output = @DataTypeHint("ROW<s
 * STRING, n INT>"))} gives the columns of the rows it emits; on a table aggregate function, the
 * rows {@code emitValue} collects.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@Repeatable(FunctionHints.class)
public @interface FunctionHint {
  /** The type of the function's result (for a table function, of each emitted row). */
  DataTypeHint output() default @DataTypeHint;

  /** The types of the arguments, in order; empty when reflection tells them. */
  DataTypeHint[] input() default {};

  /** The arguments with names and types, in order. */
  ArgumentHint[] argument() default {};

  /** The names of the arguments, in order. */
  String[] argumentNames() default {};

  /** Whether the last argument repeats. */
  boolean isVarArgs() default false;

  /** The type of an aggregate function's accumulator. */
  DataTypeHint accumulator() default @DataTypeHint;
}
