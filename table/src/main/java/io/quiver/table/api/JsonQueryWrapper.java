package io.quiver.table.api;

import io.quiver.table.expressions.TableSymbol;

/** Whether {@code JSON_QUERY} wraps what it finds in an array. */
public enum JsonQueryWrapper implements TableSymbol {
  WITHOUT_ARRAY, CONDITIONAL_ARRAY, UNCONDITIONAL_ARRAY;

  String sql() {
    return switch (this) {
      case WITHOUT_ARRAY -> "WITHOUT ARRAY WRAPPER";
      case CONDITIONAL_ARRAY -> "WITH CONDITIONAL ARRAY WRAPPER";
      case UNCONDITIONAL_ARRAY -> "WITH UNCONDITIONAL ARRAY WRAPPER";
    };
  }
}
