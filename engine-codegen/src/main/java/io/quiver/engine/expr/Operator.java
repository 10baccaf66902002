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
  // strings; LIKE and SIMILAR_TO take a pattern (any string expression) and an optional escape
  LIKE, SIMILAR_TO, CONCAT, UPPER, LOWER, CHAR_LENGTH, OCTET_LENGTH, SUBSTRING, TRIM, POSITION, REPLACE, LPAD, RPAD,
  // math; ROUND and TRUNCATE take an optional number of places, FLOOR and CEIL an optional time unit
  ABS, ROUND, TRUNCATE, FLOOR, CEIL, POWER, SQRT, LN, LOG10, EXP, SIGN,
  // date and time: the unit is a string literal first operand
  TIMESTAMP_ADD, TIMESTAMP_DIFF, DATE_FORMAT,
  // date and time: EXTRACT(unit FROM x) has the unit as a string literal first operand
  EXTRACT,
  /**
   * TIMESTAMP WITH LOCAL TIME ZONE to and from TIMESTAMP in a session time zone: operand 0 is a
   * string literal naming the zone, operand 1 the value.
   */
  LTZ_TO_TIMESTAMP, TIMESTAMP_TO_LTZ,
  // composite values (ARRAY, MULTISET, MAP, ROW): constructors take their elements (a MAP's as
  // key, value, key, value, ...); ITEM is a[i] (1-based) or m[k]; FIELD_ACCESS takes the row and
  // an INTEGER literal, the field's position
  ARRAY_VALUE, MULTISET_VALUE, MAP_VALUE, ROW_VALUE, ITEM, FIELD_ACCESS, CARDINALITY, ELEMENT,
  /** Raises SQLSTATE 21000: a scalar subquery returned more than one row. No operands. */
  CARDINALITY_VIOLATION,
  /**
   * A call of a user-defined scalar function: operand 0 is a {@link Literal} whose value is the
   * {@link UserFunction} to call, the other operands are its arguments.
   */
  USER_FUNCTION
}
