package io.quiver.connector.format.parquet;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FilePart;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.BaseVariableWidthVector;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.BitVector;
import org.apache.arrow.vector.DateDayVector;
import org.apache.arrow.vector.DecimalVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.SmallIntVector;
import org.apache.arrow.vector.TimeMicroVector;
import org.apache.arrow.vector.TimeStampVector;
import org.apache.arrow.vector.TinyIntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnReader;
import org.apache.parquet.column.impl.ColumnReadStoreImpl;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * Decodes one row group into batches of up to {@link #BATCH_ROWS} rows: only the columns the scan
 * reads are fetched (parquet-java's requested schema) and decoded, value by value through
 * parquet-java's column readers, straight into Arrow vectors.
 */
final class RowGroupReader implements FilePart.Batches {
  static final int BATCH_ROWS = 64 * 1024;

  private final Path file;
  private final int rowGroup;
  private final List<Column> columns;
  private final BitSet reads;
  private final BufferAllocator allocator;
  private final ParquetFileReader reader;
  private final ColumnReader[] readers;
  private final ValueMapping[] mappings;
  private final int[] maxDefinition;
  private long remaining;

  RowGroupReader(Path file, int rowGroup, ParquetMetadata footer, String[] fileNames, List<Column> columns,
      BitSet reads, BufferAllocator allocator) throws IOException {
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
    this.readers = new ColumnReader[columns.size()];
    this.maxDefinition = new int[columns.size()];
    this.reader = ParquetFiles.open(file);
    try {
      if (requested.isEmpty()) {
        remaining = footer.getBlocks().get(rowGroup).getRowCount();
        return;
      }
      MessageType projection = new MessageType(schema.getName(), requested);
      reader.setRequestedSchema(projection);
      PageReadStore pages = reader.readRowGroup(rowGroup);
      remaining = pages.getRowCount();
      ColumnReadStoreImpl store = new ColumnReadStoreImpl(pages,
          new GroupRecordConverter(projection).getRootConverter(), projection, reader.getFileMetaData().getCreatedBy());
      for (int c = 0; c < columns.size(); c++) {
        if (reads.get(c)) {
          ColumnDescriptor descriptor = projection.getColumnDescription(new String[] {fileNames[c]});
          readers[c] = store.getColumnReader(descriptor);
          maxDefinition[c] = descriptor.getMaxDefinitionLevel();
        }
      }
    } catch (IOException | RuntimeException e) {
      reader.close();
      throw e;
    }
  }

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
        if (readers[c] != null) {
          FieldVector vector = batch.getVector(c);
          vector.setInitialCapacity(rows);
          vector.allocateNew();
          try {
            decode(readers[c], maxDefinition[c], mappings[c], columns.get(c).type(), vector, rows);
          } catch (ConnectorException e) {
            throw e;
          } catch (RuntimeException e) {
            throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "', row group " + rowGroup
                + ", column '" + columns.get(c).name() + "': " + e.getMessage(), e);
          }
          vector.setValueCount(rows);
        }
      }
      return new VectorSchemaRoot(batch.getSchema().getFields(), batch.getFieldVectors(), rows);
    } catch (RuntimeException e) {
      batch.close();
      throw e;
    }
  }

  private void decode(ColumnReader r, int maxDef, ValueMapping m, SqlType type, FieldVector vector, int rows) {
    switch (m.kind) {
      case INT_TO_INT -> {
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            vector.setNull(i);
          } else {
            setInt(vector, i, r.getInteger());
          }
        }
      }
      case LONG_TO_INT -> {
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            vector.setNull(i);
          } else {
            setInt(vector, i, Math.toIntExact(r.getLong()));
          }
        }
      }
      case INT_TO_LONG, LONG_TO_LONG -> {
        BigIntVector v = (BigIntVector) vector;
        boolean ints = m.kind == ValueMapping.Kind.INT_TO_LONG;
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            v.setNull(i);
          } else {
            v.set(i, ints ? r.getInteger() : r.getLong());
          }
        }
      }
      case BOOLEAN -> {
        BitVector v = (BitVector) vector;
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            v.setNull(i);
          } else {
            v.set(i, r.getBoolean() ? 1 : 0);
          }
        }
      }
      case FLOAT_TO_FLOAT, DOUBLE_TO_FLOAT -> {
        Float4Vector v = (Float4Vector) vector;
        boolean doubles = m.kind == ValueMapping.Kind.DOUBLE_TO_FLOAT;
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            v.setNull(i);
          } else {
            v.set(i, doubles ? (float) r.getDouble() : r.getFloat());
          }
        }
      }
      case FLOAT_TO_DOUBLE, DOUBLE_TO_DOUBLE, INT_TO_DOUBLE, LONG_TO_DOUBLE, UNSCALED_TO_DOUBLE -> {
        Float8Vector v = (Float8Vector) vector;
        boolean isInt = r.getDescriptor().getPrimitiveType().getPrimitiveTypeName() == PrimitiveType.PrimitiveTypeName.INT32;
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            v.setNull(i);
            continue;
          }
          double value = switch (m.kind) {
            case FLOAT_TO_DOUBLE -> r.getFloat();
            case DOUBLE_TO_DOUBLE -> r.getDouble();
            case INT_TO_DOUBLE -> r.getInteger();
            case LONG_TO_DOUBLE -> r.getLong();
            default -> BigDecimal.valueOf(isInt ? r.getInteger() : r.getLong(), m.fileScale).doubleValue();
          };
          v.set(i, value);
        }
      }
      case UNSCALED_INT_TO_DECIMAL, UNSCALED_LONG_TO_DECIMAL -> {
        DecimalVector v = (DecimalVector) vector;
        boolean ints = m.kind == ValueMapping.Kind.UNSCALED_INT_TO_DECIMAL;
        boolean sameScale = m.fileScale == type.scale();
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            v.setNull(i);
            continue;
          }
          long unscaled = ints ? r.getInteger() : r.getLong();
          if (sameScale) {
            v.set(i, unscaled);
          } else {
            v.setSafe(i, rescale(BigDecimal.valueOf(unscaled, m.fileScale), type));
          }
        }
      }
      case BINARY_TO_DECIMAL -> {
        DecimalVector v = (DecimalVector) vector;
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            v.setNull(i);
          } else {
            v.setSafe(i, rescale(new BigDecimal(new BigInteger(r.getBinary().getBytes()), m.fileScale), type));
          }
        }
      }
      case BINARY_TO_BYTES -> {
        BaseVariableWidthVector v = (BaseVariableWidthVector) vector;
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            v.setNull(i);
          } else {
            Binary binary = r.getBinary();
            ByteBuffer bytes = binary.toByteBuffer();
            v.setSafe(i, bytes, bytes.position(), bytes.remaining());
          }
        }
      }
      case TIMESTAMP_TO_MICROS, TIME_TO_MICROS -> {
        boolean ints = r.getDescriptor().getPrimitiveType().getPrimitiveTypeName() == PrimitiveType.PrimitiveTypeName.INT32;
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            vector.setNull(i);
            continue;
          }
          long value = ints ? r.getInteger() : r.getLong();
          long micros = m.microsPerUnit > 0 ? Math.multiplyExact(value, m.microsPerUnit)
              : Math.floorDiv(value, -m.microsPerUnit);
          if (vector instanceof TimeStampVector t) {
            t.set(i, micros);
          } else {
            ((TimeMicroVector) vector).set(i, micros);
          }
        }
      }
      case INT96_TO_MICROS -> {
        TimeStampVector v = (TimeStampVector) vector;
        for (int i = 0; i < rows; i++, r.consume()) {
          if (r.getCurrentDefinitionLevel() < maxDef) {
            v.setNull(i);
            continue;
          }
          ByteBuffer b = r.getBinary().toByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
          long nanos = b.getLong(b.position());
          int julianDay = b.getInt(b.position() + 8);
          v.set(i, (julianDay - 2_440_588L) * 86_400_000_000L + nanos / 1000);
        }
      }
      default -> throw new IllegalStateException(m.kind.toString());
    }
  }

  private static void setInt(FieldVector vector, int i, int value) {
    if (vector instanceof IntVector v) {
      v.set(i, value);
    } else if (vector instanceof DateDayVector v) {
      v.set(i, value);
    } else if (vector instanceof SmallIntVector v) {
      if (value < Short.MIN_VALUE || value > Short.MAX_VALUE) {
        throw new ArithmeticException("value " + value + " is out of the range of SMALLINT");
      }
      v.set(i, (short) value);
    } else if (vector instanceof TinyIntVector v) {
      if (value < Byte.MIN_VALUE || value > Byte.MAX_VALUE) {
        throw new ArithmeticException("value " + value + " is out of the range of TINYINT");
      }
      v.set(i, (byte) value);
    } else if (vector instanceof DecimalVector v) {
      v.set(i, value);
    }
  }

  private static BigDecimal rescale(BigDecimal value, SqlType type) {
    BigDecimal scaled = value.setScale(type.scale(), RoundingMode.HALF_UP);
    if (scaled.precision() > type.precision()) {
      throw new ArithmeticException(value + " does not fit DECIMAL(" + type.precision() + ", " + type.scale() + ")");
    }
    return scaled;
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }

}
