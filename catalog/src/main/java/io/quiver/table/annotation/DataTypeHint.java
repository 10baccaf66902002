package io.quiver.table.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A data type given as SQL text where reflection cannot tell it, as in Flink: on a table function
 * emitting {@link io.quiver.types.Row}s, {@code @DataTypeHint("ROW<word STRING, length INT>")}
 * names and types the columns of the rows. Accepted types: BOOLEAN, TINYINT, SMALLINT, INT
 * (INTEGER), BIGINT, FLOAT (REAL), DOUBLE, DECIMAL(p, s), STRING, VARCHAR(n), CHAR(n), DATE,
 * TIMESTAMP(p), BYTES, and ROW&lt;name type, ...&gt;, each optionally NOT NULL.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.PARAMETER, ElementType.FIELD})
public @interface DataTypeHint {
  /** The type as SQL text; empty when the hint gives no type. */
  String value() default "";

  /** A group of types instead of one: {@link InputGroup#ANY} on an {@code Object} parameter accepts all. */
  InputGroup inputGroup() default InputGroup.UNKNOWN;

  /** The Java class values are passed as; {@code void.class} for the default of the type. */
  Class<?> bridgedTo() default void.class;

  /** Precision and scale for a {@code BigDecimal} without a type; -1 for Flink's default (38, 18). */
  int defaultDecimalPrecision() default -1;

  int defaultDecimalScale() default -1;
}
