package io.quiver.connector.format.parquet;

import io.quiver.connector.ConnectorException;
import io.quiver.engine.types.SqlType;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.util.MemoryUtil;
import org.apache.arrow.vector.BaseVariableWidthVector;
import org.apache.arrow.vector.BitVectorHelper;
import org.apache.arrow.vector.DecimalVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.SmallIntVector;
import org.apache.arrow.vector.TinyIntVector;
import org.apache.parquet.bytes.ByteBufferInputStream;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.Encoding;
import org.apache.parquet.column.ValuesType;
import org.apache.parquet.column.page.DataPage;
import org.apache.parquet.column.page.DataPageV1;
import org.apache.parquet.column.page.DataPageV2;
import org.apache.parquet.column.page.DictionaryPage;
import org.apache.parquet.column.page.PageReader;
import org.apache.parquet.column.values.ValuesReader;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;

/**
 * Decodes the pages of one flat column chunk straight into Arrow vectors, a run of rows at a time
 * (a run is the rows of one page that fall in one batch).
 *
 * <p>Definition levels (RLE/bit-packed hybrid) become the validity bits; PLAIN values and
 * dictionary indices (RLE/bit-packed hybrid over a PLAIN dictionary page, decoded once per chunk)
 * are decoded in bulk, and a page of fixed-width PLAIN values without NULLs that the target
 * vector stores as they are is copied in one piece. The encodings parquet-java writes only
 * rarely (DELTA_*, BYTE_STREAM_SPLIT, RLE booleans) go through its {@link ValuesReader}s, value
 * by value, into the same buffers.
 */
