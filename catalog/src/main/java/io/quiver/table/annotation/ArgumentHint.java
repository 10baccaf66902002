package io.quiver.table.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A name and type for one argument of a user-defined function, as in Flink: on an {@code eval}
 * parameter, or in {@link FunctionHint#argument()}. The type, when given, must agree with the
 * parameter's Java class; Quiver's calls pass arguments by position, so the name is documentation.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.METHOD, ElementType.TYPE})
public @interface ArgumentHint {
  /** The argument's name. */
  String name() default "";

  /** Whether the argument may be left out when the call names its arguments (then it is NULL). */
  boolean isOptional() default false;

  /** The argument's type. */
  DataTypeHint type() default @DataTypeHint;
}
