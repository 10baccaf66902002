package io.quiver.engine.plan;

import io.quiver.engine.index.HashIndex;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Reads the rows of one version of a managed table whose index key is one of {@code keys}, through
 * the index instead of a scan: what the planner picks for {@code col = ?}, {@code col = literal}
 * and {@code col IN (...)} on indexed columns. The filter above it still applies the whole
 * condition. With {@code positions}, each row also carries its chunk's position in the version
 * and its row in the chunk (two INTEGER columns after the table's), as UPDATE and DELETE need.
 *
 * @param keys key values in their physical form, one list per key, each in the index's column order
 */
public record IndexLookup(String tableName, ColumnarTable table, TableVersion version, HashIndex index,
    List<List<Object>> keys, boolean positions) implements PhysicalNode {
  public static final SqlType POSITION = SqlType.of(TypeId.INTEGER).withNullable(false);

  public IndexLookup {
    Objects.requireNonNull(tableName, "tableName is null");
    Objects.requireNonNull(table, "table is null");
    Objects.requireNonNull(version, "version is null");
    Objects.requireNonNull(index, "index is null");
    keys = keys.stream().map(k -> java.util.Collections.unmodifiableList(new ArrayList<>(k))).toList();
  }

  /** The same lookup, with or without the position columns. */
  public IndexLookup withPositions(boolean withPositions) {
    return new IndexLookup(tableName, table, version, index, keys, withPositions);
  }

  @Override
  public List<Column> columns() {
    if (!positions) {
      return table.columns();
    }
    List<Column> columns = new ArrayList<>(table.columns());
    columns.add(new Column("$chunk", POSITION));
    columns.add(new Column("$row", POSITION));
    return columns;
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of();
  }

  @Override
  public String describe() {
    return "IndexLookup(table=[" + tableName + "], index=[" + index.name() + "], columns=["
        + String.join(", ", index.columnNames()) + "], keys=" + keys.size() + ")";
  }
}
