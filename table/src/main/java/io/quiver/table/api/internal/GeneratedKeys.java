package io.quiver.table.api.internal;

import io.quiver.engine.types.Column;
import java.util.List;

/**
 * The identity values the last INSERT of a session generated, one row per inserted row, for
 * JDBC's {@code Statement.getGeneratedKeys()}.
 */
public record GeneratedKeys(List<Column> columns, List<Object[]> rows) {
  public static final GeneratedKeys NONE = new GeneratedKeys(List.of(), List.of());

  /**
   * The columns a statement asked for as its keys (JDBC's {@code prepareStatement(sql, String[])}
   * or {@code (sql, int[])}): by name (matched ignoring case when no column has the exact name) or
   * by position from 1. Without one, the keys are the identity columns.
   */
  public record Request(List<String> names, List<Integer> positions) {
    public Request {
      names = names == null ? List.of() : List.copyOf(names);
      positions = positions == null ? List.of() : List.copyOf(positions);
    }
  }

  public GeneratedKeys {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
  }
}
