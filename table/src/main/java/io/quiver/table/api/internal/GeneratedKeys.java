package io.quiver.table.api.internal;

import io.quiver.engine.types.Column;
import java.util.List;

/**
 * The identity values the last INSERT of a session generated, one row per inserted row, for
 * JDBC's {@code Statement.getGeneratedKeys()}.
 */
public record GeneratedKeys(List<Column> columns, List<Object[]> rows) {
  public static final GeneratedKeys NONE = new GeneratedKeys(List.of(), List.of());

  public GeneratedKeys {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
  }
}
