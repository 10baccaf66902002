package io.quiver.engine.expr;

import io.quiver.engine.types.SqlType;
import java.util.Objects;

/** The value of the input column at {@code index}. */
public record ColumnRef(int index, SqlType type) implements Expr {
  public ColumnRef {
    Objects.requireNonNull(type, "type is null");
    if (index < 0) {
      throw new IllegalArgumentException("negative column index " + index);
    }
  }

  @Override
  public String toString() {
    return "$" + index;
  }
}
