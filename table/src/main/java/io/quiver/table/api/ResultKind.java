package io.quiver.table.api;

/** What a {@link TableResult} holds. */
public enum ResultKind {
  /** DDL and other statements whose result is a simple "OK". */
  SUCCESS,
  /** Rows with content: queries, SHOW, DESCRIBE, EXPLAIN, and DML's affected-row counts. */
  SUCCESS_WITH_CONTENT
}
