package io.quiver.table.annotation;

/**
 * A group of argument types a function parameter takes, as in Flink's
 * {@code @DataTypeHint(inputGroup = ...)}: {@link #ANY} accepts a value of every type, passed to
 * an {@code Object} parameter as its Java value (String, Integer, BigDecimal, LocalDate, ...).
 */
public enum InputGroup {
  /** No group: the parameter's type comes from its Java class or the hint's type. */
  UNKNOWN,
  /** Any type at all. */
  ANY
}
