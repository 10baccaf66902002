package io.quiver.engine.sort;

/** How one key column orders rows. */
public record SortOrder(int column, boolean descending, boolean nullsFirst) {}
