package io.quiver.engine.store;

import io.quiver.engine.error.EngineException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * A PRIMARY KEY or UNIQUE constraint: no two live rows have equal values in its columns. As in
 * the SQL standard, a row with a NULL in any key column is never a duplicate.
 */
public record UniqueKey(String name, int[] columns, List<String> columnNames) {
  public static final String UNIQUE_VIOLATION = "23505";

  public UniqueKey {
    Objects.requireNonNull(name, "name is null");
    columns = columns.clone();
    columnNames = List.copyOf(columnNames);
  }

  /**
   * Checks the rows of {@code added}: no two equal keys among them, and none equal to a key of
   * {@code others}. Throws SQLSTATE 23505 naming the constraint and the key otherwise.
   */
  public void check(TableVersion added, TableVersion others) {
    Set<List<Object>> keys = new HashSet<>();
    forEachLiveKey(added, key -> {
      if (!keys.add(key)) {
        throw violation(key);
      }
    });
    if (keys.isEmpty()) {
      return;
    }
    forEachLiveKey(others, key -> {
      if (keys.contains(key)) {
        throw violation(key);
      }
    });
  }

  /** Checks the rows of {@code newChunks} against every other live row of {@code visible}. */
  public void check(TableVersion visible, List<Chunk> newChunks) {
    Map<Chunk, Boolean> isNew = new IdentityHashMap<>();
    newChunks.forEach(c -> isNew.put(c, true));
    List<Chunk> added = new ArrayList<>();
    List<DeletionMask> addedMasks = new ArrayList<>();
    List<Chunk> others = new ArrayList<>();
    List<DeletionMask> otherMasks = new ArrayList<>();
    for (int i = 0; i < visible.chunks().size(); i++) {
      Chunk chunk = visible.chunks().get(i);
      (isNew.containsKey(chunk) ? added : others).add(chunk);
      (isNew.containsKey(chunk) ? addedMasks : otherMasks).add(visible.deletions(i));
    }
    check(new TableVersion(0, added, addedMasks), new TableVersion(0, others, otherMasks));
  }

  private void forEachLiveKey(TableVersion version, java.util.function.Consumer<List<Object>> action) {
    for (int c = 0; c < version.chunks().size(); c++) {
      VectorSchemaRoot batch = version.chunks().get(c).batch();
      DeletionMask deleted = version.deletions(c);
      int rows = batch.getRowCount();
      rowLoop:
      for (int row = deleted.nextLive(0); row < rows; row = deleted.nextLive(row + 1)) {
        Object[] key = new Object[columns.length];
        for (int k = 0; k < columns.length; k++) {
          Object value = batch.getVector(columns[k]).getObject(row);
          if (value == null) {
            continue rowLoop;
          }
          key[k] = value instanceof org.apache.arrow.vector.util.Text text ? text.toString() : value;
        }
        action.accept(Arrays.asList(key));
      }
    }
  }

  private EngineException violation(List<Object> key) {
    return new EngineException(UNIQUE_VIOLATION, "Duplicate key value violates unique constraint \"" + name
        + "\": (" + String.join(", ", columnNames) + ")=(" + String.join(", ", key.stream().map(String::valueOf).toList())
        + ") already exists");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UniqueKey k && k.name.equals(name) && Arrays.equals(k.columns, columns);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, Arrays.hashCode(columns));
  }
}