final class ColumnDecoder {
  private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class,
      ByteOrder.LITTLE_ENDIAN);

  private final PageReader pages;
  private final ColumnDescriptor descriptor;
  private final PrimitiveTypeName physical;
  private final int fixedLength;
  private final int maxDefinition;
  private final ValueMapping mapping;
  private final SqlType target;
  /** Decimals whose unscaled value can be stored as it is (same scale, precision that fits). */
  private final boolean directDecimal;
  private Values dictionary;

  /** Rows left in the current page. */
  private int pageLeft;
  private LevelReader levels;
  private ValueSource source;

  /** Per row of the current run, the index in its batch of the rows that hold a value, in order. */
  private int[] valueRows = new int[0];
  private final Values values = new Values();

  ColumnDecoder(PageReader pages, ColumnDescriptor descriptor, ValueMapping mapping, SqlType target) {
    this.pages = pages;
    this.descriptor = descriptor;
    this.physical = descriptor.getPrimitiveType().getPrimitiveTypeName();
    this.fixedLength = descriptor.getPrimitiveType().getTypeLength();
    this.maxDefinition = descriptor.getMaxDefinitionLevel();
    this.mapping = mapping;
    this.target = target;
    this.directDecimal = mapping.fileScale == target.scale() && mapping.filePrecision <= target.precision();
  }

  /** Decodes the next {@code rows} rows into {@code vector}, freshly allocated for them. */
  void decode(FieldVector vector, int rows) throws IOException {
    if (dictionary == null) {
      DictionaryPage page = pages.readDictionaryPage();
      dictionary = page == null ? Values.NONE : readDictionary(page);
    }
    for (int done = 0; done < rows; ) {
      if (pageLeft == 0) {
        nextPage();
        continue;
      }
      int run = Math.min(rows - done, pageLeft);
      if (valueRows.length < run) {
        valueRows = new int[Math.max(run, Math.min(2 * valueRows.length, 64 * 1024))];
      }
      int present = levels == null ? allPresent(done, run) : levels.read(valueRows, done, run, maxDefinition);
      write(vector, done, run, present);
      pageLeft -= run;
      done += run;
    }
    if (vector instanceof BaseVariableWidthVector v) {
      v.setLastSet(rows - 1);
    }
  }

  private int allPresent(int base, int run) {
    for (int i = 0; i < run; i++) {
      valueRows[i] = base + i;
    }
    return run;
  }

  private Values readDictionary(DictionaryPage page) throws IOException {
    Encoding encoding = page.getEncoding();
    if (encoding != Encoding.PLAIN && encoding != Encoding.PLAIN_DICTIONARY) {
      throw new ConnectorException("0A000", "dictionary pages encoded as " + encoding + " are not supported");
    }
    Slice bytes = Slice.of(page.getBytes());
    Values dict = new Values();
    new PlainSource(bytes.array, bytes.offset, bytes.end).read(dict, page.getDictionarySize());
    return dict;
  }

  private void nextPage() throws IOException {
    DataPage page = pages.readPage();
    if (page == null) {
      throw new ConnectorException(ConnectorException.MALFORMED, "the column chunk holds fewer values than its row group has rows");
    }
    pageLeft = page.getValueCount();
    Slice data;
    Encoding encoding;
    if (page instanceof DataPageV1 v1) {
      data = Slice.of(v1.getBytes());
      encoding = v1.getValueEncoding();
      levels = null;
      if (maxDefinition > 0) {
        int width = bitWidth(maxDefinition);
        if (v1.getDlEncoding() == Encoding.RLE) {
          int length = (int) INT.get(data.array, data.offset);
          int start = data.offset + 4;
          levels = new HybridReader(data.array, start, start + length, width);
          data = new Slice(data.array, start + length, data.end);
        } else if (v1.getDlEncoding() == Encoding.BIT_PACKED) {
          int length = (int) ((pageLeft * (long) width + 7) / 8);
          levels = new BitPackedLevels(data.array, data.offset, width);
          data = new Slice(data.array, data.offset + length, data.end);
        } else {
          throw new ConnectorException("0A000", "definition levels encoded as " + v1.getDlEncoding() + " are not supported");
        }
      }
    } else {
      DataPageV2 v2 = (DataPageV2) page;
      data = Slice.of(v2.getData());
      encoding = v2.getDataEncoding();
      levels = null;
      if (maxDefinition > 0) {
        Slice l = Slice.of(v2.getDefinitionLevels());
        levels = new HybridReader(l.array, l.offset, l.end, bitWidth(maxDefinition));
      }
    }
    source = switch (encoding) {
      case PLAIN -> new PlainSource(data.array, data.offset, data.end);
      case RLE_DICTIONARY, PLAIN_DICTIONARY -> {
        if (dictionary == Values.NONE) {
          throw new ConnectorException(ConnectorException.MALFORMED, "a dictionary-encoded page has no dictionary page");
        }
        int width = data.end > data.offset ? data.array[data.offset] & 0xFF : 0;
        yield new DictionarySource(new HybridReader(data.array, data.offset + 1, data.end, width), dictionary);
      }
      default -> {
        ValuesReader reader = encoding.getValuesReader(descriptor, ValuesType.VALUES);
        reader.initFromPage(pageLeft, ByteBufferInputStream.wrap(ByteBuffer.wrap(data.array, data.offset,
            data.end - data.offset)));
        yield new ReaderSource(reader);
      }
    };
  }

  private static int bitWidth(int max) {
    return 32 - Integer.numberOfLeadingZeros(max);
  }

  /** Writes one run: validity bits for its rows, then its {@code present} values. */
  private void write(FieldVector vector, int base, int run, int present) {
    ArrowBuf validity = vector.getValidityBuffer();
    if (present == run) {
      setBits(validity, base, run);
    } else {
      for (int j = 0; j < present; j++) {
        BitVectorHelper.setBit(validity, valueRows[j]);
      }
    }
    if (vector instanceof BaseVariableWidthVector v) {
      writeVariable(v, base, run, present);
      return;
    }
    ArrowBuf out = vector.getDataBuffer();
    int width = vector instanceof org.apache.arrow.vector.BaseFixedWidthVector f ? f.getTypeWidth() : 0;
    if (width > 0 && out.capacity() < (long) (base + run) * width) {
      throw new IllegalStateException("the vector holds fewer rows than the batch");
    }
    long at = out.memoryAddress();
    int[] rows = valueRows;
    switch (mapping.kind) {
      case INT_TO_INT, LONG_TO_INT -> {
        boolean fourBytes = !(vector instanceof SmallIntVector) && !(vector instanceof TinyIntVector);
        if (mapping.kind == ValueMapping.Kind.INT_TO_INT && fourBytes && present == run
            && source instanceof PlainSource plain) {
          plain.copyFixed(out, base * 4L, run, 4);
          return;
        }
        source.read(values, present);
        if (mapping.kind == ValueMapping.Kind.LONG_TO_INT) {
          values.longsToInts(present);
        }
        int[] ints = values.ints;
        if (vector instanceof SmallIntVector) {
          for (int j = 0; j < present; j++) {
            int value = ints[j];
            if (value < Short.MIN_VALUE || value > Short.MAX_VALUE) {
              throw new ArithmeticException("value " + value + " is out of the range of SMALLINT");
            }
            MemoryUtil.putShort(at + rows[j] * 2L, (short) value);
          }
        } else if (vector instanceof TinyIntVector) {
          for (int j = 0; j < present; j++) {
            int value = ints[j];
            if (value < Byte.MIN_VALUE || value > Byte.MAX_VALUE) {
              throw new ArithmeticException("value " + value + " is out of the range of TINYINT");
            }
            MemoryUtil.putByte(at + rows[j], (byte) value);
          }
        } else {
          for (int j = 0; j < present; j++) {
            MemoryUtil.putInt(at + rows[j] * 4L, ints[j]);
          }
        }
      }
      case INT_TO_LONG, LONG_TO_LONG -> {
        if (mapping.kind == ValueMapping.Kind.LONG_TO_LONG && present == run && source instanceof PlainSource plain) {
          plain.copyFixed(out, base * 8L, run, 8);
          return;
        }
        source.read(values, present);
        if (mapping.kind == ValueMapping.Kind.INT_TO_LONG) {
          for (int j = 0; j < present; j++) {
            MemoryUtil.putLong(at + rows[j] * 8L, values.ints[j]);
          }
        } else {
          for (int j = 0; j < present; j++) {
            MemoryUtil.putLong(at + rows[j] * 8L, values.longs[j]);
          }
        }
      }
      case BOOLEAN -> {
        source.read(values, present);
        for (int j = 0; j < present; j++) {
          if (values.ints[j] != 0) {
            BitVectorHelper.setBit(out, rows[j]);
          }
        }
      }
      case FLOAT_TO_FLOAT -> {
        if (present == run && source instanceof PlainSource plain) {
          plain.copyFixed(out, base * 4L, run, 4);
          return;
        }
        source.read(values, present);
        for (int j = 0; j < present; j++) {
          MemoryUtil.putInt(at + rows[j] * 4L, Float.floatToRawIntBits(values.floats[j]));
        }
      }
      case DOUBLE_TO_FLOAT -> {
        source.read(values, present);
        for (int j = 0; j < present; j++) {
          MemoryUtil.putInt(at + rows[j] * 4L, Float.floatToRawIntBits((float) values.doubles[j]));
        }
      }
      case DOUBLE_TO_DOUBLE -> {
        if (present == run && source instanceof PlainSource plain) {
          plain.copyFixed(out, base * 8L, run, 8);
          return;
        }
        source.read(values, present);
        for (int j = 0; j < present; j++) {
          MemoryUtil.putLong(at + rows[j] * 8L, Double.doubleToRawLongBits(values.doubles[j]));
        }
      }
      case FLOAT_TO_DOUBLE, INT_TO_DOUBLE, LONG_TO_DOUBLE, UNSCALED_TO_DOUBLE -> {
        source.read(values, present);
        for (int j = 0; j < present; j++) {
          double value = switch (mapping.kind) {
            case FLOAT_TO_DOUBLE -> values.floats[j];
            case INT_TO_DOUBLE -> values.ints[j];
            case LONG_TO_DOUBLE -> values.longs[j];
            default -> BigDecimal.valueOf(physical == PrimitiveTypeName.INT32 ? values.ints[j] : values.longs[j],
                mapping.fileScale).doubleValue();
          };
          MemoryUtil.putLong(at + rows[j] * 8L, Double.doubleToRawLongBits(value));
        }
      }
      case UNSCALED_INT_TO_DECIMAL, UNSCALED_LONG_TO_DECIMAL -> {
        source.read(values, present);
        boolean ints = mapping.kind == ValueMapping.Kind.UNSCALED_INT_TO_DECIMAL;
        if (directDecimal) {
          for (int j = 0; j < present; j++) {
            long unscaled = ints ? values.ints[j] : values.longs[j];
            long address = at + rows[j] * 16L;
            MemoryUtil.putLong(address, unscaled);
            MemoryUtil.putLong(address + 8, unscaled >> 63);
          }
        } else {
          DecimalVector v = (DecimalVector) vector;
          for (int j = 0; j < present; j++) {
            v.set(rows[j], rescale(BigDecimal.valueOf(ints ? values.ints[j] : values.longs[j], mapping.fileScale)));
          }
        }
      }
      case BINARY_TO_DECIMAL -> {
        source.read(values, present);
        DecimalVector v = (DecimalVector) vector;
        byte[] bytes = values.bytes;
        for (int j = 0; j < present; j++) {
          int start = values.starts[j];
          int length = values.lengths[j];
          if (directDecimal && length <= 16 && length > 0) {
            long sign = bytes[start] < 0 ? -1L : 0L;
            long high = sign;
            long low = sign;
            for (int k = 0; k < length; k++) {
              high = (high << 8) | (low >>> 56);
              low = (low << 8) | (bytes[start + k] & 0xFFL);
            }
            long address = at + rows[j] * 16L;
            MemoryUtil.putLong(address, low);
            MemoryUtil.putLong(address + 8, high);
          } else {
            v.set(rows[j], rescale(new BigDecimal(new BigInteger(Arrays.copyOfRange(bytes, start, start + length)),
                mapping.fileScale)));
          }
        }
      }
      case TIMESTAMP_TO_MICROS, TIME_TO_MICROS -> {
        source.read(values, present);
        boolean ints = physical == PrimitiveTypeName.INT32;
        long per = mapping.microsPerUnit;
        for (int j = 0; j < present; j++) {
          long value = ints ? values.ints[j] : values.longs[j];
          long micros = per == 1 ? value : per > 0 ? Math.multiplyExact(value, per) : Math.floorDiv(value, -per);
          MemoryUtil.putLong(at + rows[j] * 8L, micros);
        }
      }
      case INT96_TO_MICROS -> {
        source.read(values, present);
        for (int j = 0; j < present; j++) {
          int start = values.starts[j];
          if (values.lengths[j] != 12) {
            throw new ConnectorException(ConnectorException.MALFORMED, "an INT96 value is not 12 bytes long");
          }
          long nanos = (long) LONG.get(values.bytes, start);
          int julianDay = (int) INT.get(values.bytes, start + 8);
          MemoryUtil.putLong(at + rows[j] * 8L, (julianDay - 2_440_588L) * 86_400_000_000L + nanos / 1000);
        }
      }
      default -> throw new IllegalStateException(mapping.kind.toString());
    }
  }

  /** Strings and byte strings: the offsets of every row of the run, and the bytes of its values. */
  private void writeVariable(BaseVariableWidthVector v, int base, int run, int present) {
    if (mapping.kind != ValueMapping.Kind.BINARY_TO_BYTES) {
      throw new IllegalStateException(mapping.kind.toString());
    }
    source.read(values, present);
    ArrowBuf offsets = v.getOffsetBuffer();
    int end = offsets.getInt(base * 4L);
    long total = end;
    for (int j = 0; j < present; j++) {
      total += values.lengths[j];
    }
    if (total > Integer.MAX_VALUE) {
      throw new ArithmeticException("a batch of column values exceeds 2 GiB");
    }
    while (v.getDataBuffer().capacity() < total) {
      v.reallocDataBuffer();
    }
    if (v.getOffsetBuffer().capacity() < (base + run + 1L) * 4) {
      throw new IllegalStateException("the vector holds fewer rows than the batch");
    }
    long data = v.getDataBuffer().memoryAddress();
    long offsetsAt = v.getOffsetBuffer().memoryAddress();
    byte[] bytes = values.bytes;
    int[] starts = values.starts;
    int[] lengths = values.lengths;
    if (present == run) {
      // No NULLs in the run: value i is row base + i (short codes such as TPC-H's flags, a byte each).
      long offset = offsetsAt + (base + 1) * 4L;
      for (int i = 0; i < run; i++, offset += 4) {
        int length = lengths[i];
        int start = starts[i];
        if (length == 1) {
          MemoryUtil.putByte(data + end, bytes[start]);
        } else if (length <= 16) {
          for (int k = 0; k < length; k++) {
            MemoryUtil.putByte(data + end + k, bytes[start + k]);
          }
        } else {
          MemoryUtil.copyToMemory(bytes, start, data + end, length);
        }
        end += length;
        MemoryUtil.putInt(offset, end);
      }
      return;
    }
    int j = 0;
    for (int i = 0; i < run; i++) {
      int row = base + i;
      if (j < present && valueRows[j] == row) {
        int length = lengths[j];
        int start = starts[j];
        if (length <= 16) {
          for (int k = 0; k < length; k++) {
            MemoryUtil.putByte(data + end + k, bytes[start + k]);
          }
        } else {
          MemoryUtil.copyToMemory(bytes, start, data + end, length);
        }
        end += length;
        j++;
      }
      MemoryUtil.putInt(offsetsAt + (row + 1) * 4L, end);
    }
  }

  private BigDecimal rescale(BigDecimal value) {
    BigDecimal scaled = value.setScale(target.scale(), RoundingMode.HALF_UP);
    if (scaled.precision() > target.precision()) {
      throw new ArithmeticException(value + " does not fit DECIMAL(" + target.precision() + ", " + target.scale() + ")");
    }
    return scaled;
  }

  /** Sets {@code count} bits from bit {@code from} on. */
  static void setBits(ArrowBuf bits, int from, int count) {
    int i = from;
    int end = from + count;
    while (i < end && (i & 7) != 0) {
      BitVectorHelper.setBit(bits, i++);
    }
    if (end - i >= 8) {
      int bytes = (end - i) >>> 3;
      bits.setOne(i >>> 3, bytes);
      i += bytes << 3;
    }
    while (i < end) {
      BitVectorHelper.setBit(bits, i++);
    }
  }

  /** Bytes of a page, as an array range. */
  private record Slice(byte[] array, int offset, int end) {
    static Slice of(BytesInput input) throws IOException {
      ByteBuffer buffer = input.toByteBuffer();
      if (buffer.hasArray()) {
        int offset = buffer.arrayOffset() + buffer.position();
        return new Slice(buffer.array(), offset, offset + buffer.remaining());
      }
      byte[] copy = new byte[buffer.remaining()];
      buffer.get(copy);
      return new Slice(copy, 0, copy.length);
    }
  }

  /** Decoded values of one physical type, in arrays that grow as needed. */
  static final class Values {
    static final Values NONE = new Values();
    int[] ints = new int[0];
    long[] longs = new long[0];
    float[] floats = new float[0];
    double[] doubles = new double[0];
    /** Byte-string values: {@code bytes[starts[i] .. starts[i] + lengths[i])}. */
    byte[] bytes = new byte[0];
    int[] starts = new int[0];
    int[] lengths = new int[0];
    /** Bytes that {@link ReaderSource} copies values into. */
    byte[] own = new byte[0];

    void ensure(PrimitiveTypeName type, int n) {
      switch (type) {
        case INT32, BOOLEAN -> {
          if (ints.length < n) {
            ints = new int[grow(ints.length, n)];
          }
        }
        case INT64 -> {
          if (longs.length < n) {
            longs = new long[grow(longs.length, n)];
          }
        }
        case FLOAT -> {
          if (floats.length < n) {
            floats = new float[grow(floats.length, n)];
          }
        }
        case DOUBLE -> {
          if (doubles.length < n) {
            doubles = new double[grow(doubles.length, n)];
          }
        }
        default -> {
          if (starts.length < n) {
            starts = new int[grow(starts.length, n)];
            lengths = new int[starts.length];
          }
        }
      }
    }

    void longsToInts(int n) {
      if (ints.length < n) {
        ints = new int[grow(ints.length, n)];
      }
      for (int i = 0; i < n; i++) {
        ints[i] = Math.toIntExact(longs[i]);
      }
    }

    private static int grow(int length, int n) {
      return Math.max(n, Math.min(2 * length, Integer.MAX_VALUE - 16));
    }
  }

  /** Where a page's values come from. */
  private interface ValueSource {
    /** Decodes the next {@code n} values into {@code out}. */
    void read(Values out, int n);
  }

  /** PLAIN values. */
  private final class PlainSource implements ValueSource {
    private final byte[] bytes;
    private int position;
    private final int end;
    private int bit;

    PlainSource(byte[] bytes, int position, int end) {
      this.bytes = bytes;
      this.position = position;
      this.end = end;
    }

    private void need(long n) {
      if (position + n > end) {
        throw new ConnectorException(ConnectorException.MALFORMED, "a page holds fewer values than it says");
      }
    }

    void copyFixed(ArrowBuf out, long at, int n, int width) {
      long length = (long) n * width;
      need(length);
      out.setBytes(at, bytes, position, length);
      position += (int) length;
    }

    @Override
    public void read(Values out, int n) {
      out.ensure(physical, n);
      switch (physical) {
        case INT32 -> {
          need(4L * n);
          int[] ints = out.ints;
          for (int i = 0; i < n; i++, position += 4) {
            ints[i] = (int) INT.get(bytes, position);
          }
        }
        case INT64 -> {
          need(8L * n);
          long[] longs = out.longs;
          for (int i = 0; i < n; i++, position += 8) {
            longs[i] = (long) LONG.get(bytes, position);
          }
        }
        case FLOAT -> {
          need(4L * n);
          for (int i = 0; i < n; i++, position += 4) {
            out.floats[i] = (float) FLOAT.get(bytes, position);
          }
        }
        case DOUBLE -> {
          need(8L * n);
          for (int i = 0; i < n; i++, position += 8) {
            out.doubles[i] = (double) DOUBLE.get(bytes, position);
          }
        }
        case BOOLEAN -> {
          for (int i = 0; i < n; i++) {
            need(1);
            out.ints[i] = (bytes[position] >>> bit) & 1;
            if (++bit == 8) {
              bit = 0;
              position++;
            }
          }
        }
        case BINARY -> {
          out.bytes = bytes;
          for (int i = 0; i < n; i++) {
            need(4);
            int length = (int) INT.get(bytes, position);
            if (length < 0) {
              throw new ConnectorException(ConnectorException.MALFORMED, "a value has a negative length");
            }
            need(4L + length);
            out.starts[i] = position + 4;
            out.lengths[i] = length;
            position += 4 + length;
          }
        }
        default -> {
          int length = physical == PrimitiveTypeName.INT96 ? 12 : fixedLength;
          need((long) length * n);
          out.bytes = bytes;
          for (int i = 0; i < n; i++, position += length) {
            out.starts[i] = position;
            out.lengths[i] = length;
          }
        }
      }
    }
  }

  /** Indices into the chunk's dictionary. */
  private final class DictionarySource implements ValueSource {
    private final HybridReader indices;
    private final Values dictionary;
    private int[] index = new int[0];

    DictionarySource(HybridReader indices, Values dictionary) {
      this.indices = indices;
      this.dictionary = dictionary;
    }

    @Override
    public void read(Values out, int n) {
      if (index.length < n) {
        index = new int[Math.max(n, 2 * index.length)];
      }
      indices.readValues(index, n);
      out.ensure(physical, n);
      int[] idx = index;
      switch (physical) {
        case INT32, BOOLEAN -> {
          int[] from = dictionary.ints;
          for (int i = 0; i < n; i++) {
            out.ints[i] = from[idx[i]];
          }
        }
        case INT64 -> {
          long[] from = dictionary.longs;
          for (int i = 0; i < n; i++) {
            out.longs[i] = from[idx[i]];
          }
        }
        case FLOAT -> {
          for (int i = 0; i < n; i++) {
            out.floats[i] = dictionary.floats[idx[i]];
          }
        }
        case DOUBLE -> {
          for (int i = 0; i < n; i++) {
            out.doubles[i] = dictionary.doubles[idx[i]];
          }
        }
        default -> {
          out.bytes = dictionary.bytes;
          for (int i = 0; i < n; i++) {
            out.starts[i] = dictionary.starts[idx[i]];
            out.lengths[i] = dictionary.lengths[idx[i]];
          }
        }
      }
    }
  }

  /** Any other encoding, through parquet-java's reader for it. */
  private final class ReaderSource implements ValueSource {
    private final ValuesReader reader;

    ReaderSource(ValuesReader reader) {
      this.reader = reader;
    }

    @Override
    public void read(Values out, int n) {
      out.ensure(physical, n);
      switch (physical) {
        case INT32 -> {
          for (int i = 0; i < n; i++) {
            out.ints[i] = reader.readInteger();
          }
        }
        case INT64 -> {
          for (int i = 0; i < n; i++) {
            out.longs[i] = reader.readLong();
          }
        }
        case FLOAT -> {
          for (int i = 0; i < n; i++) {
            out.floats[i] = reader.readFloat();
          }
        }
        case DOUBLE -> {
          for (int i = 0; i < n; i++) {
            out.doubles[i] = reader.readDouble();
          }
        }
        case BOOLEAN -> {
          for (int i = 0; i < n; i++) {
            out.ints[i] = reader.readBoolean() ? 1 : 0;
          }
        }
        default -> {
          int used = 0;
          for (int i = 0; i < n; i++) {
            Binary binary = reader.readBytes();
            int length = binary.length();
            if (out.own.length < used + length) {
              out.own = Arrays.copyOf(out.own, Math.max(used + length, 2 * out.own.length));
            }
            ByteBuffer value = binary.toByteBuffer();
            value.get(value.position(), out.own, used, length);
            out.starts[i] = used;
            out.lengths[i] = length;
            used += length;
          }
          out.bytes = out.own;
        }
      }
    }
  }

  /** Definition levels of a page. */
  private interface LevelReader {
    /**
     * Reads the levels of {@code run} rows; puts in {@code rows} the batch index ({@code base} +
     * row) of those at {@code max}, the rows that hold a value, and returns how many there are.
     */
    int read(int[] rows, int base, int run, int max);
  }

  /** Parquet's RLE / bit-packed hybrid: definition levels and dictionary indices. */
  static final class HybridReader implements LevelReader {
    private final byte[] bytes;
    private int position;
    private final int end;
    private final int width;
    private final int mask;
    /** Values left in the current run. */
    private int left;
    private boolean repeated;
    private int repeatedValue;
    /** For a bit-packed run: the bit offset of its next value. */
    private long bit;
    private int[] scratch = new int[0];

    HybridReader(byte[] bytes, int position, int end, int width) {
      if (width > 32) {
        throw new ConnectorException(ConnectorException.MALFORMED, "a bit width of " + width + " is invalid");
      }
      this.bytes = bytes;
      this.position = position;
      this.end = end;
      this.width = width;
      this.mask = width == 32 ? -1 : (1 << width) - 1;
    }

    private void nextRun() {
      int header = 0;
      int shift = 0;
      while (true) {
        if (position >= end) {
          throw new ConnectorException(ConnectorException.MALFORMED, "a page's levels or indices end early");
        }
        int b = bytes[position++];
        header |= (b & 0x7F) << shift;
        if (b >= 0) {
          break;
        }
        shift += 7;
        if (shift > 28) {
          throw new ConnectorException(ConnectorException.MALFORMED, "a run header is too long");
        }
      }
      if ((header & 1) == 0) {
        repeated = true;
        left = header >>> 1;
        int value = 0;
        int bytesWide = (width + 7) / 8;
        for (int k = 0; k < bytesWide; k++) {
          if (position >= end) {
            throw new ConnectorException(ConnectorException.MALFORMED, "a page's levels or indices end early");
          }
          value |= (bytes[position++] & 0xFF) << (8 * k);
        }
        repeatedValue = value;
      } else {
        repeated = false;
        int groups = header >>> 1;
        left = groups * 8;
        bit = (long) position * 8;
        // The last group may be cut at the end of the data by a lax writer: values past it are 0.
        position = (int) Math.min(end, position + (long) groups * width);
      }
      if (left == 0 && width > 0 && repeated) {
        nextRun();
      }
    }

    /** The 64 bits from byte {@code index} on, little-endian (bytes past the array read as 0). */
    private long word(int index) {
      if (index + 8 <= bytes.length) {
        return (long) LONG.get(bytes, index);
      }
      long word = 0;
      for (int k = 0; index + k < bytes.length && k < 8; k++) {
        word |= (bytes[index + k] & 0xFFL) << (8 * k);
      }
      return word;
    }

    /** Unpacks {@code n} values of the current bit-packed run into {@code out} from {@code at} on. */
    private void unpack(int[] out, int at, int n) {
      long b = bit;
      int w = width;
      int m = mask;
      int limit = bytes.length - 8;
      int k = 0;
      if (w <= 8) {
        // Values of at most 8 bits: a group of 8 starts on a byte and fits one 64-bit load
        // (dictionary indices of TPC-H's low-cardinality columns are 1 to 6 bits wide).
        while (k < n && (b & 7) != 0) {
          int index = (int) (b >>> 3);
          long word = index <= limit ? (long) LONG.get(bytes, index) : word(index);
          out[at + k] = (int) (word >>> (b & 7)) & m;
          k++;
          b += w;
        }
        for (; k + 8 <= n && (b >>> 3) <= limit; k += 8, b += 8L * w) {
          long word = (long) LONG.get(bytes, (int) (b >>> 3));
          int o = at + k;
          out[o] = (int) word & m;
          out[o + 1] = (int) (word >>> w) & m;
          out[o + 2] = (int) (word >>> (2 * w)) & m;
          out[o + 3] = (int) (word >>> (3 * w)) & m;
          out[o + 4] = (int) (word >>> (4 * w)) & m;
          out[o + 5] = (int) (word >>> (5 * w)) & m;
          out[o + 6] = (int) (word >>> (6 * w)) & m;
          out[o + 7] = (int) (word >>> (7 * w)) & m;
        }
      }
      for (; k < n; k++, b += w) {
        int index = (int) (b >>> 3);
        long word = index <= limit ? (long) LONG.get(bytes, index) : word(index);
        out[at + k] = (int) (word >>> (b & 7)) & m;
      }
      bit = b;
    }

    void readValues(int[] out, int n) {
      if (width == 0) {
        Arrays.fill(out, 0, n, 0);
        return;
      }
      for (int i = 0; i < n; ) {
        if (left == 0) {
          nextRun();
        }
        int take = Math.min(left, n - i);
        if (repeated) {
          Arrays.fill(out, i, i + take, repeatedValue);
          i += take;
        } else {
          unpack(out, i, take);
          i += take;
        }
        left -= take;
      }
    }

    @Override
    public int read(int[] rows, int base, int run, int max) {
      if (width == 0) {
        for (int i = 0; i < run; i++) {
          rows[i] = base + i;
        }
        return run;
      }
      int present = 0;
      for (int i = 0; i < run; ) {
        if (left == 0) {
          nextRun();
        }
        int take = Math.min(left, run - i);
        if (repeated) {
          if (repeatedValue == max) {
            for (int k = 0; k < take; k++) {
              rows[present++] = base + i + k;
            }
          }
          i += take;
        } else {
          if (scratch.length < take) {
            scratch = new int[Math.max(take, 2 * scratch.length)];
          }
          unpack(scratch, 0, take);
          for (int k = 0; k < take; k++, i++) {
            if (scratch[k] == max) {
              rows[present++] = base + i;
            }
          }
        }
        left -= take;
      }
      return present;
    }
  }

  /** The deprecated BIT_PACKED levels: fixed width, most significant bit first. */
  private static final class BitPackedLevels implements LevelReader {
    private final byte[] bytes;
    private final int width;
    private long bit;

    BitPackedLevels(byte[] bytes, int position, int width) {
      this.bytes = bytes;
      this.width = width;
      this.bit = (long) position * 8;
    }

    @Override
    public int read(int[] rows, int base, int run, int max) {
      int present = 0;
      for (int i = 0; i < run; i++) {
        int value = 0;
        for (int k = 0; k < width; k++, bit++) {
          value = (value << 1) | ((bytes[(int) (bit >>> 3)] >>> (7 - (bit & 7))) & 1);
        }
        if (value == max) {
          rows[present++] = base + i;
        }
      }
      return present;
    }
  }
}
