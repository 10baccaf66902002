package io.quiver.connector.format.parquet;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FilePart;
import io.quiver.connector.format.FileWriter;
import io.quiver.connector.format.Format;
import io.quiver.connector.format.FormatCodec;
import io.quiver.connector.format.FormatOptions;
import io.quiver.engine.source.ColumnPredicate;
import io.quiver.engine.types.Column;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;

/**
 * Flink's {@code parquet} format: columns matched by name (exactly, else ignoring case), flat
 * schemas. A row group is a split; row groups whose statistics rule out the scan's filter are
 * not read, and only the columns the scan reads are fetched and decoded.
 */
public final class ParquetFormat implements Format {
  static final String PREFIX = "parquet.";

  @Override
  public String identifier() {
    return "parquet";
  }

  @Override
  public String extension() {
    return ".parquet";
  }

  @Override
  public Set<String> optionKeys() {
    // Flink passes 'parquet.*' to Hadoop's configuration; these are the ones Quiver acts on.
    return Set.of("parquet.utc-timezone", "parquet.compression", "parquet.block.size", "parquet.page.size",
        "parquet.enable.dictionary");
  }

  record Options(CompressionCodecName compression, long rowGroupBytes, int pageBytes, boolean dictionary) {}

  @Override
  public FormatCodec codec(List<Column> dataColumns, Map<String, String> options) {
    FormatOptions o = new FormatOptions(PREFIX, options);
    o.bool("utc-timezone", false);
    String compression = o.string("compression", "SNAPPY").toUpperCase(Locale.ROOT);
    CompressionCodecName codec;
    try {
      codec = CompressionCodecName.valueOf(compression);
    } catch (IllegalArgumentException e) {
      throw o.invalid("compression", compression, "Quiver writes UNCOMPRESSED, SNAPPY, GZIP, ZSTD or LZ4_RAW");
    }
    if (!Set.of(CompressionCodecName.UNCOMPRESSED, CompressionCodecName.SNAPPY, CompressionCodecName.GZIP,
        CompressionCodecName.ZSTD, CompressionCodecName.LZ4_RAW).contains(codec)) {
      throw o.invalid("compression", compression, "Quiver writes UNCOMPRESSED, SNAPPY, GZIP, ZSTD or LZ4_RAW");
    }
    Options parsed = new Options(codec, number(o, "block.size", 128L * 1024 * 1024),
        (int) number(o, "page.size", 1024 * 1024), o.bool("enable.dictionary", true));
    return new FormatCodec() {
      @Override
      public List<FilePart> parts(Path file, BitSet reads, List<ColumnPredicate> predicates) throws IOException {
        ParquetMetadata footer;
        try (ParquetFileReader reader = ParquetFiles.open(file)) {
          footer = reader.getFooter();
        } catch (RuntimeException e) {
          throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "' is not a Parquet file: "
              + e.getMessage(), e);
        } catch (IOException e) {
          if (e.getMessage() != null && e.getMessage().contains("is not a Parquet file")) {
            throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "' is not a Parquet file.", e);
          }
          throw e;
        }
        MessageType schema = footer.getFileMetaData().getSchema();
        String[] names = fileColumnNames(file, schema);
        List<BlockMetaData> blocks = footer.getBlocks();
        List<FilePart> parts = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
          BlockMetaData block = blocks.get(i);
          if (block.getRowCount() == 0 || !RowGroupStatistics.mayMatch(block, schema, names, dataColumns, predicates)) {
            continue;
          }
          int index = i;
          parts.add(new FilePart() {
            @Override
            public String describe() {
              return "file '" + file + "', row group " + index;
            }

            @Override
            public Batches open(BufferAllocator allocator) throws IOException {
              return new RowGroupReader(file, index, footer, names, dataColumns, reads, allocator, null);
            }

            @Override
            public Batches open(BufferAllocator allocator, io.quiver.engine.source.SplitResources resources)
                throws IOException {
              return new RowGroupReader(file, index, footer, names, dataColumns, reads, allocator, resources);
            }
          });
        }
        return parts;
      }

      /** Per data column, the name of its column in the file. */
      private String[] fileColumnNames(Path file, MessageType schema) {
        String[] names = new String[dataColumns.size()];
        for (int c = 0; c < dataColumns.size(); c++) {
          String wanted = dataColumns.get(c).name();
          for (Type field : schema.getFields()) {
            if (field.getName().equals(wanted)) {
              names[c] = field.getName();
            }
          }
          if (names[c] == null) {
            for (Type field : schema.getFields()) {
              if (field.getName().equalsIgnoreCase(wanted)) {
                names[c] = field.getName();
              }
            }
          }
          if (names[c] == null) {
            throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "' has no column '" + wanted
                + "'; its columns are " + schema.getFields().stream().map(Type::getName).toList() + ".");
          }
          Type field = schema.getType(names[c]);
          if (!field.isPrimitive() || field.isRepetition(Type.Repetition.REPEATED)) {
            throw new ConnectorException("0A000", "File '" + file + "', column '" + wanted
                + "': nested and repeated Parquet columns are not supported yet.");
          }
        }
        return names;
      }

      @Override
      public FileWriter writer(Path file) throws IOException {
        return new ParquetRowWriter(file, dataColumns, parsed);
      }
    };
  }

  private static long number(FormatOptions o, String key, long defaultValue) {
    String value = o.string(key, null);
    if (value == null) {
      return defaultValue;
    }
    try {
      long n = Long.parseLong(value.trim());
      if (n <= 0) {
        throw o.invalid(key, value, "must be a positive number of bytes");
      }
      return n;
    } catch (NumberFormatException e) {
      throw o.invalid(key, value, "must be a number of bytes");
    }
  }
}
