package io.quiver.jdbc;

import io.quiver.engine.exec.SqlFunctions;
import io.quiver.engine.types.ArrayData;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.MapData;
import io.quiver.engine.types.RowData;
import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.sql.Array;
import java.sql.SQLException;
import java.sql.Struct;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * ARRAY, MULTISET, MAP and ROW columns through JDBC: {@code getObject} gives a
 * {@link java.sql.Array} (ARRAY, MULTISET), a {@link java.util.Map} (MAP) or a
 * {@link java.sql.Struct} (ROW), whose components are what {@code getObject} gives for a column
 * of the component's type ({@code Integer}, {@code String}, {@code BigDecimal},
 * {@code java.sql.Date}, ...); {@code getString} the value as Flink prints it.
 */
final class CompositeAccessor extends ArrowAccessors.Base {
  CompositeAccessor(ArrowCursor cursor, int column, SqlType type) {
    super(cursor, column, type);
  }

  @Override
  Object value() {
    return toJdbc(io.quiver.engine.types.CompositeVectors.read(vector, cursor.row()), type);
  }

  @Override
  public Array getArray() throws SQLException {
    Object v = valueOrNull();
    if (v == null || v instanceof Array) {
      return (Array) v;
    }
    throw cannotConvert("Array");
  }

  @Override
  public Struct getStruct() throws SQLException {
    Object v = valueOrNull();
    if (v == null || v instanceof Struct) {
      return (Struct) v;
    }
    throw cannotConvert("Struct");
  }

  @Override
  public String getString() throws SQLException {
    Object v = valueOrNull();
    return v == null ? null : text(v);
  }

  /** A component in the engine's form as JDBC's {@code getObject} gives it. */
  static Object toJdbc(Object internal, SqlType type) {
    if (internal == null) {
      return null;
    }
    return switch (type.id()) {
      case ARRAY, MULTISET -> {
        ArrayData array = (ArrayData) internal;
        Object[] elements = new Object[array.size()];
        for (int i = 0; i < elements.length; i++) {
          elements[i] = toJdbc(array.get(i), type.elementType());
        }
        yield new QuiverArray(type.elementType(), elements);
      }
      case MAP -> {
        MapData map = (MapData) internal;
        Map<Object, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < map.size(); i++) {
          out.put(toJdbc(map.keys()[i], type.keyType()), toJdbc(map.values()[i], type.valueType()));
        }
        yield out;
      }
      case ROW -> {
        RowData row = (RowData) internal;
        Object[] attributes = new Object[row.arity()];
        for (int i = 0; i < attributes.length; i++) {
          attributes[i] = toJdbc(row.get(i), type.fields().get(i).type());
        }
        yield new QuiverStruct(type, attributes);
      }
      case CHAR, VARCHAR -> SqlFunctions.string((byte[]) internal);
      case DECIMAL -> internal instanceof Long unscaled ? BigDecimal.valueOf(unscaled, type.scale()) : internal;
      case TINYINT, SMALLINT -> ((Number) internal).intValue();
      case DATE -> java.sql.Date.valueOf(java.time.LocalDate.ofEpochDay(((Number) internal).longValue()));
      case TIMESTAMP, TIMESTAMP_LTZ -> java.sql.Timestamp.valueOf(SqlFunctions.fromMicros(((Number) internal).longValue()));
      case TIME -> java.sql.Time.valueOf(java.time.LocalTime.ofNanoOfDay(((Number) internal).longValue() * 1000));
      case INTERVAL_YEAR_MONTH -> io.quiver.engine.exec.DateTimeFunctions.formatYearMonth(((Number) internal).longValue());
      case INTERVAL_DAY_TIME -> io.quiver.engine.exec.DateTimeFunctions.formatDayTime(((Number) internal).longValue());
      default -> internal;
    };
  }

  /** As Flink prints composites: {@code [1, 2]}, {@code {a=1}}, {@code (1, a)}, NULL inside as {@code NULL}. */
  static String text(Object jdbc) {
    if (jdbc == null) {
      return "NULL";
    }
    if (jdbc instanceof QuiverArray array) {
      StringBuilder out = new StringBuilder("[");
      for (int i = 0; i < array.elements().length; i++) {
        out.append(i > 0 ? ", " : "").append(text(array.elements()[i]));
      }
      return out.append(']').toString();
    }
    if (jdbc instanceof QuiverStruct struct) {
      StringBuilder out = new StringBuilder("(");
      for (int i = 0; i < struct.values().length; i++) {
        out.append(i > 0 ? ", " : "").append(text(struct.values()[i]));
      }
      return out.append(')').toString();
    }
    if (jdbc instanceof Map<?, ?> map) {
      StringBuilder out = new StringBuilder("{");
      boolean first = true;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        out.append(first ? "" : ", ").append(text(e.getKey())).append('=').append(text(e.getValue()));
        first = false;
      }
      return out.append('}').toString();
    }
    if (jdbc instanceof Boolean b) {
      return b ? "TRUE" : "FALSE";
    }
    if (jdbc instanceof BigDecimal d) {
      return d.toPlainString();
    }
    return jdbc.toString();
  }

  /** The field names of a ROW type, for {@code Struct.getSQLTypeName}. */
  static String rowTypeName(SqlType type) {
    StringBuilder out = new StringBuilder("ROW(");
    for (int i = 0; i < type.fields().size(); i++) {
      Column field = type.fields().get(i);
      out.append(i > 0 ? ", " : "").append(field.name()).append(' ').append(JdbcTypes.typeName(field.type()));
    }
    return out.append(')').toString();
  }
}
