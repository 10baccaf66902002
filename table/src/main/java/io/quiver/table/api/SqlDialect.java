package io.quiver.table.api;

/** The SQL dialects a TableEnvironment can be set to; Quiver parses {@link #DEFAULT} only. */
public enum SqlDialect {
  DEFAULT,
  HIVE
}
