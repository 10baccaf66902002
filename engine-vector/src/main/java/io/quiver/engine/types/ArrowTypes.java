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
 *
 * <p>ARRAY and MULTISET are {@code ListVector}s, MAP a {@code MapVector}, ROW a
 * {@code StructVector}, their components the vectors above, nested as deep as the type is
 * ({@link #field}); {@link CompositeVectors} reads and writes their values.
 */
public final class ArrowTypes {
  private static final String SQL_TYPE_KEY = "quiver.sql-type";

  /** The last schemas {@link #schema} made, by their columns. */
  private static final java.util.Map<List<Column>, Schema> SCHEMAS =
      new java.util.LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(java.util.Map.Entry<List<Column>, Schema> eldest) {
          return size() > 256;
        }
      };

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
      case ARRAY, MULTISET -> ArrowType.List.INSTANCE;
      case MAP -> new ArrowType.Map(false);
      case ROW -> ArrowType.Struct.INSTANCE;
    };
  }

  /**
   * The Arrow field of a column. A composite column's field has children: an ARRAY's or
   * MULTISET's one element field, a MAP's one non-null {@code entries} struct of {@code key} (not
   * null, as Arrow requires) and {@code value}, a ROW's one field per ROW field. Every field but
   * the entries struct carries its SQL type.
   */
  public static Field field(Column column) {
    SqlType type = column.type();
    FieldType fieldType =
        new FieldType(type.nullable(), arrowType(type), null, Map.of(SQL_TYPE_KEY, encode(type)));
    return new Field(column.name(), fieldType, children(type));
  }

  private static List<Field> children(SqlType type) {
    return switch (type.id()) {
      case ARRAY, MULTISET, ROW -> type.fields().stream().map(ArrowTypes::field).toList();
      case MAP -> List.of(new Field("entries", FieldType.notNullable(ArrowType.Struct.INSTANCE),
          List.of(keyField(type.keyType()), field(type.fields().get(1)))));
      default -> null;
    };
  }

  public static Schema schema(List<Column> columns) {
    // Schemas are immutable: a statement run again (a prepared single-row write) takes its
    // batches' schema from here rather than building every field and its metadata again.
    synchronized (SCHEMAS) {
      Schema known = SCHEMAS.get(columns);
      if (known != null) {
        return known;
      }
    }
    Schema made = build(columns);
    synchronized (SCHEMAS) {
      SCHEMAS.put(List.copyOf(columns), made);
    }
    return made;
  }

  private static Schema build(List<Column> columns) {
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
      columns.add(new Column(field.getName(), sqlType(field)));
    }
    return columns;
  }

  /** The SQL type of a field made by {@link #field}, with its component types read from its children. */
  public static SqlType sqlType(Field field) {
    String encoded = field.getMetadata().get(SQL_TYPE_KEY);
    if (encoded == null) {
      throw new IllegalArgumentException("field " + field.getName() + " carries no SQL type");
    }
    SqlType type = decode(encoded);
    if (!type.id().isComposite()) {
      return type;
    }
    List<Field> children = type.id() == TypeId.MAP ? field.getChildren().get(0).getChildren() : field.getChildren();
    List<Column> fields = new ArrayList<>(children.size());
    for (Field child : children) {
      fields.add(new Column(child.getName(), sqlType(child)));
    }
    if (type.id() == TypeId.MAP) {
      // The key's field is NOT NULL for Arrow's sake; the SQL key type keeps its own nullability.
      fields.set(0, new Column("key", decode(children.get(0).getMetadata().get(SQL_TYPE_KEY + ".key"))));
    }
    return new SqlType(type.id(), type.precision(), type.scale(), type.nullable(), fields);
  }

  public static FieldVector newVector(Column column, BufferAllocator allocator) {
    return field(column).createVector(allocator);
  }

  /** An empty batch with one vector per column. */
  public static VectorSchemaRoot newBatch(List<Column> columns, BufferAllocator allocator) {
    return VectorSchemaRoot.create(schema(columns), allocator);
  }

  private static Field keyField(SqlType key) {
    Field plain = field(new Column("key", key.withNullable(false)));
    Map<String, String> metadata = new java.util.HashMap<>(plain.getMetadata());
    metadata.put(SQL_TYPE_KEY + ".key", encode(key));
    return new Field("key", new FieldType(false, plain.getType(), null, metadata), plain.getChildren());
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
