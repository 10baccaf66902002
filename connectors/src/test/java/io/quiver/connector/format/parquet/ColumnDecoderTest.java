package io.quiver.connector.format.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FilePart;
import io.quiver.connector.format.FormatCodec;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.BaseVariableWidthVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.TimeStampVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page decoder against files parquet-java writes with each page format and encoding it has:
 * data pages V1 and V2, with and without dictionaries (V2 without one means DELTA_BINARY_PACKED,
 * DELTA_BYTE_ARRAY and RLE booleans), pages of a few hundred values so that one batch crosses
 * many pages, NULLs in every optional column, and every physical type Quiver maps.
 */
class ColumnDecoderTest {
  private static final int ROWS = 8_000;

  @TempDir
  Path dir;

  private final BufferAllocator allocator = new RootAllocator();

  @AfterEach
  void noLeak() {
    assertEquals(0, allocator.getAllocatedMemory(), "every batch was closed");
    allocator.close();
  }

  /** A column: its Parquet field, its SQL type, its value in row i as written and as read back. */
  private record Spec(Type field, SqlType sql, IntFunction<Object> written, IntFunction<Object> read) {
    Spec(Type field, SqlType sql, IntFunction<Object> value) {
      this(field, sql, value, value);
    }
  }

  private static BigDecimal dec30(int i) {
    return i % 9 == 0 ? null : new BigDecimal(BigInteger.valueOf(i).pow(5).multiply(BigInteger.valueOf(i % 2 == 0 ? 1 : -1)), 4);
  }

