package io.quiver.jdbc;

import io.quiver.table.api.internal.GeneratedKeys;
import java.util.Arrays;
import java.util.List;

/** The key columns JDBC's {@code prepareStatement(sql, String[] | int[])} and kin name, as the session's request. */
final class KeyColumns {
  private KeyColumns() {}

  static GeneratedKeys.Request of(String[] names) {
    return names == null || names.length == 0 ? null : new GeneratedKeys.Request(List.of(names), List.of());
  }

  static GeneratedKeys.Request of(int[] positions) {
    return positions == null || positions.length == 0 ? null
        : new GeneratedKeys.Request(List.of(), Arrays.stream(positions).boxed().toList());
  }
}
