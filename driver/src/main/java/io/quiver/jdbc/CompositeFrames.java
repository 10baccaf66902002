package io.quiver.jdbc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.calcite.avatica.Meta;

/**
 * Composite values in the frames the server sends. Avatica's protocol carries arrays (as lists)
 * and structs (as lists of attributes) but has no map: a MAP value, at any depth, travels as the
 * text {@code getString} gives ({@code {a=1, b=2}}), which the remote client reads back as a string.
 */
public final class CompositeFrames {
  private CompositeFrames() {}

  public static Meta.Frame mapsAsText(Meta.Frame frame) {
    if (frame == null) {
      return null;
    }
    boolean any = false;
    List<Object> rows = new ArrayList<>();
    for (Object row : frame.rows) {
      Object[] values = row instanceof Object[] array ? array.clone() : ((List<?>) row).toArray();
      for (int c = 0; c < values.length; c++) {
        Object converted = convert(values[c]);
        any |= converted != values[c];
        values[c] = converted;
      }
      rows.add(values);
    }
    return any ? Meta.Frame.create(frame.offset, frame.done, rows) : frame;
  }

  private static Object convert(Object value) {
    if (value instanceof Map<?, ?> map) {
      return CompositeAccessor.text(map);
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      boolean changed = false;
      for (Object element : list) {
        Object converted = convert(element);
        changed |= converted != element;
        out.add(converted);
      }
      return changed ? out : value;
    }
    return value;
  }
}
