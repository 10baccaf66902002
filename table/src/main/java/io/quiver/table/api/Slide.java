package io.quiver.table.api;

import io.quiver.table.expressions.Expression;

/** The start of a slide window definition: {@code Slide.over(lit(10).minutes())...}. */
public final class Slide {
  private Slide() {}

  public static GroupWindow.WithSize over(Expression size) {
    return new GroupWindow.WithSize(GroupWindow.Kind.SLIDE, size, null);
  }
}
