package io.quiver.connector.format.arrow;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FilePart;
import io.quiver.connector.format.FileWriter;
import io.quiver.connector.format.Format;
import io.quiver.connector.format.FormatCodec;
import io.quiver.connector.format.FormatOptions;
import io.quiver.engine.source.ColumnPredicate;
import io.quiver.engine.store.ArrowIpc;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.ipc.ArrowFileReader;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.vector.compression.CompressionUtil;
import org.apache.arrow.vector.ipc.message.ArrowBlock;
import org.apache.arrow.vector.ipc.message.ArrowRecordBatch;
import org.apache.arrow.vector.ipc.message.MessageMetadataResult;
import org.apache.arrow.vector.ipc.message.MessageSerializer;
import org.apache.arrow.vector.types.pojo.Field;

/**
 * Quiver's own {@code arrow} format: Arrow IPC files (the file format, with a footer), columns
 * matched by name. Each record batch is a split; its vectors move into the scan without a copy
 * of their values (a compressed batch is decompressed once). INSERT writes batches whose buffers
 * are compressed with 'arrow.compression' (zstd, the default, lz4 or none), the codecs of Arrow's
 * IPC format (ZSTD and LZ4_FRAME), so pyarrow and Arrow Java read the files as they are; files
 * compressed with either are read.
 */
public final class ArrowFormat implements Format {
  static final String PREFIX = "arrow.";

  /** For reading footers while planning; nothing stays allocated in it. */
  private static final BufferAllocator FOOTERS = new RootAllocator();

  @Override
  public String identifier() {
    return "arrow";
  }

  @Override
  public String extension() {
    return ".arrow";
  }

  @Override
  public Set<String> optionKeys() {
    return Set.of(PREFIX + "compression");
  }

  @Override
  public FormatCodec codec(List<Column> dataColumns, Map<String, String> options) {
    FormatOptions o = new FormatOptions(PREFIX, options);
    String compression = o.string("compression", "zstd").trim().toLowerCase(Locale.ROOT);
    CompressionUtil.CodecType codec = switch (compression) {
      case "zstd" -> CompressionUtil.CodecType.ZSTD;
      case "lz4", "lz4_frame" -> CompressionUtil.CodecType.LZ4_FRAME;
      case "none", "uncompressed" -> CompressionUtil.CodecType.NO_COMPRESSION;
      default -> throw o.invalid("compression", compression, "Quiver writes Arrow IPC files with zstd, lz4 or none");
    };
    return new FormatCodec() {
      @Override
      public List<FilePart> parts(Path file, BitSet reads, List<ColumnPredicate> predicates) throws IOException {
        int blocks;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
            ArrowFileReader reader = new ArrowFileReader(new ArrowIpc.ReadChannel(channel), FOOTERS)) {
          blocks = reader.getRecordBlocks().size();
        } catch (org.apache.arrow.vector.ipc.InvalidArrowFileException e) {
          throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "' is not an Arrow IPC file: "
              + e.getMessage(), e);
        }
        List<FilePart> parts = new ArrayList<>();
        for (int i = 0; i < blocks; i++) {
          int block = i;
          parts.add(new FilePart() {
            @Override
            public String describe() {
              return "file '" + file + "', record batch " + block;
            }

            @Override
            public Batches open(BufferAllocator allocator) throws IOException {
              return new BlockReader(file, block, dataColumns, reads, allocator);
            }
          });
        }
        return parts;
      }

