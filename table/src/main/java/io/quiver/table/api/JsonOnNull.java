package io.quiver.table.api;

import io.quiver.table.expressions.TableSymbol;

/** What the JSON constructors do with a NULL value: keep it as JSON null, or leave the entry out. */
public enum JsonOnNull implements TableSymbol {
  NULL, ABSENT;

  String sql() {
    return name() + " ON NULL";
  }
}
