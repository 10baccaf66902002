package io.quiver.engine.types;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.types.DateUnit;
import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.TimeUnit;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;
import org.apache.arrow.vector.types.pojo.Schema;

/**
 * The mapping between SQL types and Arrow vectors.
 *
 * <p>Every SQL type has one physical vector: DECIMAL is always a 128-bit {@code DecimalVector}
 * (narrow decimals are read and written as their unscaled {@code long}), CHAR and VARCHAR are
 * UTF-8 {@code VarCharVector}s, DATE counts days and TIMESTAMP microseconds since the epoch,
 * TIME microseconds since midnight, TIMESTAMP WITH LOCAL TIME ZONE microseconds since the epoch
 * in UTC, and intervals are BIGINT months or microseconds.
 * The SQL type travels in the field's metadata so that length and precision survive a round trip.
 */
public final class ArrowTypes {
  private static final String SQL_TYPE_KEY = "quiver.sql-type";

  private ArrowTypes() {}

  public static ArrowType arrowType(SqlType type) {
    return switch (type.id()) {
      case BOOLEAN -> ArrowType.Bool.INSTANCE;
      case TINYINT -> new ArrowType.Int(8, true);
      case SMALLINT -> new ArrowType.Int(16, true);
      case INTEGER -> new ArrowType.Int(32, true);
      case BIGINT -> new ArrowType.Int(64, true);
      case REAL -> new ArrowType.FloatingPoint(FloatingPointPrecision.SINGLE);
      case DOUBLE -> new ArrowType.FloatingPoint(FloatingPointPrecision.DOUBLE);
      case DECIMAL -> new ArrowType.Decimal(type.precision(), type.scale(), 128);
      case CHAR, VARCHAR -> ArrowType.Utf8.INSTANCE;
      case DATE -> new ArrowType.Date(DateUnit.DAY);
      case TIMESTAMP -> new ArrowType.Timestamp(TimeUnit.MICROSECOND, null);
      case TIME -> new ArrowType.Time(TimeUnit.MICROSECOND, 64);
      case TIMESTAMP_LTZ -> new ArrowType.Timestamp(TimeUnit.MICROSECOND, "UTC");
      case BINARY, VARBINARY -> ArrowType.Binary.INSTANCE;
      // Intervals are plain counts (months, or microseconds): BIGINT vectors, typed by the metadata.
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> new ArrowType.Int(64, true);
      // A column typed NULL (e.g. SELECT NULL) holds only nulls: store it as a nullable INT.
      case NULL -> new ArrowType.Int(32, true);
    };
  }

  public static Field field(Column column) {
    SqlType type = column.type();
    FieldType fieldType =
        new FieldType(type.nullable(), arrowType(type), null, Map.of(SQL_TYPE_KEY, encode(type)));
    return new Field(column.name(), fieldType, null);
  }

  public static Schema schema(List<Column> columns) {
    List<Field> fields = new ArrayList<>(columns.size());
    for (Column column : columns) {
      fields.add(field(column));
    }
    return new Schema(fields);
  }

  /** Reads back the SQL columns of a schema made by {@link #schema}. */
  public static List<Column> columns(Schema schema) {
    List<Column> columns = new ArrayList<>();
    for (Field field : schema.getFields()) {
      String encoded = field.getMetadata().get(SQL_TYPE_KEY);
      if (encoded == null) {
        throw new IllegalArgumentException("field " + field.getName() + " carries no SQL type");
      }
      columns.add(new Column(field.getName(), decode(encoded)));
    }
    return columns;
  }

  public static FieldVector newVector(Column column, BufferAllocator allocator) {
    return field(column).createVector(allocator);
  }

  /** An empty batch with one vector per column. */
  public static VectorSchemaRoot newBatch(List<Column> columns, BufferAllocator allocator) {
    return VectorSchemaRoot.create(schema(columns), allocator);
  }

  private static String encode(SqlType type) {
    return type.id() + ":" + type.precision() + ":" + type.scale() + ":" + type.nullable();
  }

  private static SqlType decode(String encoded) {
    String[] parts = encoded.split(":");
    return new SqlType(
        TypeId.valueOf(parts[0]),
        Integer.parseInt(parts[1]),
        Integer.parseInt(parts[2]),
        Boolean.parseBoolean(parts[3]));
  }
}