  private static final List<Spec> SPECS = List.of(
      new Spec(Types.required(PrimitiveTypeName.INT32).named("r_int"), SqlType.of(TypeId.INTEGER), i -> i),
      new Spec(Types.optional(PrimitiveTypeName.INT32).named("o_int"), SqlType.of(TypeId.INTEGER),
          i -> i % 7 == 0 ? null : i * 3 - 5000),
      new Spec(Types.optional(PrimitiveTypeName.INT32).named("small"), SqlType.of(TypeId.SMALLINT),
          i -> i % 7 == 1 ? null : i % 300 - 150, i -> i % 7 == 1 ? null : (short) (i % 300 - 150)),
      new Spec(Types.optional(PrimitiveTypeName.INT64).named("o_big"), SqlType.of(TypeId.BIGINT),
          i -> i % 11 == 0 ? null : i * 1_000_000_007L),
      new Spec(Types.optional(PrimitiveTypeName.INT64).as(LogicalTypeAnnotation.decimalType(3, 18)).named("dec18"),
          SqlType.decimal(18, 3), i -> i % 5 == 0 ? null : i * 12_345L - 999,
          i -> i % 5 == 0 ? null : BigDecimal.valueOf(i * 12_345L - 999, 3)),
      new Spec(Types.optional(PrimitiveTypeName.INT64).as(LogicalTypeAnnotation.decimalType(3, 18)).named("dec18w"),
          SqlType.decimal(20, 4), i -> i % 5 == 0 ? null : i * 12_345L - 999,
          i -> i % 5 == 0 ? null : BigDecimal.valueOf(i * 12_345L - 999, 3).setScale(4)),
      new Spec(Types.optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.decimalType(2, 9)).named("dec9"),
          SqlType.decimal(9, 2), i -> i % 6 == 0 ? null : i % 1000 - 500,
          i -> i % 6 == 0 ? null : BigDecimal.valueOf(i % 1000 - 500, 2)),
      new Spec(Types.optional(PrimitiveTypeName.FIXED_LEN_BYTE_ARRAY).length(16)
          .as(LogicalTypeAnnotation.decimalType(4, 30)).named("dec30"), SqlType.decimal(30, 4),
          i -> dec30(i) == null ? null : fixed16(dec30(i).unscaledValue()), ColumnDecoderTest::dec30),
      new Spec(Types.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.decimalType(2, 20)).named("decbin"),
          SqlType.decimal(20, 2), i -> i % 4 == 0 ? null : Binary.fromConstantByteArray(BigInteger.valueOf(-i * 777L)
              .toByteArray()), i -> i % 4 == 0 ? null : BigDecimal.valueOf(-i * 777L, 2)),
      new Spec(Types.optional(PrimitiveTypeName.DOUBLE).named("dbl"), SqlType.of(TypeId.DOUBLE),
          i -> i % 8 == 0 ? null : i / 3.0),
      new Spec(Types.optional(PrimitiveTypeName.FLOAT).named("flt"), SqlType.of(TypeId.REAL),
          i -> i % 10 == 0 ? null : i * 0.5f),
      new Spec(Types.optional(PrimitiveTypeName.BOOLEAN).named("flag"), SqlType.of(TypeId.BOOLEAN),
          i -> i % 3 == 0 ? null : i % 2 == 0),
      new Spec(Types.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("str"),
          SqlType.varchar(10), i -> i % 13 == 0 ? null : "s" + (i % 20)),
      new Spec(Types.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("text"),
          SqlType.varchar(100), i -> i % 17 == 0 ? null : "text-" + i + "-".repeat(i % 30)),
      // Never NULL (runs without NULLs take their own path): one-letter codes, empty, short and long values.
      new Spec(Types.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("code"),
          SqlType.varchar(40), i -> i % 5 == 0 ? "x".repeat(i % 37) : String.valueOf("ANRé".charAt(i % 4))),
      new Spec(Types.optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.dateType()).named("day"),
          SqlType.of(TypeId.DATE), i -> i % 19 == 0 ? null : i % 3000),
      new Spec(Types.optional(PrimitiveTypeName.INT64)
          .as(LogicalTypeAnnotation.timestampType(false, LogicalTypeAnnotation.TimeUnit.MILLIS)).named("ts"),
          SqlType.timestamp(6), i -> i % 23 == 0 ? null : 1_700_000_000_000L + i * 1001L,
          i -> i % 23 == 0 ? null : (1_700_000_000_000L + i * 1001L) * 1000),
      new Spec(Types.required(PrimitiveTypeName.INT64).named("r_big"), SqlType.of(TypeId.BIGINT), i -> (long) -i));

  private static Binary fixed16(BigInteger unscaled) {
    byte[] bytes = unscaled.toByteArray();
    byte[] fixed = new byte[16];
    Arrays.fill(fixed, 0, 16 - bytes.length, (byte) (unscaled.signum() < 0 ? 0xFF : 0));
    System.arraycopy(bytes, 0, fixed, 16 - bytes.length, bytes.length);
    return Binary.fromConstantByteArray(fixed);
  }

  private void write(Path file, boolean v2, boolean dictionary, CompressionCodecName codec) throws Throwable {
    MessageType schema = new MessageType("t", SPECS.stream().map(Spec::field).toList());
    MethodHandle builderOf = MethodHandles.publicLookup().findStatic(ExampleParquetWriter.class, "builder",
        MethodType.methodType(ExampleParquetWriter.Builder.class, OutputFile.class));
    MethodHandle withConf = MethodHandles.publicLookup().findVirtual(ParquetWriter.Builder.class, "withConf",
        MethodType.methodType(ParquetWriter.Builder.class, ParquetConfiguration.class));
    ExampleParquetWriter.Builder builder = (ExampleParquetWriter.Builder) builderOf.invoke(new LocalOutputFile(file));
    withConf.invoke(builder, new PlainParquetConfiguration());
    SimpleGroupFactory groups = new SimpleGroupFactory(schema);
    try (ParquetWriter<Group> writer = builder.withType(schema).withCodecFactory(PureJavaCodecs.INSTANCE)
        .withCompressionCodec(codec).withRowGroupSize(96 * 1024).withPageSize(2048)
        .withPageRowCountLimit(700).withDictionaryEncoding(dictionary)
        .withWriterVersion(v2 ? ParquetProperties.WriterVersion.PARQUET_2_0 : ParquetProperties.WriterVersion.PARQUET_1_0)
        .build()) {
      for (int i = 0; i < ROWS; i++) {
        Group g = groups.newGroup();
        for (int c = 0; c < SPECS.size(); c++) {
          Object value = SPECS.get(c).written().apply(i);
          if (value instanceof Integer x) {
            g.add(c, x);
          } else if (value instanceof Long x) {
            g.add(c, x);
          } else if (value instanceof Double x) {
            g.add(c, x);
          } else if (value instanceof Float x) {
            g.add(c, x);
          } else if (value instanceof Boolean x) {
            g.add(c, x);
          } else if (value instanceof String x) {
            g.add(c, x);
          } else if (value instanceof Binary x) {
            g.add(c, x);
          }
        }
        writer.write(g);
      }
    }
  }

  private static List<Column> columns() {
    return SPECS.stream().map(s -> new Column(s.field().getName(), s.sql())).toList();
  }

  private static Object read(FieldVector v, int row) {
    if (v.isNull(row)) {
      return null;
    }
    if (v instanceof BaseVariableWidthVector s) {
      return new String(s.get(row), StandardCharsets.UTF_8);
    }
    if (v instanceof TimeStampVector t) {
      return t.get(row);
    }
    if (v instanceof org.apache.arrow.vector.DateDayVector d) {
      return d.get(row);
    }
    return v.getObject(row);
  }

  @ParameterizedTest(name = "v2={0}, dictionary={1}, {2}")
  @CsvSource({"false, true, SNAPPY", "false, false, UNCOMPRESSED", "true, true, ZSTD", "true, false, SNAPPY"})
  void everyEncodingReadsAsWritten(boolean v2, boolean dictionary, CompressionCodecName codec) throws Throwable {
    Path file = dir.resolve("t.parquet");
    write(file, v2, dictionary, codec);
    FormatCodec format = new ParquetFormat().codec(columns(), Map.of());
    BitSet all = new BitSet();
    all.set(0, SPECS.size());
    List<FilePart> parts = format.parts(file, all, List.of());
    assertTrue(parts.size() > 1, "several row groups: " + parts.size());
    int row = 0;
    List<String> wrong = new ArrayList<>();
    for (FilePart part : parts) {
      try (FilePart.Batches batches = part.open(allocator)) {
        for (VectorSchemaRoot next = batches.next(); next != null; next = batches.next()) {
          try (VectorSchemaRoot batch = next) {
            for (int r = 0; r < batch.getRowCount(); r++, row++) {
              for (int c = 0; c < SPECS.size(); c++) {
                Object expected = SPECS.get(c).read().apply(row);
                Object actual = read(batch.getVector(c), r);
                if (!java.util.Objects.equals(expected, actual) && wrong.size() < 10) {
                  wrong.add("row " + row + ", " + SPECS.get(c).field().getName() + ": expected " + expected
                      + ", read " + actual);
                }
              }
            }
          }
        }
      }
    }
    assertEquals(ROWS, row);
    assertEquals(List.of(), wrong);
  }

  @Test
  void onlyTheReadColumnsAreDecoded() throws Throwable {
    Path file = dir.resolve("t.parquet");
    write(file, false, true, CompressionCodecName.SNAPPY);
    BitSet two = new BitSet();
    two.set(1);
    two.set(13);
    long sum = 0;
    int rows = 0;
    for (FilePart part : new ParquetFormat().codec(columns(), Map.of()).parts(file, two, List.of())) {
      try (FilePart.Batches batches = part.open(allocator)) {
        for (VectorSchemaRoot next = batches.next(); next != null; next = batches.next()) {
          try (VectorSchemaRoot batch = next) {
            assertEquals(0, batch.getVector(0).getValueCount(), "r_int was not decoded");
            for (int r = 0; r < batch.getRowCount(); r++, rows++) {
              Object v = read(batch.getVector(1), r);
              sum += v == null ? 0 : (Integer) v;
              assertEquals(SPECS.get(13).read().apply(rows), read(batch.getVector(13), r));
            }
          }
        }
      }
    }
    long expected = 0;
    for (int i = 0; i < ROWS; i++) {
      expected += i % 7 == 0 ? 0 : i * 3 - 5000;
    }
    assertEquals(expected, sum);
  }

  @Test
  void aValueTooWideForItsColumnNamesFileRowGroupAndColumn() throws Throwable {
    Path file = dir.resolve("t.parquet");
    write(file, false, true, CompressionCodecName.SNAPPY);
    List<Column> narrow = new ArrayList<>(columns());
    narrow.set(4, new Column("dec18", SqlType.decimal(6, 3)));
    BitSet one = new BitSet();
    one.set(4);
    FilePart part = new ParquetFormat().codec(narrow, Map.of()).parts(file, one, List.of()).get(0);
    ConnectorException e = assertThrows(ConnectorException.class, () -> {
      try (FilePart.Batches batches = part.open(allocator)) {
        for (VectorSchemaRoot next = batches.next(); next != null; next = batches.next()) {
          next.close();
        }
      }
    });
    assertEquals(ConnectorException.MALFORMED, e.sqlState());
    assertTrue(e.getMessage().contains("row group 0") && e.getMessage().contains("'dec18'")
        && e.getMessage().contains("DECIMAL(6, 3)"), e.getMessage());
  }
}
