package io.quiver.engine.types;

import java.nio.charset.StandardCharsets;

/** What composite values need beside their classes: a readable form for messages and plans. */
public final class CompositeValues {
  private CompositeValues() {}

  /** The value as the engine holds it, strings decoded: {@code [1, 2]}, {@code {a=1}}, {@code (1, a)}. */
  public static String toString(Object value) {
    StringBuilder out = new StringBuilder();
    append(out, value);
    return out.toString();
  }

  private static void append(StringBuilder out, Object value) {
    if (value instanceof ArrayData array) {
      out.append('[');
      for (int i = 0; i < array.size(); i++) {
        out.append(i > 0 ? ", " : "");
        append(out, array.get(i));
      }
      out.append(']');
    } else if (value instanceof MapData map) {
      out.append('{');
      for (int i = 0; i < map.size(); i++) {
        out.append(i > 0 ? ", " : "");
        append(out, map.keys()[i]);
        out.append('=');
        append(out, map.values()[i]);
      }
      out.append('}');
    } else if (value instanceof RowData row) {
      out.append('(');
      for (int i = 0; i < row.arity(); i++) {
        out.append(i > 0 ? ", " : "");
        append(out, row.get(i));
      }
      out.append(')');
    } else if (value instanceof byte[] bytes) {
      out.append(new String(bytes, StandardCharsets.UTF_8));
    } else {
      out.append(value);
    }
  }
}
