package io.quiver.engine.expr;

/** The scalar operators generated code knows how to evaluate. */
public enum Operator {
  // arithmetic
  PLUS, MINUS, TIMES, DIVIDE, MOD, NEGATE,
  // comparison
  EQUALS, NOT_EQUALS, LESS_THAN, LESS_THAN_OR_EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL,
  IS_DISTINCT_FROM, IS_NOT_DISTINCT_FROM,
  // logic, with SQL's three-valued semantics
  AND, OR, NOT, IS_NULL, IS_NOT_NULL, IS_TRUE, IS_NOT_TRUE, IS_FALSE, IS_NOT_FALSE,
  /** {@code CASE WHEN c1 THEN r1 ... ELSE e END} as operands {@code c1, r1, ..., e}. */
  CASE,
  COALESCE,
  /**
   * {@code x IN (c1, c2, ...)} as operands {@code x, c1, c2, ...} (all literals, of x's type):
   * a lookup in a hash set built once from the constants, however many there are.
   */
  IN,
  CAST,
  // strings
  LIKE, CONCAT, UPPER, LOWER, CHAR_LENGTH, SUBSTRING, TRIM,
  // math
  ABS,
  // date and time: EXTRACT(unit FROM x) has the unit as a string literal first operand
  EXTRACT
}
