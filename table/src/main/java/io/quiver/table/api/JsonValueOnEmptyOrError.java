package io.quiver.table.api;

import io.quiver.table.expressions.TableSymbol;

/** What {@code JSON_VALUE} answers when the path finds nothing or fails. */
public enum JsonValueOnEmptyOrError implements TableSymbol {
  NULL, ERROR, DEFAULT;

  String sql() {
    return name();
  }
}
