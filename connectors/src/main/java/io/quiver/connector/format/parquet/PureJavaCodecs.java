package io.quiver.connector.format.parquet;

import io.airlift.compress.Compressor;
import io.airlift.compress.Decompressor;
import io.airlift.compress.lz4.Lz4Compressor;
import io.airlift.compress.lz4.Lz4Decompressor;
import io.airlift.compress.snappy.SnappyCompressor;
import io.airlift.compress.snappy.SnappyDecompressor;
import io.airlift.compress.zstd.ZstdCompressor;
import io.airlift.compress.zstd.ZstdDecompressor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * Parquet page codecs in pure Java: Snappy, ZSTD and LZ4 (raw) from aircompressor, GZIP from the
 * JDK. parquet-java's own factory goes through Hadoop's codec classes and native libraries
 * (snappy-java, zstd-jni), which a driver jar loaded into a plain JVM must not need.
 */
final class PureJavaCodecs implements CompressionCodecFactory {
  static final PureJavaCodecs INSTANCE = new PureJavaCodecs();

  @Override
  public BytesInputCompressor getCompressor(CompressionCodecName codec) {
    return new BytesInputCompressor() {
      @Override
      public BytesInput compress(BytesInput bytes) throws IOException {
        byte[] input = bytes.toByteArray();
        if (codec == CompressionCodecName.UNCOMPRESSED) {
          return BytesInput.from(input);
        }
        if (codec == CompressionCodecName.GZIP) {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(input);
          }
          return BytesInput.from(out.toByteArray());
        }
        Compressor compressor = compressor(codec);
        byte[] output = new byte[compressor.maxCompressedLength(input.length)];
        int length = compressor.compress(input, 0, input.length, output, 0, output.length);
        return BytesInput.from(output, 0, length);
      }

      @Override
      public CompressionCodecName getCodecName() {
        return codec;
      }

      @Override
      public void release() {}
    };
  }

  private static Compressor compressor(CompressionCodecName codec) {
    return switch (codec) {
      case SNAPPY -> new SnappyCompressor();
      case ZSTD -> new ZstdCompressor();
      case LZ4_RAW -> new Lz4Compressor();
      default -> throw new UnsupportedOperationException("Quiver does not write Parquet pages compressed with " + codec);
    };
  }

  private static Decompressor decompressor(CompressionCodecName codec) throws IOException {
    return switch (codec) {
      case SNAPPY -> new SnappyDecompressor();
      case ZSTD -> new ZstdDecompressor();
      case LZ4_RAW -> new Lz4Decompressor();
      default -> throw new IOException("Parquet pages compressed with " + codec + " are not supported"
          + " (Quiver reads UNCOMPRESSED, SNAPPY, GZIP, ZSTD and LZ4_RAW)");
    };
  }

  @Override
  public BytesInputDecompressor getDecompressor(CompressionCodecName codec) {
    return new BytesInputDecompressor() {
      @Override
      public BytesInput decompress(BytesInput bytes, int uncompressedSize) throws IOException {
        if (codec == CompressionCodecName.UNCOMPRESSED) {
          return bytes;
        }
        byte[] input = bytes.toByteArray();
        byte[] output = new byte[uncompressedSize];
        if (codec == CompressionCodecName.GZIP) {
          try (GZIPInputStream gzip = new GZIPInputStream(new ByteArrayInputStream(input))) {
            gzip.readNBytes(output, 0, uncompressedSize);
          }
        } else {
          decompressor(codec).decompress(input, 0, input.length, output, 0, uncompressedSize);
        }
        return BytesInput.from(output);
      }

      @Override
      public void decompress(ByteBuffer input, int compressedSize, ByteBuffer output, int uncompressedSize)
          throws IOException {
        byte[] in = new byte[compressedSize];
        input.get(in);
        output.put(decompress(BytesInput.from(in), uncompressedSize).toByteArray());
      }

      @Override
      public void release() {}
    };
  }

  @Override
  public void release() {}
}
