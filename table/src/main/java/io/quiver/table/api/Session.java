package io.quiver.table.api;

import io.quiver.table.expressions.Expression;

/** The start of a session window definition: {@code Session.withGap(lit(10).minutes())...}. */
public final class Session {
  private Session() {}

  public static GroupWindow.WithSize withGap(Expression size) {
    return new GroupWindow.WithSize(GroupWindow.Kind.SESSION, size, null);
  }
}
