package io.quiver.engine.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.compression.CommonsCompressionFactory;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.vector.VectorLoader;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.VectorUnloader;
import org.apache.arrow.vector.compression.CompressionCodec;
import org.apache.arrow.vector.compression.CompressionUtil;
import org.apache.arrow.vector.compression.NoCompressionCodec;
import org.apache.arrow.vector.ipc.SeekableReadChannel;
import org.apache.arrow.vector.ipc.WriteChannel;
import org.apache.arrow.vector.ipc.message.ArrowBlock;
import org.apache.arrow.vector.ipc.message.ArrowFooter;
import org.apache.arrow.vector.ipc.message.ArrowRecordBatch;
import org.apache.arrow.vector.ipc.message.MessageSerializer;
import org.apache.arrow.vector.types.pojo.Schema;

/**
 * Arrow IPC that runs in a plain JVM, shared by the checkpoint files of a file database
 * ({@link ArrowChunks}) and the connectors' {@code arrow} format.
 *
 * <p>Arrow Java's own IPC channels move a buffer's bytes through {@code ArrowBuf.nioBuffer}, a
 * {@code ByteBuffer} made at the buffer's address, which needs {@code --add-opens java.base/java.nio}
 * on JDK 17; a JDBC driver cannot ask its host JVM for flags. These channels copy through a heap
 * array instead (one copy, between the file and the vector's memory, as a read or write makes
 * anyway). Record batches may be compressed with the codecs of Arrow's IPC format (ZSTD,
 * LZ4_FRAME), buffer by buffer, as Arrow's {@code arrow-compression} module does it.
 */
public final class ArrowIpc {
  private static final byte[] MAGIC = "ARROW1".getBytes(StandardCharsets.US_ASCII);
  private static final int CHUNK = 64 * 1024;

  private ArrowIpc() {}

  /** The codec of Arrow's IPC format for {@code type} ({@code NO_COMPRESSION} writes buffers as they are). */
  public static CompressionCodec codec(CompressionUtil.CodecType type) {
    return type == CompressionUtil.CodecType.NO_COMPRESSION ? NoCompressionCodec.INSTANCE
        : CommonsCompressionFactory.INSTANCE.createCodec(type);
  }

  /** The batch's buffers as one record batch, each buffer compressed with {@code codec}. */
  public static ArrowRecordBatch unload(VectorSchemaRoot root, CompressionCodec codec) {
    return new VectorUnloader(root, true, codec, true).getRecordBatch();
  }

  /** Loads a record batch, compressed or not, into {@code root}'s vectors. */
  public static void load(VectorSchemaRoot root, ArrowRecordBatch batch) {
    new VectorLoader(root, CommonsCompressionFactory.INSTANCE).load(batch);
  }

  /** A write channel that copies Arrow buffers out through a heap array. */
  public static WriteChannel writeChannel(WritableByteChannel out) {
    return new HeapWriteChannel(out);
  }

  private static final class HeapWriteChannel extends WriteChannel {
    HeapWriteChannel(WritableByteChannel out) {
      super(out);
    }

    @Override
    public void write(ArrowBuf buffer) throws IOException {
      long remaining = buffer.readableBytes();
      long index = buffer.readerIndex();
      byte[] chunk = new byte[(int) Math.min(CHUNK, Math.max(1, remaining))];
      while (remaining > 0) {
        int length = (int) Math.min(remaining, chunk.length);
        buffer.getBytes(index, chunk, 0, length);
        write(ByteBuffer.wrap(chunk, 0, length));
        index += length;
        remaining -= length;
      }
    }
  }

  /** A seekable read channel that reads into Arrow buffers through a heap array. */
  public static final class ReadChannel extends SeekableReadChannel {
    public ReadChannel(SeekableByteChannel channel) {
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

  /**
   * The Arrow IPC file format (magic, schema, record batches, footer, magic), as Arrow's
   * {@code ArrowFileWriter} writes it, with each batch's buffers compressed by the given codec.
   */
  public static final class FileWriter implements AutoCloseable {
    private final WriteChannel out;
    private final Schema schema;
    private final CompressionCodec codec;
    private final List<ArrowBlock> blocks = new ArrayList<>();

    public FileWriter(WritableByteChannel channel, Schema schema, CompressionCodec codec) throws IOException {
      this.out = writeChannel(channel);
      this.schema = schema;
      this.codec = codec;
      out.write(MAGIC);
      out.align();
      MessageSerializer.serialize(out, schema);
    }

    public void write(VectorSchemaRoot root) throws IOException {
      try (ArrowRecordBatch batch = unload(root, codec)) {
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
