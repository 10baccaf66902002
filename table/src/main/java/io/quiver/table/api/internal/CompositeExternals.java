package io.quiver.table.api.internal;

import io.quiver.engine.exec.SqlFunctions;
import io.quiver.engine.types.ArrayData;
import io.quiver.engine.types.MapData;
import io.quiver.engine.types.RowData;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.types.DataType;
import io.quiver.types.Row;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;

/**
 * Composite values between the engine's form ({@link ArrayData}, {@link MapData},
 * {@link RowData}, components as generated code holds them) and the Table API's, which is
 * Flink's: an ARRAY is a Java array of its element class ({@code Integer[]}, {@code String[]},
 * {@code Row[]}), a MAP a {@code java.util.Map}, a MULTISET a {@code Map} from element to count,
 * a ROW a {@link Row}.
 */
public final class CompositeExternals {
  private CompositeExternals() {}

  /** A composite value in the engine's form as a user-defined function takes it. */
  public static Object external(Object internal, SqlType type) {
    return toExternal(internal, type);
  }

  /** A composite value a user-defined function returned, in the engine's form. */
  public static Object internal(Object external, SqlType type) {
    return toInternal(external, type);
  }

  /** A component in the engine's form (strings as UTF-8, narrow decimals unscaled) to its external value. */
  static Object toExternal(Object internal, SqlType type) {
    if (internal == null) {
      return null;
    }
    switch (type.id()) {
      case ARRAY -> {
        ArrayData array = (ArrayData) internal;
        Object[] out = (Object[]) java.lang.reflect.Array.newInstance(
            DataType.conversionClass(type.elementType()), array.size());
        for (int i = 0; i < out.length; i++) {
          out[i] = toExternal(array.get(i), type.elementType());
        }
        return out;
      }
      case MULTISET -> {
        ArrayData array = (ArrayData) internal;
        Map<Object, Integer> counts = new HashMap<>();
        for (Object element : array.elements()) {
          counts.merge(toExternal(element, type.elementType()), 1, Integer::sum);
        }
        return counts;
      }
      case MAP -> {
        MapData map = (MapData) internal;
        Map<Object, Object> out = new HashMap<>();
        for (int i = 0; i < map.size(); i++) {
          out.put(toExternal(map.keys()[i], type.keyType()), toExternal(map.values()[i], type.valueType()));
        }
        return out;
      }
      case ROW -> {
        RowData row = (RowData) internal;
        Row out = Row.withPositions(row.arity());
        for (int i = 0; i < row.arity(); i++) {
          out.setField(i, toExternal(row.get(i), type.fields().get(i).type()));
        }
        return out;
      }
      case CHAR, VARCHAR -> {
        return internal instanceof byte[] utf8 ? SqlFunctions.string(utf8) : internal;
      }
      case DECIMAL -> {
        return internal instanceof Long unscaled ? BigDecimal.valueOf(unscaled, type.scale()) : internal;
      }
      default -> {
        return ExternalValues.toExternal(internal, type);
      }
    }
  }

  /** An external value (or a component's) to the engine's form. */
  static Object toInternal(Object external, SqlType type) {
    if (external == null) {
      return null;
    }
    switch (type.id()) {
      case ARRAY -> {
        Object[] array = external instanceof java.util.List<?> list ? list.toArray() : toObjects(external);
        Object[] out = new Object[array.length];
        for (int i = 0; i < out.length; i++) {
          out[i] = toInternal(array[i], type.elementType());
        }
        return new ArrayData(out);
      }
      case MULTISET -> {
        java.util.List<Object> out = new java.util.ArrayList<>();
        for (Map.Entry<?, ?> e : ((Map<?, ?>) external).entrySet()) {
          Object element = toInternal(e.getKey(), type.elementType());
          for (int i = 0; i < ((Number) e.getValue()).intValue(); i++) {
            out.add(element);
          }
        }
        return new ArrayData(out.toArray());
      }
      case MAP -> {
        Map<?, ?> map = (Map<?, ?>) external;
        Object[] keys = new Object[map.size()];
        Object[] values = new Object[map.size()];
        int i = 0;
        for (Map.Entry<?, ?> e : map.entrySet()) {
          keys[i] = toInternal(e.getKey(), type.keyType());
          values[i++] = toInternal(e.getValue(), type.valueType());
        }
        return new MapData(keys, values);
      }
      case ROW -> {
        Row row = (Row) external;
        Object[] out = new Object[type.fields().size()];
        for (int i = 0; i < out.length; i++) {
          out[i] = toInternal(row.getField(i), type.fields().get(i).type());
        }
        return new RowData(out);
      }
      case CHAR, VARCHAR -> {
        return SqlFunctions.utf8(external.toString());
      }
      case DECIMAL -> {
        BigDecimal value = ((BigDecimal) ExternalValues.toPhysical(
            external instanceof BigDecimal ? external : new BigDecimal(external.toString()), type));
        return type.isLongDecimal() ? (Object) value.unscaledValue().longValueExact() : value;
      }
      case TINYINT -> {
        return ((Number) external).byteValue();
      }
      case SMALLINT -> {
        return ((Number) external).shortValue();
      }
      case INTEGER -> {
        return ((Number) external).intValue();
      }
      case BIGINT -> {
        return ((Number) external).longValue();
      }
      case REAL -> {
        return ((Number) external).floatValue();
      }
      case DOUBLE -> {
        return ((Number) external).doubleValue();
      }
      default -> {
        return ExternalValues.toPhysical(external, type);
      }
    }
  }

  private static Object[] toObjects(Object array) {
    if (array instanceof Object[] objects) {
      return objects;
    }
    Object[] out = new Object[java.lang.reflect.Array.getLength(array)];
    for (int i = 0; i < out.length; i++) {
      out[i] = java.lang.reflect.Array.get(array, i);
    }
    return out;
  }

  /** As Flink's tableau prints composites: {@code [1, 2]}, {@code {a=1}}, {@code (1, a)}, NULL inside as {@code NULL}. */
  static String format(Object external, SqlType type, java.time.ZoneId zone) {
    StringBuilder out = new StringBuilder();
    append(out, external, type, zone);
    return out.toString();
  }

  private static void append(StringBuilder out, Object value, SqlType type, java.time.ZoneId zone) {
    if (value == null) {
      out.append("NULL");
      return;
    }
    switch (type.id()) {
      case ARRAY -> {
        Object[] array = (Object[]) value;
        out.append('[');
        for (int i = 0; i < array.length; i++) {
          out.append(i > 0 ? ", " : "");
          append(out, array[i], type.elementType(), zone);
        }
        out.append(']');
      }
      case MULTISET, MAP -> {
        out.append('{');
        boolean first = true;
        SqlType keyType = type.id() == TypeId.MAP ? type.keyType() : type.elementType();
        SqlType valueType = type.id() == TypeId.MAP ? type.valueType() : SqlType.of(TypeId.INTEGER);
        for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
          out.append(first ? "" : ", ");
          first = false;
          append(out, e.getKey(), keyType, zone);
          out.append('=');
          append(out, e.getValue(), valueType, zone);
        }
        out.append('}');
      }
      case ROW -> {
        Row row = (Row) value;
        out.append('(');
        for (int i = 0; i < type.fields().size(); i++) {
          out.append(i > 0 ? ", " : "");
          append(out, row.getField(i), type.fields().get(i).type(), zone);
        }
        out.append(')');
      }
      default -> out.append(ExternalValues.format(value, type, zone));
    }
  }
}
