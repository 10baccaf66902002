package io.quiver.connector.file;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Hive's escaping of partition values in directory names: {@code %XX} for unsafe characters. */
final class PartitionPaths {
  private PartitionPaths() {}

  private static boolean needsEscape(char c) {
    return c < ' ' || c == '"' || c == '#' || c == '%' || c == '\'' || c == '*' || c == '/' || c == ':' || c == '='
        || c == '?' || c == '\\' || c == 0x7F || c == '{' || c == '[' || c == ']' || c == '^';
  }

  static String escape(String value) {
    StringBuilder out = new StringBuilder();
    for (char c : value.toCharArray()) {
      if (needsEscape(c)) {
        out.append('%').append(String.format("%02X", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  static String unescape(String name) {
    if (name.indexOf('%') < 0) {
      return name;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '%' && i + 2 < name.length() && isHex(name, i + 1)) {
        bytes.write(Integer.parseInt(name.substring(i + 1, i + 3), 16));
        i += 2;
      } else {
        byte[] b = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
        bytes.write(b, 0, b.length);
      }
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static boolean isHex(String s, int at) {
    return Character.digit(s.charAt(at), 16) >= 0 && Character.digit(s.charAt(at + 1), 16) >= 0;
  }
}
