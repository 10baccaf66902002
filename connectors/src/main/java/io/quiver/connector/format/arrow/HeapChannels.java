package io.quiver.connector.format.arrow;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.VectorUnloader;
import org.apache.arrow.vector.ipc.SeekableReadChannel;
import org.apache.arrow.vector.ipc.WriteChannel;
import org.apache.arrow.vector.ipc.message.ArrowBlock;
import org.apache.arrow.vector.ipc.message.ArrowFooter;
import org.apache.arrow.vector.ipc.message.ArrowRecordBatch;
import org.apache.arrow.vector.ipc.message.MessageSerializer;
import org.apache.arrow.vector.types.pojo.Schema;

/**
 * Arrow IPC file I/O that runs in a plain JVM. Arrow's own channels move a buffer's bytes through
 * a {@code ByteBuffer} made at the buffer's address, which needs {@code --add-opens
 * java.base/java.nio} on JDK 17; these copy through a small heap array instead (one copy,
 * between the file and the vector's memory, as a read or write must make anyway).
 */
final class HeapChannels {
  private static final byte[] MAGIC = "ARROW1".getBytes(StandardCharsets.US_ASCII);
  private static final int CHUNK = 64 * 1024;

  private HeapChannels() {}

  /** Reads into Arrow buffers through a heap array. */
  static final class Reader extends SeekableReadChannel {
    Reader(SeekableByteChannel channel) {
      super(channel);
    }

    @Override
    public long readFully(ArrowBuf buffer, long length) throws IOException {
      byte[] chunk = new byte[(int) Math.min(CHUNK, Math.max(1, length))];
      long done = 0;
      while (done < length) {
        int n = (int) Math.min(chunk.length, length - done);
        int read = readFully(ByteBuffer.wrap(chunk, 0, n));
        if (read <= 0) {
          break;
        }
        buffer.setBytes(buffer.writerIndex(), chunk, 0, read);
        buffer.writerIndex(buffer.writerIndex() + read);
        done += read;
        if (read < n) {
          break;
        }
      }
      return done;
    }
  }

  /** Writes Arrow buffers through a heap array. */
  private static final class Out extends WriteChannel {
    Out(WritableByteChannel channel) {
      super(channel);
    }

    @Override
    public void write(ArrowBuf buffer) throws IOException {
      long length = buffer.readableBytes();
      byte[] chunk = new byte[(int) Math.min(CHUNK, Math.max(1, length))];
      for (long at = buffer.readerIndex(); at < buffer.readerIndex() + length; ) {
        int n = (int) Math.min(chunk.length, buffer.readerIndex() + length - at);
        buffer.getBytes(at, chunk, 0, n);
        write(ByteBuffer.wrap(chunk, 0, n));
        at += n;
      }
    }
  }

  /** The Arrow IPC file format (magic, schema, record batches, footer, magic), as ArrowFileWriter writes it. */
  static final class FileWriter implements AutoCloseable {
    private final Out out;
    private final Schema schema;
    private final List<ArrowBlock> blocks = new ArrayList<>();

    FileWriter(WritableByteChannel channel, Schema schema) throws IOException {
      this.out = new Out(channel);
      this.schema = schema;
      out.write(MAGIC);
      out.align();
      MessageSerializer.serialize(out, schema);
    }

    void write(VectorSchemaRoot root) throws IOException {
      try (ArrowRecordBatch batch = new VectorUnloader(root).getRecordBatch()) {
        blocks.add(MessageSerializer.serialize(out, batch));
      }
    }

    @Override
    public void close() throws IOException {
      long start = out.getCurrentPosition();
      out.write(new ArrowFooter(schema, List.of(), blocks), false);
      out.writeIntLittleEndian((int) (out.getCurrentPosition() - start));
      out.write(MAGIC);
      out.close();
    }
  }
}
