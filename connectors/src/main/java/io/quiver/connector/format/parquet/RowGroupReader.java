package io.quiver.connector.format.parquet;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FilePart;
import io.quiver.engine.source.SplitResources;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * Decodes one row group into batches of up to {@link #BATCH_ROWS} rows: only the columns the scan
 * reads are fetched (parquet-java's requested schema) and decompressed; their pages are decoded
 * by {@link ColumnDecoder}s straight into Arrow vectors.
 */
final class RowGroupReader implements FilePart.Batches {
  static final int BATCH_ROWS = 64 * 1024;

  private final Path file;
  private final int rowGroup;
  private final List<Column> columns;
  private final BitSet reads;
  private final BufferAllocator allocator;
  private final ParquetFileReader reader;
  private final boolean ownsReader;
  private final ColumnDecoder[] decoders;
  private final ValueMapping[] mappings;
  private long remaining;

  RowGroupReader(Path file, int rowGroup, ParquetMetadata footer, String[] fileNames, List<Column> columns,
      BitSet reads, BufferAllocator allocator, SplitResources resources) throws IOException {
    this.file = file;
    this.rowGroup = rowGroup;
    this.columns = columns;
    this.reads = reads;
    this.allocator = allocator;
    MessageType schema = footer.getFileMetaData().getSchema();
    List<Type> requested = new ArrayList<>();
    this.mappings = new ValueMapping[columns.size()];
    for (int c = 0; c < columns.size(); c++) {
      if (reads.get(c)) {
        PrimitiveType type = schema.getType(fileNames[c]).asPrimitiveType();
        mappings[c] = ValueMapping.of(type, columns.get(c).type());
        if (mappings[c] == null) {
          throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "', column '"
              + columns.get(c).name() + "': Parquet type " + type + " cannot be read as " + columns.get(c).type().id() + ".");
        }
        if (!requested.contains(type)) {
          requested.add(type);
        }
      }
    }
    this.decoders = new ColumnDecoder[columns.size()];
    // A worker reading several row groups of the file opens it (and parses its footer) once.
    this.ownsReader = resources == null;
    this.reader = ownsReader ? ParquetFiles.open(file) : resources.get(new ReaderKey(file), () -> ParquetFiles.open(file));
    try {
      if (requested.isEmpty()) {
        remaining = footer.getBlocks().get(rowGroup).getRowCount();
        return;
      }
      MessageType projection = new MessageType(schema.getName(), requested);
      reader.setRequestedSchema(projection);
      PageReadStore pages = reader.readRowGroup(rowGroup);
      remaining = pages.getRowCount();
      for (int c = 0; c < columns.size(); c++) {
        if (reads.get(c)) {
          ColumnDescriptor descriptor = projection.getColumnDescription(new String[] {fileNames[c]});
          decoders[c] = new ColumnDecoder(pages.getPageReader(descriptor), descriptor, mappings[c],
              columns.get(c).type());
        }
      }
    } catch (IOException | RuntimeException e) {
      if (ownsReader) {
        reader.close();
      }
      throw e;
    }
  }

  /** The key of a worker's open reader of a file. */
  private record ReaderKey(Path file) {}

  @Override
  public VectorSchemaRoot next() throws IOException {
    if (remaining <= 0) {
      return null;
    }
    int rows = (int) Math.min(BATCH_ROWS, remaining);
    remaining -= rows;
    VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator);
    try {
      for (int c = 0; c < columns.size(); c++) {
        if (decoders[c] != null) {
          FieldVector vector = batch.getVector(c);
          vector.setInitialCapacity(rows);
          vector.allocateNew();
          try {
            decoders[c].decode(vector, rows);
          } catch (ConnectorException e) {
            throw new ConnectorException(e.sqlState(), where(c) + e.getMessage(), e);
          } catch (RuntimeException e) {
            throw new ConnectorException(ConnectorException.MALFORMED, where(c) + e.getMessage(), e);
          }
          vector.setValueCount(rows);
        }
      }
      return new VectorSchemaRoot(batch.getSchema().getFields(), batch.getFieldVectors(), rows);
    } catch (RuntimeException | IOException e) {
      batch.close();
      throw e;
    }
  }

  private String where(int column) {
    return "File '" + file + "', row group " + rowGroup + ", column '" + columns.get(column).name() + "': ";
  }

  @Override
  public void close() throws IOException {
    if (ownsReader) {
      reader.close();
    }
  }

}
