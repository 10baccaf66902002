package io.quiver.engine.exec;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.types.ArrayData;
import io.quiver.engine.types.MapData;
import io.quiver.engine.types.RowData;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;

/** The functions generated code calls on ARRAY, MULTISET, MAP and ROW values (see {@link ArrayData}). */
public final class CompositeFunctions {
  private CompositeFunctions() {}

  /** {@code a[i]}: 1-based; NULL when {@code i} is outside the array, as in Flink. */
  public static Object item(ArrayData array, long index) {
    return index >= 1 && index <= array.size() ? array.get((int) index - 1) : null;
  }

  /** {@code m[k]}: NULL when the map holds no such key. */
  public static Object item(MapData map, Object key) {
    return map.get(key);
  }

  /** {@code ELEMENT(a)}: the one element, NULL for an empty array, an error for more than one. */
  public static Object element(ArrayData array) {
    if (array.size() > 1) {
      throw new EngineException(EngineException.CARDINALITY_VIOLATION, "ELEMENT of an array with more than one element");
    }
    return array.size() == 0 ? null : array.get(0);
  }

  /**
   * A composite value of type {@code from} as one of type {@code to} (same kind, component types
   * that convert: numbers, strings, date-times), component by component.
   */
  public static Object cast(Object value, SqlType from, SqlType to) {
    if (value == null) {
      return null;
    }
    if (from.equals(to) || from.withNullable(true).equals(to.withNullable(true))) {
      return value;
    }
    switch (to.id()) {
      case ARRAY, MULTISET -> {
        ArrayData array = (ArrayData) value;
        Object[] out = new Object[array.size()];
        for (int i = 0; i < out.length; i++) {
          out[i] = cast(array.get(i), from.elementType(), to.elementType());
        }
        return new ArrayData(out);
      }
      case MAP -> {
        MapData map = (MapData) value;
        Object[] keys = new Object[map.size()];
        Object[] values = new Object[map.size()];
        for (int i = 0; i < keys.length; i++) {
          keys[i] = cast(map.keys()[i], from.keyType(), to.keyType());
          values[i] = cast(map.values()[i], from.valueType(), to.valueType());
        }
        return new MapData(keys, values);
      }
      case ROW -> {
        RowData row = (RowData) value;
        Object[] out = new Object[to.fields().size()];
        for (int i = 0; i < out.length; i++) {
          out[i] = cast(row.get(i), from.fields().get(i).type(), to.fields().get(i).type());
        }
        return new RowData(out);
      }
      default -> {
        return scalar(value, from, to);
      }
    }
  }

  private static Object scalar(Object value, SqlType from, SqlType to) {
    TypeId f = from.id();
    TypeId t = to.id();
    if (f.isCharacter() && t.isCharacter()) {
      byte[] s = (byte[]) value;
      if (f == TypeId.CHAR && t == TypeId.VARCHAR) {
        s = SqlFunctions.trimTrailingSpaces(s);
      }
      return to.precision() >= 0 && to.precision() < SqlType.MAX_VARCHAR_LENGTH
          ? SqlFunctions.fitLength(s, to.precision(), t == TypeId.CHAR) : s;
    }
    if (f.isBinary() && t.isBinary() || f == t && !f.isNumeric()) {
      return value;
    }
    if (f.isNumeric() && t.isNumeric()) {
      BigDecimal exact = switch (f) {
        case DECIMAL -> from.isLongDecimal() ? BigDecimal.valueOf((Long) value, from.scale()) : (BigDecimal) value;
        case REAL, DOUBLE -> new BigDecimal(((Number) value).toString());
        default -> BigDecimal.valueOf(((Number) value).longValue());
      };
      return switch (t) {
        case TINYINT -> SqlFunctions.toTinyint(SqlFunctions.decimalToLong(exact));
        case SMALLINT -> SqlFunctions.toSmallint(SqlFunctions.decimalToLong(exact));
        case INTEGER -> SqlFunctions.toInt(SqlFunctions.decimalToLong(exact));
        case BIGINT -> SqlFunctions.decimalToLong(exact);
        case REAL -> ((Number) value).floatValue();
        case DOUBLE -> f == TypeId.DECIMAL ? exact.doubleValue() : ((Number) value).doubleValue();
        default -> to.isLongDecimal()
            ? (Object) SqlFunctions.unscaled(exact, to.precision(), to.scale())
            : SqlFunctions.decimal(exact, to.precision(), to.scale());
      };
    }
    throw new EngineException("0A000", "cannot cast " + from + " to " + to);
  }
}
