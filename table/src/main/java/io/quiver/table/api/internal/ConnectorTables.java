package io.quiver.table.api.internal;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.ConnectorTable;
import io.quiver.connector.TableFactories;
import io.quiver.connector.file.FileSystemTable;
import io.quiver.connector.file.TableWrite;
import io.quiver.connector.print.PrintTable;
import io.quiver.engine.batch.Vectors;
import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.types.Row;
import io.quiver.types.RowKind;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ObjectIdentifier;
import java.util.List;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Connector tables (Flink's {@code 'connector' = ...}): made from their options when created,
 * checked so that an unknown connector, format or option fails the statement, and written
 * through the connector's atomic file writes.
 */
final class ConnectorTables {
  private ConnectorTables() {}

  /**
   * The table with its connector attached when its options name one; a managed table otherwise.
   * Throws a ValidationException (at {@code line}:{@code column}) for options no connector takes.
   */
  static CatalogTable attach(CatalogTable table, ObjectIdentifier id, List<String> partitionKeys,
      boolean fileAccess, int line, int column) {
    try {
      if (!TableFactories.isConnectorTable(table.getOptions())) {
        TableFactories.validateManaged(table.getOptions());
        if (!partitionKeys.isEmpty()) {
          throw new ConnectorException("42601", "PARTITIONED BY needs a connector table: give 'connector' = '"
              + FileSystemTable.IDENTIFIER + "' and its options in WITH (...).");
        }
        return table;
      }
      ConnectorTable external = TableFactories.connect(id.asSummaryString(),
          table.getResolvedSchema().toEngineColumns(), partitionKeys, table.getOptions());
      if (external.accessesFiles() && !fileAccess) {
        throw new ConnectorException("42501", "Table " + id.asSummaryString() + " would read and write the"
            + " server's files, which this session may not do (start the server with --allow-files to permit it)");
      }
      return table.withConnector(partitionKeys, external);
    } catch (ConnectorException e) {
      throw new ValidationException(e.getMessage(), e, e.sqlState(), line, column);
    }
  }

  /** Rejects UPDATE, DELETE and MERGE on a connector table, whose files are written only whole. */
  static void rejectRowChanges(CatalogTable table, String statement, ObjectIdentifier id) {
    if (table.external() != null) {
      throw new ValidationException(statement + " is not supported on connector table " + id.asSummaryString()
          + "; its files take INSERT INTO and INSERT OVERWRITE only.", null, "0A000", 0, 0);
    }
  }

  /** Refuses to write a table whose connector is a source only (datagen), as Flink's planner does. */
  static void checkSink(CatalogTable table) {
    if (table.external() instanceof ConnectorTable connector && !connector.isSink()) {
      ConnectorException e = ConnectorTable.wrongDirection(connector.connector(), false);
      throw new ValidationException(e.getMessage(), e, e.sqlState(), 0, 0);
    }
  }

  /** A row as Flink's print sink shows it: the Table API's {@code Row.toString()}, kind first. */
  private static PrintTable.RowText rowText(PrintTable table) {
    List<SqlType> types = table.columns().stream().map(Column::type).toList();
    return (batch, row) -> {
      Object[] values = new Object[types.size()];
      for (int c = 0; c < values.length; c++) {
        values[c] = ExternalValues.toExternal(Vectors.get(batch.getVector(c), row), types.get(c));
      }
      return Row.ofKind(RowKind.INSERT, values).toString();
    };
  }

  /** Writes every batch of {@code rows} into the table's files, visible only if all succeed. */
  static long write(CatalogTable table, BatchSource rows, boolean overwrite) {
    ConnectorTable files = (ConnectorTable) table.external();
    long count = 0;
    TableWrite started;
    try {
      started = files instanceof PrintTable print ? print.begin(overwrite, rowText(print)) : files.begin(overwrite);
    } catch (ConnectorException e) {
      throw new ValidationException(e.getMessage(), e, e.sqlState(), 0, 0);
    }
    try (TableWrite write = started) {
      for (VectorSchemaRoot next = rows.next(); next != null; next = rows.next()) {
        try (VectorSchemaRoot batch = next) {
          write.write(batch);
          count += batch.getRowCount();
        }
      }
      write.commit();
    }
    return count;
  }
}
