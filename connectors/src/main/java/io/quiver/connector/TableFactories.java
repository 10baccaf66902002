package io.quiver.connector;

import io.quiver.connector.blackhole.BlackHoleTable;
import io.quiver.connector.datagen.DataGenTable;
import io.quiver.connector.file.FileSystemTable;
import io.quiver.connector.print.PrintTable;
import io.quiver.connector.format.Formats;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Finds the connector a table's options name and checks the options against it, as Flink's
 * {@code FactoryUtil} does: an unknown connector, format or option fails the CREATE TABLE with
 * a message naming it and listing what is supported, so that a misspelling never leaves an
 * empty table behind.
 */
public final class TableFactories {
  public static final String CONNECTOR = "connector";

  /** The connectors Quiver has; a table without a 'connector' option is a managed table. */
  private static final Set<String> CONNECTORS = Set.of(FileSystemTable.IDENTIFIER, DataGenTable.IDENTIFIER,
      BlackHoleTable.IDENTIFIER, PrintTable.IDENTIFIER);

  private TableFactories() {}

  /** Whether the options make a connector table rather than a managed one. */
  public static boolean isConnectorTable(Map<String, String> options) {
    return options.containsKey(CONNECTOR);
  }

  /**
   * Checks a managed table's options: it takes none that a connector would (so that a table
   * meant for files, with 'connector' misspelt, is not silently made empty).
   */
  public static void validateManaged(Map<String, String> options) {
    if (options.isEmpty()) {
      return;
    }
    throw new ConnectorException(ConnectorException.UNKNOWN, "Unsupported options found for a managed table "
        + "(one without 'connector').\n\nUnsupported options:\n\n" + String.join("\n", new TreeSet<>(options.keySet()))
        + "\n\nA managed table takes no options. To read or write files, give 'connector' = '"
        + FileSystemTable.IDENTIFIER + "'. Available factory identifiers are:\n\n" + String.join("\n", new TreeSet<>(CONNECTORS)));
  }

  /**
   * Checks a connector table's definition and makes its connector; reads nothing yet (a path
   * that does not exist is an error when the table is read). Only the filesystem connector uses
   * {@code partitionKeys}; the others accept and ignore them, as Flink's do.
   */
  public static ConnectorTable connect(String tableName, List<Column> columns, List<String> partitionKeys,
      Map<String, String> options) {
    String connector = options.get(CONNECTOR);
    if (!CONNECTORS.contains(connector)) {
      throw new ConnectorException(ConnectorException.UNKNOWN, "Could not find any factory for identifier '"
          + connector + "' that implements 'DynamicTableFactory' in the classpath.\n\nAvailable factory identifiers are:\n\n"
          + String.join("\n", new TreeSet<>(CONNECTORS)));
    }
    return switch (connector) {
      case DataGenTable.IDENTIFIER -> DataGenTable.create(tableName, columns, options);
      case BlackHoleTable.IDENTIFIER -> BlackHoleTable.create(tableName, columns, options);
      case PrintTable.IDENTIFIER -> PrintTable.create(tableName, columns, options);
      default -> {
        for (Column column : columns) {
          if (column.type().id().isComposite()) {
            throw new ConnectorException("0A000", "Column '" + column.name() + "' of table " + tableName + " is of type "
                + column.type() + ": composite columns in files are not supported yet.");
          }
        }
        yield FileSystemTable.create(tableName, columns, partitionKeys, options);
      }
    };
  }

  /** {@link #connect} for options that name the filesystem connector. */
  public static FileSystemTable create(String tableName, List<Column> columns, List<String> partitionKeys,
      Map<String, String> options) {
    ConnectorTable table = connect(tableName, columns, partitionKeys, options);
    if (!(table instanceof FileSystemTable files)) {
      throw new IllegalArgumentException("not a filesystem table: " + table.describe());
    }
    return files;
  }

  /** The identifiers of the formats the filesystem connector reads and writes. */
  public static Set<String> formats() {
    return Formats.identifiers();
  }
}