      @Override
      public FileWriter writer(Path file) throws IOException {
        return new Writer(file, dataColumns, codec);
      }
    };
  }

  /** One record batch of a file, moved into vectors of the table's types. */
  private static final class BlockReader implements FilePart.Batches {
    private final Path file;
    private final int block;
    private final List<Column> columns;
    private final BitSet reads;
    private final BufferAllocator allocator;
    private boolean done;

    BlockReader(Path file, int block, List<Column> columns, BitSet reads, BufferAllocator allocator) {
      this.file = file;
      this.block = block;
      this.columns = columns;
      this.reads = reads;
      this.allocator = allocator;
    }

    @Override
    public VectorSchemaRoot next() throws IOException {
      if (done) {
        return null;
      }
      done = true;
      try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
          ArrowFileReader footer = new ArrowFileReader(new ArrowIpc.ReadChannel(channel), FOOTERS);
          VectorSchemaRoot loaded = VectorSchemaRoot.create(footer.getVectorSchemaRoot().getSchema(), allocator)) {
        // ArrowFileReader.loadRecordBatch reads the message through a ByteBuffer at the buffer's
        // address (needs --add-opens on JDK 17); the same steps with heap reads instead:
        ArrowBlock arrowBlock = footer.getRecordBlocks().get(block);
        ArrowIpc.ReadChannel in = new ArrowIpc.ReadChannel(channel);
        in.setPosition(arrowBlock.getOffset());
        MessageMetadataResult message = MessageSerializer.readMessage(in);
        ArrowBuf body = MessageSerializer.readMessageBody(in, message.getMessageBodyLength(), allocator);
        ArrowRecordBatch batch;
        try {
          // The batch takes over the body's reference: closing the batch releases it.
          batch = MessageSerializer.deserializeRecordBatch(message, body);
        } catch (IOException | RuntimeException e) {
          body.close();
          throw e;
        }
        try (batch) {
          ArrowIpc.load(loaded, batch);
        }
        List<FieldVector> vectors = new ArrayList<>();
        try {
          for (int c = 0; c < columns.size(); c++) {
            Column column = columns.get(c);
            FieldVector target = ArrowTypes.newVector(column, allocator);
            vectors.add(target);
            if (!reads.get(c)) {
              continue;
            }
            FieldVector source = loaded.getVector(column.name());
            if (source == null) {
              throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "' has no column '"
                  + column.name() + "'.");
            }
            if (!source.getField().getType().equals(target.getField().getType())) {
              throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "', column '"
                  + column.name() + "': its Arrow type " + source.getField().getType() + " is not "
                  + target.getField().getType() + ", the type of " + column.type().id() + ".");
            }
            source.makeTransferPair(target).transfer();
          }
        } catch (RuntimeException e) {
          vectors.forEach(FieldVector::close);
          throw e;
        }
        List<Field> fields = vectors.stream().map(FieldVector::getField).toList();
        return new VectorSchemaRoot(fields, vectors, loaded.getRowCount());
      }
    }

    @Override
    public void close() {}
  }

  private static final class Writer implements FileWriter {
    private final FileChannel channel;
    private final BufferAllocator allocator = new RootAllocator();
    private final VectorSchemaRoot root;
    private final ArrowIpc.FileWriter writer;
    private boolean closed;

    Writer(Path file, List<Column> columns, CompressionUtil.CodecType codec) throws IOException {
      this.channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
      this.root = ArrowTypes.newBatch(columns, allocator);
      this.writer = new ArrowIpc.FileWriter(channel, root.getSchema(), ArrowIpc.codec(codec));
    }

    @Override
    public void write(VectorSchemaRoot batch, int[] columns, int[] rows) throws IOException {
      int count = rows == null ? batch.getRowCount() : rows.length;
      root.allocateNew();
      for (int c = 0; c < columns.length; c++) {
        FieldVector from = batch.getVector(columns[c]);
        FieldVector to = root.getVector(c);
        for (int i = 0; i < count; i++) {
          to.copyFromSafe(rows == null ? i : rows[i], i, from);
        }
        to.setValueCount(count);
      }
      root.setRowCount(count);
      writer.write(root);
    }

    @Override
    public void close() throws IOException {
      if (!closed) {
        closed = true;
        try {
          writer.close();
        } finally {
          root.close();
          allocator.close();
          channel.close();
        }
      }
    }
  }
}
