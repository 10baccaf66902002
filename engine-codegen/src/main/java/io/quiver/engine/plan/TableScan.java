package io.quiver.engine.plan;

import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Objects;

/** Reads every row of one version of a managed table. */
public record TableScan(String tableName, ColumnarTable table, TableVersion version) implements PhysicalNode {
  public TableScan {
    Objects.requireNonNull(tableName, "tableName is null");
    Objects.requireNonNull(table, "table is null");
    Objects.requireNonNull(version, "version is null");
  }

  @Override
  public List<Column> columns() {
    return table.columns();
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of();
  }

  @Override
  public String describe() {
    return "TableScan(table=[" + tableName + "], rows=" + version.rowCount() + ")";
  }
}
