package io.quiver.table.api;

import io.quiver.table.expressions.TableSymbol;

/** What {@code JSON_EXISTS} answers when the path fails. */
public enum JsonExistsOnError implements TableSymbol {
  TRUE, FALSE, UNKNOWN, ERROR;

  String sql() {
    return name() + " ON ERROR";
  }
}
