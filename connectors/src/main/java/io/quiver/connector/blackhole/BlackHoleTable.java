package io.quiver.connector.blackhole;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.ConnectorTable;
import io.quiver.connector.file.TableWrite;
import io.quiver.engine.source.ScanRequest;
import io.quiver.engine.source.Split;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Flink's {@code blackhole} connector: a sink that swallows every row, for measuring and for
 * programs that only need somewhere to INSERT. It takes no options and cannot be read.
 */
public final class BlackHoleTable implements ConnectorTable {
  public static final String IDENTIFIER = "blackhole";

  private final String tableName;
  private final List<Column> columns;

  private BlackHoleTable(String tableName, List<Column> columns) {
    this.tableName = tableName;
    this.columns = List.copyOf(columns);
  }

  /** Checks the options as Flink's factory does (it knows only 'connector') and makes the table. */
  public static BlackHoleTable create(String tableName, List<Column> columns, Map<String, String> options) {
    TreeSet<String> unsupported = new TreeSet<>(options.keySet());
    unsupported.remove("connector");
    if (!unsupported.isEmpty()) {
      throw new ConnectorException(ConnectorException.UNKNOWN, "Unsupported options found for '" + IDENTIFIER
          + "'.\n\nUnsupported options:\n\n" + String.join("\n", unsupported) + "\n\nSupported options:\n\nconnector");
    }
    return new BlackHoleTable(tableName, columns);
  }

  @Override
  public String connector() {
    return IDENTIFIER;
  }

  @Override
  public boolean isSource() {
    return false;
  }

  @Override
  public List<Column> columns() {
    return columns;
  }

  @Override
  public String describe() {
    return IDENTIFIER + " " + tableName;
  }

  @Override
  public long estimatedRowCount() {
    return 0;
  }

  @Override
  public List<Split> splits(ScanRequest request) {
    throw ConnectorTable.wrongDirection(IDENTIFIER, true);
  }

  @Override
  public TableWrite begin(boolean overwrite) {
    return new TableWrite() {
      @Override
      public void write(VectorSchemaRoot batch) {
        // Swallowed: the rows go nowhere.
      }

      @Override
      public void commit() {}

      @Override
      public void abort() {}
    };
  }
}
