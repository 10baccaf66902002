package io.quiver.engine.plan;

import io.quiver.engine.source.ExternalTable;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Objects;

/**
 * Reads the rows of a table that lives outside the engine (a connector's files). The executor
 * narrows the scan to the columns and the filter of the operator above it.
 */
public record ExternalScan(String tableName, ExternalTable table) implements PhysicalNode {
  public ExternalScan {
    Objects.requireNonNull(tableName, "tableName is null");
    Objects.requireNonNull(table, "table is null");
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
    return "ExternalScan(table=[" + tableName + "], " + table.describe() + ")";
  }
}
