package io.quiver.engine.store;

import java.util.ArrayList;
import java.util.List;

/**
 * One committed state of a table: the list of its chunks. A query reads one version from start
 * to end, so it never sees a half-applied statement.
 */
public record TableVersion(long number, List<Chunk> chunks) {
  public static final TableVersion EMPTY = new TableVersion(0, List.of());

  public TableVersion {
    chunks = List.copyOf(chunks);
  }

  public long rowCount() {
    long rows = 0;
    for (Chunk chunk : chunks) {
      rows += chunk.rowCount();
    }
    return rows;
  }

  TableVersion append(List<Chunk> added) {
    List<Chunk> all = new ArrayList<>(chunks.size() + added.size());
    all.addAll(chunks);
    all.addAll(added);
    return new TableVersion(number + 1, all);
  }
}
