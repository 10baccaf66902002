package io.quiver.connector.print;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.ConnectorTable;
import io.quiver.connector.file.TableWrite;
import io.quiver.engine.source.ScanRequest;
import io.quiver.engine.source.Split;
import io.quiver.engine.types.Column;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Flink's {@code print} connector: a sink that writes each row to standard output (or, with
 * {@code 'standard-error' = 'true'}, standard error) as Flink's {@code Row.toString()} shows it,
 * {@code +I[1, a]}, after {@code 'print-identifier'} and {@code "> "} when one is given. Flink
 * adds the subtask's number when the sink runs in parallel; Quiver's sink is one writer, as
 * Flink's with parallelism 1. It cannot be read.
 *
 * <p>How a row becomes text is the Table API's business ({@code Row} lives above this module),
 * so {@link #begin(boolean, RowText)} takes it; {@link #begin(boolean)} prints Arrow's values.
 */
public final class PrintTable implements ConnectorTable {
  public static final String IDENTIFIER = "print";
  public static final String PRINT_IDENTIFIER = "print-identifier";
  public static final String STANDARD_ERROR = "standard-error";
  public static final String SINK_PARALLELISM = "sink.parallelism";
  private static final Set<String> OPTIONS = Set.of("connector", PRINT_IDENTIFIER, STANDARD_ERROR, SINK_PARALLELISM);

  /** The text of one row of a batch, without a prefix. */
  @FunctionalInterface
  public interface RowText {
    String text(VectorSchemaRoot batch, int row);
  }

  private final String tableName;
  private final List<Column> columns;
  private final String prefix;
  private final boolean standardError;

  private PrintTable(String tableName, List<Column> columns, String prefix, boolean standardError) {
    this.tableName = tableName;
    this.columns = List.copyOf(columns);
    this.prefix = prefix;
    this.standardError = standardError;
  }

  /** Checks the options as Flink's {@code PrintTableSinkFactory} does and makes the table. */
  public static PrintTable create(String tableName, List<Column> columns, Map<String, String> options) {
    TreeSet<String> unsupported = new TreeSet<>(options.keySet());
    unsupported.removeAll(OPTIONS);
    if (!unsupported.isEmpty()) {
      throw new ConnectorException(ConnectorException.UNKNOWN, "Unsupported options found for '" + IDENTIFIER
          + "'.\n\nUnsupported options:\n\n" + String.join("\n", unsupported) + "\n\nSupported options:\n\n"
          + String.join("\n", new TreeSet<>(OPTIONS)));
    }
    String error = options.getOrDefault(STANDARD_ERROR, "false").trim().toLowerCase(Locale.ROOT);
    if (!error.equals("true") && !error.equals("false")) {
      throw new ConnectorException(ConnectorException.INVALID_VALUE, "Invalid value for option '" + STANDARD_ERROR
          + "': '" + options.get(STANDARD_ERROR) + "' is not a boolean (true or false).");
    }
    String parallelism = options.get(SINK_PARALLELISM);
    if (parallelism != null) {
      try {
        if (Integer.parseInt(parallelism.trim()) < 1) {
          throw new NumberFormatException();
        }
      } catch (NumberFormatException e) {
        throw new ConnectorException(ConnectorException.INVALID_VALUE, "Invalid value for option '" + SINK_PARALLELISM
            + "': '" + parallelism + "' is not a positive integer.");
      }
    }
    String identifier = options.getOrDefault(PRINT_IDENTIFIER, "");
    return new PrintTable(tableName, columns, identifier.isEmpty() ? "" : identifier + "> ", error.equals("true"));
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
    return begin(overwrite, (batch, row) -> {
      StringBuilder text = new StringBuilder("+I[");
      for (int c = 0; c < batch.getFieldVectors().size(); c++) {
        text.append(c == 0 ? "" : ", ").append(batch.getVector(c).getObject(row));
      }
      return text.append(']').toString();
    });
  }

  /**
   * Starts a statement's writes: each row is printed as it arrives (there is nothing to commit
   * or take back, as with Flink's sink). INSERT OVERWRITE is refused, as Flink's sink does not
   * support it.
   */
  public TableWrite begin(boolean overwrite, RowText text) {
    if (overwrite) {
      throw new ConnectorException("0A000", "INSERT OVERWRITE is not supported by the '" + IDENTIFIER
          + "' connector of table " + tableName + ".");
    }
    return new TableWrite() {
      @Override
      public void write(VectorSchemaRoot batch) {
        // The stream as it is now: a program may have redirected it since the table was made.
        PrintStream out = standardError ? System.err : System.out;
        StringBuilder lines = new StringBuilder();
        for (int row = 0; row < batch.getRowCount(); row++) {
          lines.append(prefix).append(text.text(batch, row)).append(System.lineSeparator());
        }
        out.print(lines);
        out.flush();
      }

      @Override
      public void commit() {}

      @Override
      public void abort() {}
    };
  }
}
