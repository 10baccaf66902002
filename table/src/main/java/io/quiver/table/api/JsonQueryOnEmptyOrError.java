package io.quiver.table.api;

import io.quiver.table.expressions.TableSymbol;

/** What {@code JSON_QUERY} answers when the path finds nothing or fails. */
public enum JsonQueryOnEmptyOrError implements TableSymbol {
  NULL, EMPTY_ARRAY, EMPTY_OBJECT, ERROR;

  String sql() {
    return name().replace('_', ' ');
  }
}
