package io.quiver.connector.datagen;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.ConnectorTable;
import io.quiver.connector.file.TableWrite;
import io.quiver.connector.format.TextValues;
import io.quiver.engine.source.BatchReader;
import io.quiver.engine.source.ScanRequest;
import io.quiver.engine.source.Split;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Flink's {@code datagen} connector: a source of generated rows, {@code 'number-of-rows'} of them.
 * A field is random by default ({@code fields.<f>.min/max/length/max-past/null-rate}) or a
 * {@code 'sequence'} from {@code fields.<f>.start} to {@code .end}, which ends the table when it is
 * exhausted. Sequences are deterministic, as in Flink; random values are not. A table without a
 * row count is unbounded and cannot be read in batch mode, as in Flink.
 */
public final class DataGenTable implements ConnectorTable {
  public static final String IDENTIFIER = "datagen";
  static final String NUMBER_OF_ROWS = "number-of-rows";
  private static final Set<String> TABLE_OPTIONS = Set.of("connector", "rows-per-second", NUMBER_OF_ROWS,
      "scan.parallelism");
  private static final Set<String> FIELD_OPTIONS = Set.of("kind", "min", "max", "max-past", "length", "var-len",
      "start", "end", "null-rate");
  private static final int BATCH = 1024;

  private final String tableName;
  private final List<Column> columns;
  private final List<FieldGenerator> generators;
  /** The rows a scan yields: the row count, or the shortest sequence, whichever is smaller; -1 unbounded. */
  private final long rows;
  private final boolean bounded;

  private DataGenTable(String tableName, List<Column> columns, List<FieldGenerator> generators, long rows,
      boolean bounded) {
    this.bounded = bounded;
    this.tableName = tableName;
    this.columns = List.copyOf(columns);
    this.generators = List.copyOf(generators);
    this.rows = rows;
  }

  /** Checks the options as Flink's factory does and makes the table. */
  public static DataGenTable create(String tableName, List<Column> columns, Map<String, String> options) {
    Set<String> names = new TreeSet<>();
    columns.forEach(c -> names.add(c.name()));
    Set<String> unsupported = new TreeSet<>();
    for (String key : options.keySet()) {
      if (TABLE_OPTIONS.contains(key)) {
        continue;
      }
      boolean field = false;
      if (key.startsWith("fields.")) {
        int dot = key.lastIndexOf('.');
        field = dot > "fields.".length() && names.contains(key.substring("fields.".length(), dot))
            && FIELD_OPTIONS.contains(key.substring(dot + 1));
      }
      if (!field) {
        unsupported.add(key);
      }
    }
    if (!unsupported.isEmpty()) {
      Set<String> supported = new TreeSet<>(TABLE_OPTIONS);
      for (String name : names) {
        FIELD_OPTIONS.forEach(o -> supported.add("fields." + name + "." + o));
      }
      throw new ConnectorException(ConnectorException.UNKNOWN, "Unsupported options found for '" + IDENTIFIER
          + "'.\n\nUnsupported options:\n\n" + String.join("\n", unsupported) + "\n\nSupported options:\n\n"
          + String.join("\n", supported));
    }
    long rows = options.containsKey(NUMBER_OF_ROWS) ? longOption(options, NUMBER_OF_ROWS) : -1;
    List<FieldGenerator> generators = new ArrayList<>();
    for (Column column : columns) {
      FieldGenerator generator = FieldGenerator.of(column, options);
      generators.add(generator);
      long length = generator.length();
      if (length >= 0) {
        rows = rows < 0 ? length : Math.min(rows, length);
      }
    }
    return new DataGenTable(tableName, columns, generators, rows, options.containsKey(NUMBER_OF_ROWS));
  }

  static long longOption(Map<String, String> options, String key) {
    String value = options.get(key).trim();
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new ConnectorException(ConnectorException.INVALID_VALUE, "Could not parse value '" + value
          + "' for key '" + key + "'.");
    }
  }

  @Override
  public String connector() {
    return IDENTIFIER;
  }

  @Override
  public boolean isSink() {
    return false;
  }

  /**
   * Whether a scan ends: only a row count bounds the table, as in Flink, where a table of
   * sequences without one is unbounded too (and then ends when a sequence is exhausted).
   */
  public boolean isBounded() {
    return bounded;
  }

  @Override
  public List<Column> columns() {
    return columns;
  }

  @Override
  public String describe() {
    return IDENTIFIER + " " + tableName + (rows >= 0 ? ", " + rows + " rows" : ", unbounded");
  }

  @Override
  public long estimatedRowCount() {
    return rows;
  }

  @Override
  public List<Split> splits(ScanRequest request) {
    if (!bounded) {
      throw new ConnectorException("0A000", "Querying an unbounded table '" + tableName
          + "' in batch mode is not allowed. The table source is unbounded.");
    }
    return List.of(new Split() {
      @Override
      public String describe() {
        return tableName;
      }

      @Override
      public BatchReader open(BufferAllocator allocator) {
        return new Reader(allocator, request);
      }
    });
  }

  /** Each scan generates anew: sequences restart at their start, random values are new. */
  private final class Reader implements BatchReader {
    private final BufferAllocator allocator;
    private final ScanRequest request;
    private final List<FieldGenerator.Stream> streams = new ArrayList<>();
    private long made;

    Reader(BufferAllocator allocator, ScanRequest request) {
      this.allocator = allocator;
      this.request = request;
      generators.forEach(g -> streams.add(g.open()));
    }

    @Override
    public VectorSchemaRoot next() {
      if (made >= rows) {
        return null;
      }
      int count = (int) Math.min(BATCH, rows - made);
      VectorSchemaRoot root = VectorSchemaRoot.create(ArrowTypes.schema(columns), allocator);
      try {
        root.allocateNew();
        for (int c = 0; c < columns.size(); c++) {
          FieldVector vector = root.getVector(c);
          SqlType type = columns.get(c).type();
          FieldGenerator.Stream stream = streams.get(c);
          boolean read = request.reads(c);
          for (int r = 0; r < count; r++) {
            String value = stream.next();
            if (!read) {
              continue;
            }
            if (value == null) {
              vector.setNull(r);
            } else {
              TextValues.set(vector, type, r, value, false);
            }
          }
          vector.setValueCount(read ? count : 0);
        }
        root.setRowCount(count);
        made += count;
        return root;
      } catch (TextValues.BadValue e) {
        root.close();
        throw new ConnectorException(ConnectorException.INVALID_VALUE, "datagen table " + tableName + ": "
            + e.getMessage());
      } catch (RuntimeException e) {
        root.close();
        throw e;
      }
    }

    @Override
    public void close() {}
  }

  @Override
  public TableWrite begin(boolean overwrite) {
    throw ConnectorTable.wrongDirection(IDENTIFIER, false);
  }
}
