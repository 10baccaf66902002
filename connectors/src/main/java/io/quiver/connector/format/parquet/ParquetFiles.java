package io.quiver.connector.format.parquet;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.nio.file.Path;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.bytes.HeapByteBufferAllocator;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.format.converter.ParquetMetadataConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetMetricsCallback;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.LocalInputFile;

/**
 * Opens Parquet files with parquet-java and no Hadoop on the class path.
 *
 * <p>Two of parquet-java's entry points would load Hadoop classes: {@code ParquetReadOptions.builder()}
 * (its defaults come from {@code ParquetInputFormat}, a Hadoop class) and, for the compiler only,
 * the overloads of {@code ParquetFileReader.open} that take a Hadoop {@code Configuration}. So the
 * options are made by their constructor (package-private, reached by reflection, every filter and
 * check off: Quiver prunes row groups itself) and {@code open(InputFile, ParquetReadOptions)} is
 * called through a method handle.
 */
final class ParquetFiles {
  private static final ParquetReadOptions OPTIONS = readOptions(PureJavaCodecs.INSTANCE);
  private static final MethodHandle OPEN;

  static {
    try {
      OPEN = MethodHandles.publicLookup().findStatic(ParquetFileReader.class, "open",
          MethodType.methodType(ParquetFileReader.class, InputFile.class, ParquetReadOptions.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private ParquetFiles() {}

  private static ParquetReadOptions readOptions(CompressionCodecFactory codecs) {
    try {
      Constructor<ParquetReadOptions> constructor = ParquetReadOptions.class.getDeclaredConstructor(
          boolean.class, boolean.class, boolean.class, boolean.class, boolean.class, boolean.class, boolean.class,
          boolean.class, boolean.class, FilterCompat.Filter.class, ParquetMetadataConverter.MetadataFilter.class,
          CompressionCodecFactory.class, org.apache.parquet.bytes.ByteBufferAllocator.class, int.class,
          java.util.Map.class, FileDecryptionProperties.class, ParquetMetricsCallback.class,
          org.apache.parquet.conf.ParquetConfiguration.class);
      constructor.setAccessible(true);
      return constructor.newInstance(false, false, false, false, false, false, false, false, false,
          FilterCompat.NOOP, ParquetMetadataConverter.NO_FILTER, codecs, new HeapByteBufferAllocator(),
          8 * 1024 * 1024, java.util.Map.of(), null, null, new PlainParquetConfiguration());
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  static ParquetFileReader open(Path file) throws IOException {
    try {
      return (ParquetFileReader) OPEN.invoke(new LocalInputFile(file), OPTIONS);
    } catch (IOException | RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IOException(e);
    }
  }
}
