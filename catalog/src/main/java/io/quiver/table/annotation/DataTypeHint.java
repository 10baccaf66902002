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
}
