package io.quiver.engine.store;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.compression.CompressionCodec;
import org.apache.arrow.vector.compression.CompressionUtil;
import org.apache.arrow.vector.ipc.ReadChannel;
import org.apache.arrow.vector.ipc.WriteChannel;
import org.apache.arrow.vector.ipc.message.ArrowRecordBatch;
import org.apache.arrow.vector.ipc.message.MessageMetadataResult;
import org.apache.arrow.vector.ipc.message.MessageSerializer;
import org.apache.arrow.vector.types.pojo.Schema;
import org.apache.arrow.vector.util.ByteArrayReadableSeekableByteChannel;

/**
 * Chunks as Arrow IPC streams (a schema message, one record batch, the end marker): uncompressed
 * in log records (a commit must be quick), ZSTD-compressed in the chunk files of a checkpoint.
 * Any Arrow reader opens them ({@code pyarrow.ipc.open_stream}, Arrow Java's
 * {@code ArrowStreamReader}).
 *
 * <p>The messages are framed here with Arrow's {@link MessageSerializer} and the buffers copied
 * through {@link ArrowIpc}'s heap channels (Arrow Java's own need {@code --add-opens} on JDK 17).
 */
final class ArrowChunks {
  private ArrowChunks() {}

  /** The batch as an uncompressed IPC stream. */
  static byte[] toStream(VectorSchemaRoot batch) throws IOException {
    return write(batch, ArrowIpc.codec(CompressionUtil.CodecType.NO_COMPRESSION));
  }

  /** The batch as a ZSTD-compressed IPC stream. */
  static byte[] toFile(VectorSchemaRoot batch) throws IOException {
    return write(batch, ArrowIpc.codec(CompressionUtil.CodecType.ZSTD));
  }

  private static byte[] write(VectorSchemaRoot batch, CompressionCodec codec) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (WriteChannel out = ArrowIpc.writeChannel(Channels.newChannel(bytes))) {
      MessageSerializer.serialize(out, batch.getSchema());
      try (ArrowRecordBatch records = ArrowIpc.unload(batch, codec)) {
        MessageSerializer.serialize(out, records);
      }
      out.writeIntLittleEndian(MessageSerializer.IPC_CONTINUATION_TOKEN);
      out.writeIntLittleEndian(0);
    }
    return bytes.toByteArray();
  }

  static VectorSchemaRoot fromStream(byte[] bytes, BufferAllocator allocator) throws IOException {
    return read(bytes, allocator);
  }

  static VectorSchemaRoot fromFile(byte[] bytes, BufferAllocator allocator) throws IOException {
    return read(bytes, allocator);
  }

  private static VectorSchemaRoot read(byte[] bytes, BufferAllocator allocator) throws IOException {
    ReadChannel in = new ReadChannel(new ByteArrayReadableSeekableByteChannel(bytes));
    MessageMetadataResult schemaMessage = MessageSerializer.readMessage(in);
    if (schemaMessage == null) {
      throw new IOException("no schema message");
    }
    Schema schema = MessageSerializer.deserializeSchema(schemaMessage);
    MessageMetadataResult batchMessage = MessageSerializer.readMessage(in);
    if (batchMessage == null) {
      throw new IOException("no record batch");
    }
    long length = batchMessage.getMessageBodyLength();
    long start = in.bytesRead();
    if (length < 0 || start + length > bytes.length) {
      throw new IOException("record batch body past the end");
    }
    VectorSchemaRoot root = VectorSchemaRoot.create(schema, allocator);
    ArrowBuf body = allocator.buffer(length);
    ArrowRecordBatch records;
    try {
      body.setBytes(0, bytes, (int) start, length);
    } catch (RuntimeException e) {
      body.close();
      root.close();
      throw e;
    }
    try {
      // Takes over the body: the batch's buffers are slices of it, released with the batch.
      records = MessageSerializer.deserializeRecordBatch(batchMessage, body);
    } catch (IOException | RuntimeException e) {
      root.close();
      throw e;
    }
    try (records) {
      ArrowIpc.load(root, records);
    } catch (RuntimeException e) {
      root.close();
      throw e;
    }
    return root;
  }
}
