package io.quiver.engine.plan;

/** One ORDER BY key: an input column, its direction and where NULLs go. */
public record SortKey(int column, boolean descending, boolean nullsFirst) {
  @Override
  public String toString() {
    return "$" + column + (descending ? " DESC" : " ASC") + (nullsFirst ? " NULLS FIRST" : " NULLS LAST");
  }
}
