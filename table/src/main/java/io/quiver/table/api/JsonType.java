package io.quiver.table.api;

import io.quiver.table.expressions.TableSymbol;

/** What {@code IS JSON} tests a string for. */
public enum JsonType implements TableSymbol {
  VALUE, SCALAR, ARRAY, OBJECT;

  String sql() {
    return name();
  }
}
