package io.quiver.table.planner.functions;

import io.quiver.engine.error.EngineException;
import io.quiver.types.Row;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Java bodies of Flink's ARRAY_* and MAP_* functions ({@link FlinkCollectionBuiltins}), over
 * the Table API's external forms: an ARRAY arrives as a Java array, a MAP as a {@code Map}, and
 * a NULL collection as null, which gives null. Elements compare as Flink's do: NULL equal to NULL,
 * numbers by value.
 */
public class CollectionFunctions {
  CollectionFunctions() {}

  public Boolean arrayContains(Object[] array, Object needle) {
    return array == null ? null : indexOf(array, needle) >= 0;
  }

  /** The 1-based position of the first element equal to {@code needle}, 0 when there is none. */
  public Integer arrayPosition(Object[] array, Object needle) {
    return array == null || needle == null ? null : indexOf(array, needle) + 1;
  }

  /** The elements without repeats, each where it first occurs. */
  public Object[] arrayDistinct(Object[] array) {
    if (array == null) {
      return null;
    }
    List<Object> out = new ArrayList<>();
    for (Object element : array) {
      if (indexOf(out.toArray(), element) < 0) {
        out.add(element);
      }
    }
    return out.toArray();
  }

  /** The elements but those equal to {@code needle}. */
  public Object[] arrayRemove(Object[] array, Object needle) {
    if (array == null) {
      return null;
    }
    return Arrays.stream(array).filter(e -> !same(e, needle)).toArray();
  }

  public Object[] arrayReverse(Object[] array) {
    if (array == null) {
      return null;
    }
    Object[] out = new Object[array.length];
    for (int i = 0; i < array.length; i++) {
      out[i] = array[array.length - 1 - i];
    }
    return out;
  }

  public Object[] arraySlice(Object[] array, Integer start) {
    return array == null ? null : arraySlice(array, start, array.length);
  }

  /**
   * Elements {@code start} to {@code end}, 1-based and inclusive; a negative position counts
   * from the end, a start before the first element is the first, an end past the last the last.
   */
  public Object[] arraySlice(Object[] array, Integer start, Integer end) {
    if (array == null || start == null || end == null) {
      return null;
    }
    if (array.length == 0) {
      return array;
    }
    int from = start < 0 ? start + array.length + 1 : start;
    int to = end < 0 ? end + array.length + 1 : end;
    from = Math.max(1, from);
    to = to == 0 ? 1 : Math.min(to, array.length);
    if (to < from) {
      return new Object[0];
    }
    return Arrays.copyOfRange(array, from - 1, to);
  }

  /** The distinct elements of both arrays, in the order they first occur. */
  public Object[] arrayUnion(Object[] a, Object[] b) {
    if (a == null || b == null) {
      return null;
    }
    return arrayDistinct(concat(a, b));
  }

  public Object[] arrayConcat(Object[] a) {
    return a;
  }

  public Object[] arrayConcat(Object[] a, Object[] b) {
    return concat(a, b);
  }

  public Object[] arrayConcat(Object[] a, Object[] b, Object[] c) {
    return concat(a, b, c);
  }

  public Object[] arrayConcat(Object[] a, Object[] b, Object[] c, Object[] d) {
    return concat(a, b, c, d);
  }

  public Object[] arrayConcat(Object[] a, Object[] b, Object[] c, Object[] d, Object[] e) {
    return concat(a, b, c, d, e);
  }

  public Object[] arrayAppend(Object[] array, Object element) {
    return array == null ? null : concat(array, new Object[] {element});
  }

  public Object[] arrayPrepend(Object[] array, Object element) {
    return array == null ? null : concat(new Object[] {element}, array);
  }

  /** The greatest non-null element; null when there is none. */
  public Object arrayMax(Object[] array) {
    return extreme(array, 1);
  }

  public Object arrayMin(Object[] array) {
    return extreme(array, -1);
  }

  /** The non-null elements' text joined by {@code separator}. */
  public String arrayJoin(Object[] array, String separator) {
    return arrayJoin(array, separator, null);
  }

  /** The elements' text joined by {@code separator}, a NULL element written as {@code nullText} (skipped if null). */
  public String arrayJoin(Object[] array, String separator, String nullText) {
    if (array == null || separator == null) {
      return null;
    }
    List<String> parts = new ArrayList<>();
    for (Object element : array) {
      if (element != null) {
        parts.add(element.toString());
      } else if (nullText != null) {
        parts.add(nullText);
      }
    }
    return String.join(separator, parts);
  }

  public Object[] mapKeys(Map<?, ?> map) {
    return map == null ? null : map.keySet().toArray();
  }

  public Object[] mapValues(Map<?, ?> map) {
    return map == null ? null : map.values().toArray();
  }

  /** The entries as ROW(key, value). */
  public Object[] mapEntries(Map<?, ?> map) {
    if (map == null) {
      return null;
    }
    return map.entrySet().stream().map(e -> Row.of(e.getKey(), e.getValue())).toArray();
  }

