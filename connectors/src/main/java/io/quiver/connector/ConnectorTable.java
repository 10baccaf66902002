package io.quiver.connector;

import io.quiver.connector.file.TableWrite;
import io.quiver.engine.source.ExternalTable;

/**
 * A table made by one of Flink's connectors: read as an {@link ExternalTable}, written through
 * {@link #begin}. A connector that is a source only (datagen) or a sink only (blackhole) refuses
 * the other direction when a statement is planned, with Flink's message.
 */
public interface ConnectorTable extends ExternalTable {
  /** The connector's identifier, as written in {@code 'connector' = '...'}. */
  String connector();

  /** Whether the table can be read; a sink-only connector cannot. */
  default boolean isSource() {
    return true;
  }

  /** Whether the table can be written; a source-only connector cannot. */
  default boolean isSink() {
    return true;
  }

  /** Whether the table reads or writes files of the machine it runs on. */
  default boolean accessesFiles() {
    return false;
  }

  /** Starts one statement's writes; nothing is visible before its commit. */
  TableWrite begin(boolean overwrite);

  /** The error for a read of a sink-only or a write of a source-only table, in Flink's words. */
  static ConnectorException wrongDirection(String connector, boolean asSource) {
    return new ConnectorException("42809", "Connector '" + connector + "' can only be used as a "
        + (asSource ? "sink" : "source") + ". It cannot be used as a " + (asSource ? "source" : "sink") + ".");
  }
}
