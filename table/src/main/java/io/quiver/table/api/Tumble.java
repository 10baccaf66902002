package io.quiver.table.api;

import io.quiver.table.expressions.Expression;

/** The start of a tumble window definition: {@code Tumble.over(lit(10).minutes())...}. */
public final class Tumble {
  private Tumble() {}

  public static GroupWindow.WithSize over(Expression size) {
    return new GroupWindow.WithSize(GroupWindow.Kind.TUMBLE, size, null);
  }
}
