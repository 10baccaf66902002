package io.quiver.engine.types;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A composite value as bytes that are equal exactly when the values are equal (a map's entries in
 * a canonical order), so that hash tables group, join and de-duplicate composite keys as
 * {@code byte[]} keys.
 */
public final class CompositeKeys {
  private CompositeKeys() {}

  public static byte[] encode(Object value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    write(out, value);
    return out.toByteArray();
  }

  private static void write(ByteArrayOutputStream out, Object value) {
    if (value == null) {
      out.write(0);
    } else if (value instanceof ArrayData array) {
      out.write(1);
      writeInt(out, array.size());
      for (Object element : array.elements()) {
        write(out, element);
      }
    } else if (value instanceof RowData row) {
      out.write(2);
      writeInt(out, row.arity());
      for (Object field : row.fields()) {
        write(out, field);
      }
    } else if (value instanceof MapData map) {
      out.write(3);
      byte[][] entries = new byte[map.size()][];
      for (int i = 0; i < entries.length; i++) {
        ByteArrayOutputStream entry = new ByteArrayOutputStream();
        write(entry, map.keys()[i]);
        write(entry, map.values()[i]);
        entries[i] = entry.toByteArray();
      }
      Arrays.sort(entries, Arrays::compare);
      writeInt(out, entries.length);
      for (byte[] entry : entries) {
        out.writeBytes(entry);
      }
    } else if (value instanceof byte[] bytes) {
      out.write(4);
      writeInt(out, bytes.length);
      out.writeBytes(bytes);
    } else if (value instanceof BigDecimal decimal) {
      out.write(5);
      byte[] text = decimal.stripTrailingZeros().toPlainString().getBytes(StandardCharsets.UTF_8);
      writeInt(out, text.length);
      out.writeBytes(text);
    } else {
      // Numbers, booleans, date-times: one representation per type, so the text is canonical.
      out.write(6);
      byte[] text = value.toString().getBytes(StandardCharsets.UTF_8);
      writeInt(out, text.length);
      out.writeBytes(text);
    }
  }

  private static void writeInt(ByteArrayOutputStream out, int v) {
    out.write(v >>> 24);
    out.write(v >>> 16);
    out.write(v >>> 8);
    out.write(v);
  }
}
