package io.quiver.connector.format.parquet;

import io.quiver.connector.format.FileWriter;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;

/**
 * Writes rows into a Parquet file with parquet-java's writer, without Hadoop: the builder's
 * Hadoop overloads ({@code builder(Path)}, {@code withConf(Configuration)}) are passed over by
 * calling the others through method handles, and pages are compressed by {@link PureJavaCodecs}.
 */
final class ParquetRowWriter implements FileWriter {
  private static final MethodHandle BUILDER;
  private static final MethodHandle WITH_CONF;

  static {
    try {
      BUILDER = MethodHandles.publicLookup().findStatic(ExampleParquetWriter.class, "builder",
          MethodType.methodType(ExampleParquetWriter.Builder.class, OutputFile.class));
      WITH_CONF = MethodHandles.publicLookup().findVirtual(ParquetWriter.Builder.class, "withConf",
          MethodType.methodType(ParquetWriter.Builder.class, ParquetConfiguration.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private final List<Column> columns;
  private final MessageType schema;
  private final SimpleGroupFactory groups;
  private final ParquetWriter<Group> writer;
  private boolean closed;

  ParquetRowWriter(Path file, List<Column> columns, ParquetFormat.Options options) throws IOException {
    this.columns = columns;
    List<Type> fields = new ArrayList<>();
    for (Column column : columns) {
      fields.add(field(column));
    }
    this.schema = new MessageType("quiver_schema", fields);
    this.groups = new SimpleGroupFactory(schema);
    try {
      ExampleParquetWriter.Builder builder = (ExampleParquetWriter.Builder) BUILDER.invoke(new LocalOutputFile(file));
      WITH_CONF.invoke(builder, new PlainParquetConfiguration());
      this.writer = builder.withType(schema).withCodecFactory(PureJavaCodecs.INSTANCE)
          .withCompressionCodec(options.compression()).withRowGroupSize(options.rowGroupBytes())
          .withPageSize(options.pageBytes()).withDictionaryEncoding(options.dictionary()).build();
    } catch (IOException | RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IOException(e);
    }
  }

  private static Type field(Column column) {
    SqlType type = column.type();
    Types.PrimitiveBuilder<org.apache.parquet.schema.PrimitiveType> b;
    switch (type.id()) {
      case BOOLEAN -> b = Types.optional(PrimitiveTypeName.BOOLEAN);
      case TINYINT -> b = Types.optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.intType(8, true));
      case SMALLINT -> b = Types.optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.intType(16, true));
      case INTEGER -> b = Types.optional(PrimitiveTypeName.INT32);
      case BIGINT, INTERVAL_DAY_TIME, INTERVAL_YEAR_MONTH -> b = Types.optional(PrimitiveTypeName.INT64);
      case REAL -> b = Types.optional(PrimitiveTypeName.FLOAT);
      case DOUBLE -> b = Types.optional(PrimitiveTypeName.DOUBLE);
      case DECIMAL -> b = type.precision() <= 18
          ? Types.optional(PrimitiveTypeName.INT64).as(LogicalTypeAnnotation.decimalType(type.scale(), type.precision()))
          : Types.optional(PrimitiveTypeName.FIXED_LEN_BYTE_ARRAY).length(16)
              .as(LogicalTypeAnnotation.decimalType(type.scale(), type.precision()));
      case CHAR, VARCHAR -> b = Types.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType());
      case BINARY, VARBINARY -> b = Types.optional(PrimitiveTypeName.BINARY);
      case DATE -> b = Types.optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.dateType());
      case TIME -> b = Types.optional(PrimitiveTypeName.INT64)
          .as(LogicalTypeAnnotation.timeType(false, LogicalTypeAnnotation.TimeUnit.MICROS));
      case TIMESTAMP -> b = Types.optional(PrimitiveTypeName.INT64)
          .as(LogicalTypeAnnotation.timestampType(false, LogicalTypeAnnotation.TimeUnit.MICROS));
      case TIMESTAMP_LTZ -> b = Types.optional(PrimitiveTypeName.INT64)
          .as(LogicalTypeAnnotation.timestampType(true, LogicalTypeAnnotation.TimeUnit.MICROS));
      default -> throw new UnsupportedOperationException("columns of type " + type.id() + " cannot be written to Parquet");
    }
    return b.named(column.name());
  }

  @Override
  public void write(VectorSchemaRoot batch, int[] vectorIndexes, int[] rows) throws IOException {
    int count = rows == null ? batch.getRowCount() : rows.length;
    for (int i = 0; i < count; i++) {
      int row = rows == null ? i : rows[i];
      Group group = groups.newGroup();
      for (int c = 0; c < columns.size(); c++) {
        FieldVector v = batch.getVector(vectorIndexes[c]);
        if (!v.isNull(row)) {
          add(group, c, v, row, columns.get(c).type());
        }
      }
      writer.write(group);
    }
  }

  private static void add(Group group, int c, FieldVector v, int row, SqlType type) {
    if (v instanceof IntVector x) {
      group.add(c, x.get(row));
    } else if (v instanceof BigIntVector x) {
      group.add(c, x.get(row));
    } else if (v instanceof SmallIntVector x) {
      group.add(c, (int) x.get(row));
    } else if (v instanceof TinyIntVector x) {
      group.add(c, (int) x.get(row));
    } else if (v instanceof DateDayVector x) {
      group.add(c, x.get(row));
    } else if (v instanceof BitVector x) {
      group.add(c, x.get(row) != 0);
    } else if (v instanceof Float4Vector x) {
      group.add(c, x.get(row));
    } else if (v instanceof Float8Vector x) {
      group.add(c, x.get(row));
    } else if (v instanceof DecimalVector x) {
      BigDecimal value = x.getObject(row);
      if (type.precision() <= 18) {
        group.add(c, value.unscaledValue().longValueExact());
      } else {
        byte[] bytes = value.unscaledValue().toByteArray();
        byte[] fixed = new byte[16];
        byte pad = (byte) (value.signum() < 0 ? 0xFF : 0);
        java.util.Arrays.fill(fixed, 0, 16 - bytes.length, pad);
        System.arraycopy(bytes, 0, fixed, 16 - bytes.length, bytes.length);
        group.add(c, Binary.fromConstantByteArray(fixed));
      }
    } else if (v instanceof TimeStampVector x) {
      group.add(c, x.get(row));
    } else if (v instanceof TimeMicroVector x) {
      group.add(c, x.get(row));
    } else if (v instanceof BaseVariableWidthVector x) {
      group.add(c, Binary.fromConstantByteArray(x.get(row)));
    } else {
      throw new UnsupportedOperationException("cannot write " + v.getField() + " to Parquet");
    }
  }

  @Override
  public void close() throws IOException {
    if (!closed) {
      closed = true;
      writer.close();
    }
  }
}