  /** The map of {@code keys[i]} to {@code values[i]}; the arrays must be as long as each other. */
  public Map<Object, Object> mapFromArrays(Object[] keys, Object[] values) {
    if (keys == null || values == null) {
      return null;
    }
    if (keys.length != values.length) {
      throw new EngineException("22023", "Invalid function MAP_FROM_ARRAYS call:\nThe length of the keys array "
          + keys.length + " is not equal to the length of the values array " + values.length);
    }
    Map<Object, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < keys.length; i++) {
      map.put(keys[i], values[i]);
    }
    return map;
  }

  public Map<Object, Object> mapUnion(Map<?, ?> a) {
    return a == null ? null : new LinkedHashMap<>(a);
  }

  public Map<Object, Object> mapUnion(Map<?, ?> a, Map<?, ?> b) {
    return union(a, b);
  }

  public Map<Object, Object> mapUnion(Map<?, ?> a, Map<?, ?> b, Map<?, ?> c) {
    return union(a, b, c);
  }

  public Map<Object, Object> mapUnion(Map<?, ?> a, Map<?, ?> b, Map<?, ?> c, Map<?, ?> d) {
    return union(a, b, c, d);
  }

  /** The maps merged, a later map's value winning for a key both have; null if any is. */
  private static Map<Object, Object> union(Map<?, ?>... maps) {
    Map<Object, Object> out = new LinkedHashMap<>();
    for (Map<?, ?> map : maps) {
      if (map == null) {
        return null;
      }
      out.putAll(map);
    }
    return out;
  }

  /** The distinct elements of {@code a} that are not in {@code b}, in {@code a}'s order. */
  public Object[] arrayExcept(Object[] a, Object[] b) {
    if (a == null || b == null) {
      return null;
    }
    return Arrays.stream(arrayDistinct(a)).filter(e -> indexOf(b, e) < 0).toArray();
  }

  /** The distinct elements of {@code a} that are also in {@code b}, in {@code a}'s order. */
  public Object[] arrayIntersect(Object[] a, Object[] b) {
    if (a == null || b == null) {
      return null;
    }
    return Arrays.stream(arrayDistinct(a)).filter(e -> indexOf(b, e) >= 0).toArray();
  }

  public Object[] arraySort(Object[] array) {
    return arraySort(array, true);
  }

  /** Sorted; NULLs first ascending, last descending. */
  public Object[] arraySort(Object[] array, Boolean ascending) {
    return ascending == null ? null : arraySort(array, ascending, ascending);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  public Object[] arraySort(Object[] array, Boolean ascending, Boolean nullsFirst) {
    if (array == null || ascending == null || nullsFirst == null) {
      return null;
    }
    java.util.Comparator<Object> order = (x, y) -> ((Comparable) x).compareTo(y);
    if (!ascending) {
      order = order.reversed();
    }
    Object[] out = array.clone();
    Arrays.sort(out, nullsFirst ? java.util.Comparator.nullsFirst(order) : java.util.Comparator.nullsLast(order));
    return out;
  }

  /** The parts of {@code text} between occurrences of {@code delimiter}; an empty delimiter splits characters. */
  public Object[] split(String text, String delimiter) {
    if (text == null || delimiter == null) {
      return null;
    }
    if (delimiter.isEmpty()) {
      return text.codePoints().mapToObj(Character::toString).toArray();
    }
    List<String> parts = new ArrayList<>();
    int from = 0;
    int at;
    while ((at = text.indexOf(delimiter, from)) >= 0) {
      parts.add(text.substring(from, at));
      from = at + delimiter.length();
    }
    parts.add(text.substring(from));
    return parts.toArray();
  }

  /** The arrays one after another; null if any is. */
  private static Object[] concat(Object[]... arrays) {
    List<Object> out = new ArrayList<>();
    for (Object[] array : arrays) {
      if (array == null) {
        return null;
      }
      out.addAll(Arrays.asList(array));
    }
    return out.toArray();
  }

  private static int indexOf(Object[] array, Object needle) {
    for (int i = 0; i < array.length; i++) {
      if (same(array[i], needle)) {
        return i;
      }
    }
    return -1;
  }

  /** Equality of elements: NULL equals NULL, numbers of different classes compare by value. */
  private static boolean same(Object a, Object b) {
    if (a == null || b == null) {
      return a == b;
    }
    if (a instanceof Number x && b instanceof Number y && a.getClass() != b.getClass()) {
      return decimal(x).compareTo(decimal(y)) == 0;
    }
    if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
      return x.compareTo(y) == 0;
    }
    if (a instanceof Object[] x && b instanceof Object[] y) {
      return Arrays.deepEquals(x, y);
    }
    return a.equals(b);
  }

  private static BigDecimal decimal(Number n) {
    return n instanceof BigDecimal d ? d : new BigDecimal(n.toString());
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object extreme(Object[] array, int sign) {
    if (array == null) {
      return null;
    }
    Object best = null;
    for (Object element : array) {
      if (element != null && (best == null || sign * ((Comparable) element).compareTo(best) > 0)) {
        best = element;
      }
    }
    return best;
  }
}
