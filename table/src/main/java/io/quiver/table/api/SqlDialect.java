package io.quiver.table.api;

/**
 * The SQL dialects a TableEnvironment can be set to ({@code table.sql-dialect}). Quiver parses
 * {@link #DEFAULT} and {@link #STANDARD}; both accept identifiers quoted with backticks or double
 * quotes, and both run on the same engine.
 */
public enum SqlDialect {
  /** Flink's SQL and semantics, the default of {@code TableEnvironment.create}. */
  DEFAULT,
  /**
   * The SQL standard as PostgreSQL and DuckDB read it, the default of JDBC connections:
   * unquoted names match case-insensitively, AVG of integers is fractional, strings convert to
   * dates and times where one is compared with or assigned to them, and the common PostgreSQL
   * functions exist. README lists every difference.
   */
  STANDARD,
  /** Flink's Hive dialect; Quiver does not parse it. */
  HIVE
}
